import {
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  conditionState,
  decideConditionSave,
  savedDateToForm,
  serializeChecklist,
} from '@locasuite/core';
import { sql } from 'kysely';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { signedInUser, type FamilyHandlers, type HandlerContext } from '../../http/defineHandlers';
import {
  conditionFieldData,
  findLine,
  predefinedChecklist,
  storeGroupedState,
  unlockedFor,
  writeLine,
} from './queries';
import { CONTROL_KEYS, checkFields, checkedSave } from './saveChecks';
import { DAY, text } from './values';
import { lockContractNumbering } from '../shared/numbering';

const RETURNED = { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '1' } as const;

/**
 * The sent fields without the controls: a returned material's stay 1 and 1 (422 otherwise); the
 * others as {@link checkFields} takes them for `read`, the record as listed (null: a creation).
 */
function fieldsOf(data: Readonly<Record<string, unknown>>, read: JsonObject | null): JsonObject {
  const fields: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    if ((CONTROL_KEYS as readonly string[]).includes(key)) {
      if (text(value) !== '1') throw new HttpError(422, M.controlsKept);
      continue;
    }
    fields[key] = value as JsonObject[string];
  }
  return checkFields(fields, read);
}

/**
 * The record after the sent fields, checked as a return save is (spec 3 §5.1): the checklist
 * cells among their allowed values, then core's `validateConditionSave` (return values, photo
 * minimum, readings, required fields), its first failure answered with 422.
 */
const checkedReturn = (ctx: HandlerContext, record: JsonObject, fields: JsonObject) =>
  checkedSave(ctx, 'RETOUR', record, fields, RETURNED);

/** The day a material came back: its return validation date at 12:00 UTC, else today. */
function returnDay(record: JsonObject, now: Date): number {
  const iso = savedDateToForm(record.CLD_DATE_RETOUR_VALIDATION);
  const day = iso === '' ? Number.NaN : Date.parse(`${iso}T12:00:00Z`);
  return Number.isFinite(day) ? day : Math.floor(now.getTime() / DAY) * DAY + DAY / 2;
}

/**
 * spec 3 §7.1 `creat_returned_material` and `edit_returned_material`: the returned equipment of
 * `get_returned_materials` (the condition records in the Terminé state, spec 3 §4.1). A record is
 * a rental line (mock-api/README.md, condition check), so creating a returned material adds a line
 * to a live contract for a registration of the park that has none there, already returned (CD 1,
 * CR 1) and checked as a return save; an edit carries the version the person saw, keeps the
 * controls, and a finished record is locked unless its edit mode was unlocked, as with
 * `edit_material`.
 */
export const returnedHandlers = {
  creat_returned_material: async (ctx, { data }) => {
    signedInUser(ctx);
    const contractNumber = text(data.CLD_NUM_CONTRAT);
    const registration = text(data.CLD_MATRICULE);
    const { CLD_NUM_CONTRAT: _c, CLD_MATRICULE: _m, ...rest } = data;
    const fields = fieldsOf(rest, null);
    // One creation at a time: the new id and the « one record per item » rule hold in a race.
    await sql`select pg_advisory_xact_lock(hashtext('etatdl.creat_returned_material'))`.execute(
      ctx.db,
    );
    // The contracts tool numbers lines too: the same lock as it for the next id.
    await lockContractNumbering(ctx.db);
    const contract = await ctx.db
      .selectFrom('contracts as c')
      .innerJoin('clients as cl', 'cl.id', 'c.client_id')
      .select(['c.id', 'c.agency_id', 'c.state', 'c.client_id', 'cl.company_name', 'cl.data'])
      .where('c.num_contrat', '=', contractNumber)
      .executeTakeFirst();
    if (!contract) throw new HttpError(404, M.contractNotFound(contractNumber));
    if (contract.state === 'Devis' || contract.state === 'Annulé') {
      throw new HttpError(409, M.returnedContractClosed(contractNumber));
    }
    const fleet = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'data'])
      .where('matricule', '=', registration)
      .executeTakeFirst();
    if (!fleet) throw new HttpError(404, M.equipmentNotFound(registration));
    const existing = await ctx.db
      .selectFrom('contract_lines')
      .select('id')
      .where('contract_id', '=', contract.id)
      .where(sql<string>`data->>'CLD_MATRICULE'`, '=', registration)
      .executeTakeFirst();
    if (existing) {
      throw new HttpError(409, M.returnedAlreadyChecked(contractNumber, registration));
    }

    const last = await ctx.db
      .selectFrom('contract_lines')
      .select(sql<number>`coalesce(max(id), 0)`.as('id'))
      .executeTakeFirstOrThrow();
    const id = Number(last.id) + 1;
    const f = fleet.data;
    const client = contract.data;
    const identity: JsonObject = {
      CLD_ID_CONTRAT_LOC_DATA: id,
      CLD_IDEnreg: id,
      CLD_NUM_CONTRAT: contractNumber,
      CLD_LIEN: contract.id,
      CLD_ID_AGENCE: contract.agency_id,
      CLD_ID_AGENCE_RETOUR: contract.agency_id,
      CLD_ID_CLIENT: contract.client_id,
      CLD_MATRICULE: registration,
      CLD_FAMILLE: text(f.FAMILLE),
      CLD_SOUS_FAMILLE: text(f.SOUS_FAMILLE),
      CLD_DESCRIPTION: [f.SOUS_FAMILLE, f.MARQUE, f.TYPE].map(text).filter(Boolean).join(' '),
      CLD_MARQUE: text(f.MARQUE),
      CLD_TYPE: text(f.TYPE),
      CLD_NUMERO_SERIE: text(f.NUMERO_SERIE),
      CLD_NOM_CLIENT: contract.company_name,
      CLD_CLIENT_RAISON_SOCIALE: contract.company_name,
      CLD_CLIENT_MAILS: text(client.CONTACT_MAIL_TOUS),
      CLD_CLIENT_ADRESSE: text(client.ADRESSE),
      CLD_CONTRAT_STATE: contract.state ?? '',
    };
    identity.CHECK_LIST_JSON = serializeChecklist(await predefinedChecklist(ctx.db, identity));
    const record = await checkedReturn(ctx, identity, fields);
    const day = returnDay(record, ctx.now());
    const created = await ctx.db
      .insertInto('contract_lines')
      .values({
        id,
        contract_id: contract.id,
        fleet_id: fleet.id,
        agency_id: contract.agency_id,
        start_ts: day,
        end_ts: day,
        state: null,
        data: JSON.stringify(record),
      })
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    await storeGroupedState(ctx.db, contract.id);
    return { recordId: created.id, version: created.version };
  },

  edit_returned_material: async (ctx, { recordId, data, version }) => {
    const user = signedInUser(ctx);
    const line = await findLine(ctx.db, recordId);
    if (conditionState(line.data) !== 'finished') {
      throw new HttpError(409, M.notReturned);
    }
    if (version !== line.version) throw new HttpError(409, RECORD_MESSAGES.staleRecord);
    const fields = fieldsOf(data, conditionFieldData(line));
    const decision = decideConditionSave(line.data, 'RETOUR', await unlockedFor(ctx, line, user));
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const record = await checkedReturn(ctx, line.data, fields);
    const written = await writeLine(ctx, line, record);
    return { recordId: line.id, modId: written.version, version: written.version };
  },
} satisfies FamilyHandlers<'etatdl'>;
