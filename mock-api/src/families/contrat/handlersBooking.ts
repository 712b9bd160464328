import {
  CONTRACT_MESSAGES as M,
  CONTRACT_SERVER_MESSAGES as S,
  RECORD_MESSAGES,
  addDuration,
  canEditContract,
  parseWireDay,
  toWireDay,
} from '@locasuite/core';
import { sql } from 'kysely';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import {
  read,
  signedInUser,
  type FamilyHandlers,
  type HandlerContext,
} from '../../http/defineHandlers';
import { isIntegerKey } from '../records';
import {
  availability,
  booking,
  findMachine,
  freeAlternatives,
  turnaroundMs,
  unavailableMessage,
  type Machine,
} from './booking';
import { machineFields, periodFields } from './handlersLines';
import {
  contractFacts,
  enforce,
  findContract,
  knownAgency,
  refreshTotals,
  text,
  type ContractRow,
} from './queries';
import { lockContractNumbering } from '../shared/numbering';

const HOUR = 3_600_000;
/** The hour a rental starts on its departure day (the wizard gives a day, spec 4 §2.6 step 5). */
const START_HOUR_UTC = 8;
/** One lock for the contracts' and lines' numbers: two creations never take the same. */

/** One line as sent by the wizard (spec 4 §3.7) or the add-equipment dialog (§2.5). */
interface LineInput {
  readonly where: string;
  readonly record: JsonObject;
}

const field = (line: LineInput, key: string): string => text(line.record[key]);
const refuse = (line: LineInput, key: string, message: (field: string) => string): never => {
  throw new HttpError(422, message(`${line.where}.${key}`));
};

/** A line's machine, grid, tier and period, checked; the return = start + the grid's duration. */
async function plannedLine(ctx: HandlerContext, line: LineInput) {
  const matricule = field(line, 'CLD_MATRICULE');
  if (matricule === '') refuse(line, 'CLD_MATRICULE', S.fieldRequired);
  const machine = await findMachine(ctx.db, matricule);
  if (!machine) throw new HttpError(422, M.equipmentNotFound(matricule));
  const day = parseWireDay(field(line, 'CLD_DATE_DEPART'));
  if (!day) refuse(line, 'CLD_DATE_DEPART', S.fieldNotADay);
  const gridId = Number(field(line, 'CLD_ID_DUREE_LOCATION'));
  const grid = isIntegerKey(gridId)
    ? await ctx.db
        .selectFrom('tariff_grids')
        .select(['id', 'sub_family_id', 'data'])
        .where('id', '=', gridId)
        .executeTakeFirst()
    : undefined;
  if (!grid || grid.sub_family_id !== machine.sub_family_id) {
    refuse(line, 'CLD_ID_DUREE_LOCATION', (f) => S.fieldNotAGrid(f, machine.sub_family));
  }
  const tier = field(line, 'CLD_TARIF') || 'T1';
  if (tier !== 'T1' && tier !== 'T2') refuse(line, 'CLD_TARIF', S.fieldNotATier);
  const price = Number(grid!.data[`${tier}_Tarif`]);
  if (!(price > 0)) {
    throw new HttpError(422, S.gridWithoutTier(text(grid!.data.Nom_Grille), tier));
  }
  const start = day!.getTime() + START_HOUR_UTC * HOUR;
  const end = addDuration(start, Number(grid!.data.duree), grid!.data.unite);
  if (end === null) {
    throw new HttpError(422, S.gridWithoutDuration(text(grid!.data.Nom_Grille)));
  }
  return {
    machine,
    grid: grid!,
    tier,
    price,
    start,
    end,
    buffer: await turnaroundMs(ctx.db, machine.sub_family),
  };
}
type Planned = Awaited<ReturnType<typeof plannedLine>>;

