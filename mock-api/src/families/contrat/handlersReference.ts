import { createRequire } from 'node:module';
import { findCallByPath, frenchIssues } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { read, cachedRead, type FamilyHandlers } from '../../http/defineHandlers';
import { CONTRACT_SETTING_KEYS } from '../../seed/buildContractOptions';
import { list } from '../answers';
import { agencyFieldData } from '../records';
import { lineHandlers as savLineHandlers } from '../sav/handlersLines';
import { referenceHandlers as savReference } from '../sav/handlersReference';
import { reportHandlers as savReports } from '../sav/handlersReports';
import { clientRecord } from '../shared/clientRecord';
import {
  contractFieldData,
  contractSettings,
  findContract,
  jsonSetting,
  lineFieldData,
  linesOf,
} from './queries';

/**
 * A record the contracts page sends to an after-sales call, checked by that call's own schema
 * (its French 422 naming the field) before the SAV handler gets it.
 */
function asSavPayload<N extends 'creat_new_or_1' | 'creat_new_moteur_1_line'>(
  name: N,
  data: unknown,
) {
  const parsed = findCallByPath(`/api/sav/v1/${name}`)!.payload.safeParse({ data });
  if (!parsed.success) throw new HttpError(422, frenchIssues(parsed.error));
  return parsed.data as { data: Parameters<(typeof savReports)['creat_new_or_1']>[1]['data'] };
}

