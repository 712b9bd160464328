import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { read, cachedRead, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { agencyFieldData, logoAsText, staffListHandler } from '../records';
import { clientRecord, findClient, findCompany } from '../shared/clientRecord';

/** The settings of the after-sales tool (§3.6 options, checklist, custom fields). */
export const SAV_SCOPE = 'sav-gestion';

/** spec 4 §3.3 Company: what `get_societe_soft_by_id` answers. */
const COMPANY_FIELDS = [
  'RS',
  'TypeEntreprise',
  'Capital',
  'NumeroSIRET',
  'CodeAPE',
  'TVAIntracommunautaire',
];

/** At most this many answers to a search by name. */
const SEARCH_LIMIT = 50;

const like = (name: string) => `%${name.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** spec 4 §3.3 Machine, from the fleet with its family and sub-family names. */
function machines(db: Kysely<Database>) {
  return db
    .selectFrom('fleet as f')
    .innerJoin('families as fa', 'fa.id', 'f.family_id')
    .innerJoin('sub_families as s', 's.id', 'f.sub_family_id')
    .select(['f.id', 'f.matricule', 'f.data', 'fa.name as famille', 's.name as sous_famille'])
    .orderBy('f.matricule');
}
type MachineRow = Awaited<ReturnType<ReturnType<typeof machines>['execute']>>[number];
const machineFieldData = (m: MachineRow): JsonObject => ({
  ...m.data,
  MATRICULE: m.matricule,
  MATRICULE_UID: String(m.data.MATRICULE_UID ?? m.id),
  FAMILLE: m.famille,
  SOUS_FAMILLE: m.sous_famille,
});

/** spec 4 §3.3 Stock article with the display title (reference, family, sub-family, designation). */
const articleFieldData = (a: { reference: string; data: JsonObject }): JsonObject => {
  const designation = String(a.data.PIECE_DESIGNATION ?? '');
  const famille = String(a.data.FAMILLE ?? '');
  const sousFamille = String(a.data.SS_FAMILLE ?? '');
  return {
    ...a.data,
    PIECE_REFERENCE: a.reference,
    title: [a.reference, famille, sousFamille, designation].filter(Boolean).join(' - '),
  };
};

async function settingRows(db: Kysely<Database>) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('scope', '=', SAV_SCOPE)
    .orderBy('key')
    .execute();
}

/** A setting holding a JSON list, as a list (an unreadable one is an empty list). */
async function jsonListSetting(db: Kysely<Database>, key: string): Promise<unknown[]> {
  const row = (await settingRows(db)).find((r) => r.key === key);
  try {
    const parsed: unknown = JSON.parse(row?.value ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** spec 4 §3.3, §3.6, §7.1 what the report form reads: clients, machines, stock, options… */
export const referenceHandlers = {
  get_stock: cachedRead(['sav_stock'], async (ctx) => {
    const rows = await ctx.db.selectFrom('sav_stock').selectAll().orderBy('reference').execute();
    return list(rows.map(articleFieldData));
  }),
  get_article_liste_by_name: read(async (ctx, { name }) => {
    const rows = await ctx.db
      .selectFrom('sav_stock')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('reference', 'ilike', like(name)),
          eb(sql<string>`data->>'PIECE_DESIGNATION'`, 'ilike', like(name)),
        ]),
      )
      .orderBy('reference')
      .limit(SEARCH_LIMIT)
      .execute();
    return list(rows.map(articleFieldData));
  }),

  get_clients: cachedRead(['clients'], async (ctx) => {
    const rows = await ctx.db.selectFrom('clients').selectAll().orderBy('company_name').execute();
    return list(rows.map((c) => clientRecord(c)));
  }),
  get_client_by_id: read(async (ctx, { id }) => {
    return list([clientRecord(await findClient(ctx.db, id))]);
  }),
  get_client_liste_by_name: read(async (ctx, { name }) => {
    const rows = await ctx.db
      .selectFrom('clients')
      .selectAll()
      .where('company_name', 'ilike', like(name))
      .orderBy('company_name')
      .limit(SEARCH_LIMIT)
      .execute();
    return list(rows.map((c) => clientRecord(c)));
  }),

  get_parc: cachedRead(['fleet'], async (ctx) =>
    list((await machines(ctx.db).execute()).map(machineFieldData)),
  ),
  get_matricule_liste_by_name: read(async (ctx, { name }) =>
    list(
      (
        await machines(ctx.db)
          .where('f.matricule', 'ilike', like(name))
          .limit(SEARCH_LIMIT)
          .execute()
      ).map(machineFieldData),
    ),
  ),
  get_matricul_by_name: read(async (ctx, { mat }) =>
    list(
      (await machines(ctx.db).where('f.matricule', '=', mat.trim()).execute()).map(
        machineFieldData,
      ),
    ),
  ),

  get_techniciens: staffListHandler('technicien'),
  get_agences: read(async (ctx) => list(await agencyFieldData(ctx.db, false))),
  get_header: read(async (ctx) => {
    const rows = await ctx.db.selectFrom('companies').selectAll().orderBy('id').execute();
    return list(rows.map((c) => ({ ...logoAsText(c.data), ID_Societe: c.id })));
  }),
  get_societe_soft_by_id: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    const field = (key: string) => (row.data[key] == null ? '' : String(row.data[key]));
    return list([
      {
        ...Object.fromEntries(COMPANY_FIELDS.map((key) => [key, field(key)])),
        ID_Societe: row.id,
      },
    ]);
  }),

  get_or_options: read(async (ctx) =>
    list((await settingRows(ctx.db)).map((r) => ({ name: r.key, value: r.value }))),
  ),
  get_sav_check_liste: read(async (ctx) =>
    list(
      (await jsonListSetting(ctx.db, 'Check_liste')).map((entry) =>
        typeof entry === 'object' && entry !== null
          ? (entry as JsonObject)
          : { CH_DESIGNATION: String(entry) },
      ),
    ),
  ),
  get_form_special_data: read(async (ctx) =>
    list(
      (await jsonListSetting(ctx.db, 'form_special_data')).filter(
        (e): e is JsonObject => typeof e === 'object' && e !== null && !Array.isArray(e),
      ),
    ),
  ),

  show_etadl: read(async (ctx, { contrat }) => {
    const rows = await ctx.db
      .selectFrom('contract_lines')
      .select(['id', 'data'])
      .where(sql<string>`data->>'CLD_NUM_CONTRAT'`, '=', String(contrat).trim())
      .orderBy('id')
      .execute();
    return list(rows.map((r) => ({ ...r.data, CLD_IDEnreg: r.id })));
  }),
} satisfies Partial<FamilyHandlers<'sav'>>;