/** Writes one planned line, refused by the database when the machine is booked (409). */
async function insertLine(
  ctx: HandlerContext,
  contract: ContractRow,
  line: LineInput,
  p: Planned,
  id: number,
  webContractId: string,
): Promise<void> {
  const availabilityNow = await availability(ctx.db, p.machine, p.start, p.end, p.buffer);
  if (!availabilityNow.free && availabilityNow.until === undefined) {
    throw new HttpError(409, unavailableMessage(p.machine.matricule, availabilityNow));
  }
  const c = contract.data;
  const data: JsonObject = {
    ...machineFields(p.machine),
    ...periodFields(p.start, p.end),
    CLD_ID_CONTRAT_LOC_DATA: id,
    CLD_IDEnreg: id,
    CLD_ID_WEB: field(line, 'CLD_ID_WEB') || `WL${String(id).padStart(7, '0')}`,
    CLD_ID_CONTRAT_WEB: webContractId,
    CLD_NUM_CONTRAT: contract.num_contrat,
    CLD_LIEN: contract.id,
    CLD_ID_SOCIETE: c.ID_Societe ?? '',
    CLD_ID_AGENCE: contract.agency_id,
    CLD_ID_AGENCE_RETOUR: contract.agency_id,
    CLD_ID_LIEU_RETRAIT: c.ID_LIEU_RETRAIT ?? contract.agency_id,
    CLD_ID_CLIENT: contract.client_id,
    CLD_NOM_CLIENT: c.Societe ?? '',
    CLD_CLIENT_RAISON_SOCIALE: c.Societe ?? '',
    CLD_CLIENT_ADRESSE: c.CL_CLIENT_ADRESSE ?? '',
    CLD_CLIENT_VILLE: c.CL_CLIENT_VILLE ?? '',
    CLD_CLIENT_CODEPOSTAL: c.CL_CLIENT_CODEPOSTAL ?? '',
    CLD_CONTRAT_STATE: contract.state ?? 'Réservé',
    CLD_STATE: '',
    CLD_STATUT: 'En attente',
    CLD_TARIF: p.tier,
    CLD_ID_DUREE_LOCATION: p.grid.id,
    CLD_GRILLE_NOM: text(p.grid.data.Nom_Grille),
    CLD_PRIX_HT: p.price,
    CLD_CONTROLE_DEPART: '',
    CLD_CONTROLE_RETOUR: '',
    CLD_WAITING: '0',
    CLD_VISU_DEPART_RETOUR: 'Stock',
  };
  await booking(ctx, p.machine, { start: p.start, end: p.end, buffer: p.buffer }, () =>
    ctx.db
      .insertInto('contract_lines')
      .values({
        id,
        contract_id: contract.id,
        fleet_id: p.machine.id,
        agency_id: contract.agency_id,
        start_ts: p.start,
        end_ts: p.end,
        buffer_ms: p.buffer,
        state: '',
        data: JSON.stringify(data),
      })
      .execute(),
  );
}

/** The next free ids, under one transaction lock (released at commit). */
async function nextIds(ctx: HandlerContext) {
  await lockContractNumbering(ctx.db);
  const max = async (table: 'contracts' | 'contract_lines') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select(sql<number>`coalesce(max(id), 0)`.as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    );
  return { contract: (await max('contracts')) + 1, line: (await max('contract_lines')) + 1 };
}

const linesOfPayload = (records: readonly JsonObject[]): LineInput[] =>
  records.map((record, i) => ({ where: `contratData[${i}]`, record }));

/** The period an availability question asks about (now → tomorrow when it names none). */
function askedPeriod(ctx: HandlerContext, uuid: unknown) {
  const asked = typeof uuid === 'object' && uuid !== null ? (uuid as JsonObject) : {};
  const from = parseWireDay(text(asked.CLD_DATE_DEPART ?? asked.debut));
  const to = parseWireDay(text(asked.CLD_DATE_RETOUR ?? asked.fin));
  const start = from ? from.getTime() + START_HOUR_UTC * HOUR : ctx.now().getTime();
  const end = to ? to.getTime() + START_HOUR_UTC * HOUR : start + 24 * HOUR;
  return { start, end: Math.max(end, start + HOUR) };
}

async function isFree(ctx: HandlerContext, { uuid }: { uuid: string | { UID: string | number } }) {
  const ref = typeof uuid === 'object' ? uuid.UID : uuid;
  const machine: Machine | null = await findMachine(ctx.db, ref);
  if (!machine) throw new HttpError(404, M.equipmentNotFound(ref));
  const { start, end } = askedPeriod(ctx, uuid);
  const buffer = await turnaroundMs(ctx.db, machine.sub_family);
  const a = await availability(ctx.db, machine, start, end, buffer);
  return {
    disponible: a.free ? ('true' as const) : ('false' as const),
    MATRICULE: machine.matricule,
    message: a.free ? M.available(machine.matricule) : unavailableMessage(machine.matricule, a),
    ...(a.free
      ? {}
      : {
          detenu_par: a.holder ?? '',
          jusqu_au: a.until === undefined ? '' : new Date(a.until).toISOString(),
          prochaine_date_libre: a.nextFree === undefined ? '' : new Date(a.nextFree).toISOString(),
          libres: await freeAlternatives(ctx.db, machine, start, end, buffer),
        }),
  };
}

/**
 * spec 4 §7.3 creating a contract and §2.5 adding equipment: every line in the call's one
 * transaction (a refused line writes nothing), each booked under the database's exclusion
 * constraint (no double booking, issue 38), the return day computed from the grid.
 */