/** At most this many answers to a search by name. */
const SEARCH_LIMIT = 50;
const like = (name: string) => `%${name.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface PostcodeEntry {
  readonly codePostal: string;
  readonly nomCommune: string;
}
/** The official French postcode list (La Poste, `codes-postaux`), read once when first asked. */
let postcodes: readonly PostcodeEntry[] | undefined;
function postcodeList(): readonly PostcodeEntry[] {
  postcodes ??= createRequire(import.meta.url)(
    'codes-postaux/codes-postaux.json',
  ) as PostcodeEntry[];
  return postcodes;
}
let allCities: JsonObject[] | undefined;

/** The city names of a postcode in the official list (none for an unknown one). */
export const citiesOf = (code: string): string[] =>
  postcodeList()
    .filter((p) => p.codePostal === code)
    .map((p) => p.nomCommune);

/** spec 4 §3.6 a supporting-document type; `sous_familles` empty = asked for every sub-family. */
interface DocumentType {
  readonly nom: string;
  readonly libelle: string;
  readonly sous_familles?: readonly string[];
}
async function documentTypes(db: Kysely<Database>): Promise<DocumentType[]> {
  const types = jsonSetting<unknown>(
    await contractSettings(db),
    CONTRACT_SETTING_KEYS.documentTypes,
    [],
  );
  return Array.isArray(types)
    ? types.filter((t): t is DocumentType => typeof t === 'object' && t !== null && 'nom' in t)
    : [];
}

/**
 * spec 4 §3.7 sub-families: fieldData (Nom_Genre_Machine, 'Famille Parc', …), portalData
 * CAT_Tarif_GM_id = the tariff grids (§3.6: ID_Grille, Nom_Grille, T1_Tarif, T2_Tarif,
 * libelle_plein, libelle_reduit with @@bold@@, libelle, duree, unite).
 */
async function subFamilies(db: Kysely<Database>, name?: string) {
  let query = db
    .selectFrom('sub_families as s')
    .innerJoin('families as f', 'f.id', 's.family_id')
    .select(['s.id', 's.name', 's.data', 'f.name as family'])
    .orderBy('f.id')
    .orderBy('s.id');
  if (name !== undefined) query = query.where('s.name', '=', name.trim());
  const rows = await query.execute();
  const grids = await db
    .selectFrom('tariff_grids')
    .select(['id', 'sub_family_id', 'data'])
    .where('sub_family_id', 'in', rows.length > 0 ? rows.map((r) => r.id) : [-1])
    .orderBy('id')
    .execute();
  return {
    data: rows.map((r) => {
      const { CAT_Tarif_GM_id: _copy, ...fields } = r.data;
      return {
        fieldData: {
          ...fields,
          ID_GenreMachine: r.id,
          Nom_Genre_Machine: r.name,
          'Famille Parc': r.family,
        },
        portalData: {
          CAT_Tarif_GM_id: grids
            .filter((g) => g.sub_family_id === r.id)
            .map((g) => ({ ...g.data, ID_Grille: g.id })),
        },
      };
    }),
  };
}

/**
 * spec 4 §7.2 what the contracts page reads: contracts and their lines, clients, fleet,
 * families, sub-families with their grids, documents, pick-up places, agencies, options, cities.
 */
export const referenceHandlers = {
  get_contrats: cachedRead(['contracts'], async (ctx) => {
    const rows = await ctx.db.selectFrom('contracts').selectAll().orderBy('id', 'desc').execute();
    return list(rows.map(contractFieldData));
  }),
  get_contrat_matricul_liste: read(async (ctx, { contrat }) => {
    const c = await findContract(ctx.db, contrat);
    return list((await linesOf(ctx.db, c.id)).map(lineFieldData));
  }),

  get_clients: savReference.get_clients,
  get_clients_by_name: read(async (ctx, { name }) => {
    const rows = await ctx.db
      .selectFrom('clients')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('company_name', 'ilike', like(name)),
          eb('code_client', 'ilike', like(name)),
          eb(sql<string>`data->>'NOM'`, 'ilike', like(name)),
        ]),
      )
      .orderBy('company_name')
      .orderBy('id')
      .limit(SEARCH_LIMIT)
      .execute();
    // With its version: `edit_client` takes it back and refuses a stale one.
    return { data: list(rows.map((c) => ({ ...clientRecord(c), version: c.version }))) };
  }),
  get_parc: savReference.get_parc,
  'material/list': savReference.get_parc,
  get_stock: savReference.get_stock,
  get_techniciens: savReference.get_techniciens,
  get_agences: savReference.get_agences,
  get_agency_list: read(async (ctx) => list(await agencyFieldData(ctx.db, true))),
  get_retrait_list: read(async (ctx) =>
    list(
      (await agencyFieldData(ctx.db, true)).map((a) => ({
        PR_NOM_AG: a.ag_nom,
        PR_ID_AG: a.ID_Agence,
      })),
    ),
  ),

  get_family_list: read(async (ctx) => {
    const rows = await ctx.db.selectFrom('families').selectAll().orderBy('id').execute();
    return list(
      rows.map((f) => ({
        ...f.data,
        ID_Famille: f.id,
        Nom_Famille_Principale: f.name,
        WEB_NOM_FAMILLE: f.web_name,
      })),
    );
  }),
  get_sub_family_list: read(async (ctx) => subFamilies(ctx.db)),
  get_sub_family_info: read(async (ctx, { subFamily }) => subFamilies(ctx.db, subFamily)),

  get_options: read(async (ctx) => {
    const settings = await contractSettings(ctx.db);
    const own = new Set<string>(Object.values(CONTRACT_SETTING_KEYS));
    return list(
      [...settings].filter(([key]) => !own.has(key)).map(([name, value]) => ({ name, value })),
    );
  }),
  get_contrat_informations: read(async (ctx) =>
    list(
      (await documentTypes(ctx.db)).map((d) => ({
        nom: d.nom,
        libelle: d.libelle,
        sous_familles: (d.sous_familles ?? []).join('|'),
      })),
    ),
  ),
  get_contrat_pj: read(async (ctx, { gm }) =>
    list(
      (await documentTypes(ctx.db))
        .filter((d) => (d.sous_familles ?? []).length === 0 || d.sous_familles?.includes(gm.trim()))
        .map((d) => ({ nom: d.nom, libelle: d.libelle })),
    ),
  ),

  get_city_liste: read(() => {
    allCities ??= [...new Set(postcodeList().map((p) => p.nomCommune))]
      .sort((a, b) => a.localeCompare(b, 'fr'))
      .map((Name) => ({ Name }));
    return list(allCities);
  }),
  get_city_liste_from_zipcode: read((_ctx, { code }) =>
    list(citiesOf(code).map((Name) => ({ Name, CODE_POSTAL: code }))),
  ),

  // The after-sales calls the contracts page makes (spec 4 §7.2), answered as the SAV tool does.
  get_or_liste: savReports.get_or_liste_sav,
  get_orListe_byLink: savReports.get_or_1_Liste_byLink,
  delete_or_by_id: savReports.delete_or_by_id,
  delete_or2_by_id: savReports.delete_or2_by_id,
  creat_new_or: async (ctx, { oRdata }) =>
    savReports.creat_new_or_1(ctx, asSavPayload('creat_new_or_1', oRdata)),
  creat_new_moteur_line: async (ctx, { motorData }) =>
    savLineHandlers.creat_new_moteur_1_line(
      ctx,
      asSavPayload('creat_new_moteur_1_line', motorData),
    ),
} satisfies Partial<FamilyHandlers<'contrat'>>;