export const bookingHandlers = {
  creat_contrat: async (ctx, { contratData }) => {
    const user = signedInUser(ctx);
    const lines = linesOfPayload(contratData);
    const webId = text(contratData[0]!.CLD_ID_CONTRAT_WEB);
    if (contratData.some((l) => text(l.CLD_ID_CONTRAT_WEB) !== webId)) {
      throw new HttpError(422, S.linesOfOneWebId);
    }
    const clientRef = text(contratData[0]!.CLD_ID_CLIENT);
    if (contratData.some((l) => text(l.CLD_ID_CLIENT) !== clientRef)) {
      throw new HttpError(422, S.linesOfOneClient);
    }
    const ids = await nextIds(ctx);
    // A replayed creation (same web id) answers the contract it made.
    const replay = await ctx.db
      .selectFrom('contracts')
      .select('num_contrat')
      .where('web_id', '=', webId)
      .executeTakeFirst();
    if (replay) return { data: { scriptResult: replay.num_contrat } };
    const client = await ctx.db
      .selectFrom('clients')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(isIntegerKey(Number(clientRef)) ? [eb('id', '=', Number(clientRef))] : []),
          eb(sql<string>`data->>'ID_WEB'`, '=', clientRef),
        ]),
      )
      .executeTakeFirst();
    if (!client) throw new HttpError(422, RECORD_MESSAGES.unknownClient(clientRef));
    const agency = await knownAgency(
      ctx.db,
      text(contratData[0]!.CLD_ID_AGENCE) || user.agency_id || 1,
    );
    const place = await knownAgency(
      ctx.db,
      text(contratData[0]!.CLD_ID_LIEU_RETRAIT) || agency.id,
      S.unknownPickUpPlace,
    );

    const planned: Planned[] = [];
    for (const line of lines) planned.push(await plannedLine(ctx, line));
    const now = ctx.now();
    const num = `C${now.getUTCFullYear() % 100}${String(ids.contract).padStart(5, '0')}`;
    const totalHt = planned.reduce((s, p) => s + p.price, 0);
    const first = planned[0]!;
    const c = client.data;
    const row = await ctx.db
      .insertInto('contracts')
      .values({
        id: ids.contract,
        num_contrat: num,
        client_id: client.id,
        agency_id: agency.id,
        state: 'Réservé',
        created_ts: now.getTime(),
        web_id: webId,
        data: JSON.stringify({
          ID: ids.contract,
          CL_NUM_CONTRAT: num,
          'N° Contrat Comp': num,
          numero_reservation: `R${num.slice(1)}`,
          CL_LIEN: ids.contract,
          CL_ID_CONTRAT_WEB: webId,
          'Code client': client.code_client,
          CL_CLIENT_COMPTE: client.code_client,
          ID_client: client.id,
          Societe: client.company_name,
          CL_CLIENT_RAISON_SOCIALE: client.company_name,
          CL_CLIENT_ADRESSE: c.ADRESSE ?? '',
          CL_CLIENT_VILLE: c.VILLE ?? '',
          CL_CLIENT_CODEPOSTAL: c.CODE_POSTAL ?? '',
          CL_SUIVI_PAR: user.display_name,
          ID_Agence: agency.id,
          ID_Societe: user.company_id ?? '',
          ID_LIEU_RETRAIT: place.id,
          Lieu_retrait_nom: place.name,
          CONTRAT_STATE: 'Réservé',
          'LocdataS_::Date Debut Loc': toWireDay(Math.min(...planned.map((p) => p.start))),
          'LocdataS_::Date retour': toWireDay(Math.max(...planned.map((p) => p.end))),
          'LocdataS_::Date contrat': toWireDay(now),
          'LocdataS_::ID_Grille_nom': text(first.grid.data.Nom_Grille),
          'LocdataS_::ID_GenreMachne': first.machine.sub_family_id,
          'LocdataS_::N° Mat interne': first.machine.matricule,
          'Prix Location Total_HT': totalHt,
          'Prix Location Total_TTC': Math.round(totalHt * 120) / 100,
          Acompte_final: 0,
          Caution_montant_saisie: 0,
          caution_multiple: [
            {
              caution_texte: `Caution ${planned.length} matériel(s)`,
              etat_caution: 'En attente',
              type_caution: '',
            },
          ],
          reglement_mode_prevu: '',
          'N° FACT Comp': '',
          'Date facturation': '',
        }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [i, line] of lines.entries()) {
      await insertLine(ctx, row, line, planned[i]!, ids.line + i, webId);
    }
    return { data: { scriptResult: num } };
  },

  add_mat: async (ctx, { contratData }) => {
    const lines = linesOfPayload(contratData);
    const ref = text(contratData[0]!.CLD_NUM_CONTRAT ?? contratData[0]!.CLD_LIEN);
    if (ref === '') refuse(lines[0]!, 'CLD_NUM_CONTRAT', S.fieldRequired);
    if (contratData.some((l) => text(l.CLD_NUM_CONTRAT ?? l.CLD_LIEN) !== ref)) {
      throw new HttpError(422, S.linesOfOneContract);
    }
    const contract = await findContract(ctx.db, ref);
    enforce(canEditContract(contractFacts(contract)));
    const ids = await nextIds(ctx);
    const planned: Planned[] = [];
    for (const line of lines) planned.push(await plannedLine(ctx, line));
    const webId = contract.web_id ?? text(contract.data.CL_ID_CONTRAT_WEB) ?? '';
    for (const [i, line] of lines.entries()) {
      await insertLine(ctx, contract, line, planned[i]!, ids.line + i, webId);
    }
    await refreshTotals(ctx.db, contract.id);
    return { recordId: contract.id, version: contract.version + 1 };
  },

  is_materiel_free: read(isFree),
  destock_materiel: read(isFree),
} satisfies Partial<FamilyHandlers<'contrat'>>;
