import { OPEN_CONTRACT_STATES, RDV_MESSAGES as M } from '@locasuite/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BikeAgenciesTable, BikeSlotsTable, Database } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { readSetting } from '../planningSettings';
import { isIntegerKey } from '../records';

/** Settings scope of the bike appointment calendar: its tool route (planning settings). */
export const RDV_SCOPE = 'planning-gestion-rdv-velo';

export type SlotRow = Selectable<BikeSlotsTable>;
export type AgencyRow = Selectable<BikeAgenciesTable>;
export type ContractRow = Selectable<Database['contracts']>;
export type ClientRow = Selectable<Database['clients']>;

export interface RdvType {
  readonly KEY: string;
  readonly LABEL_TECH: string;
}

/** The payload and settings keys of the appointment types (spec 2 §3.2 TYPE_ID…). */
export const TYPE_FIELD = /^TYPE_ID\d+$/;

/** spec 2 §3.2 Appointment types, from the `types_rdv` setting (KEY, LABEL_TECH). */
export async function appointmentTypes(db: Kysely<Database>): Promise<RdvType[]> {
  const stored = await readSetting(db, 'types_rdv', RDV_SCOPE);
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
      .filter((t) => typeof t.KEY === 'string' && TYPE_FIELD.test(t.KEY))
      .map((t) => ({ KEY: String(t.KEY), LABEL_TECH: String(t.LABEL_TECH ?? t.KEY) }));
  } catch {
    return [];
  }
}

/** An agency by its id, or 422 « Agence inconnue : … ». */
export async function findAgency(db: Kysely<Database>, id: string | number): Promise<AgencyRow> {
  const numeric = Number(String(id).trim());
  const row =
    String(id).trim() !== '' && isIntegerKey(numeric)
      ? await db
          .selectFrom('bike_agencies')
          .selectAll()
          .where('id', '=', numeric)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new HttpError(422, M.unknownAgency(String(id)));
  return row;
}

export async function agenciesById(db: Kysely<Database>): Promise<Map<number, AgencyRow>> {
  const rows = await db.selectFrom('bike_agencies').selectAll().execute();
  return new Map(rows.map((a) => [a.id, a]));
}

/** A slot by its key, or 404 « Créneau introuvable : … ». */
export async function findSlot(db: Kysely<Database>, key: string | number): Promise<SlotRow> {
  const numeric = Number(String(key).trim());
  const row = isIntegerKey(numeric)
    ? await db.selectFrom('bike_slots').selectAll().where('key', '=', numeric).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, M.slotNotFound(String(key)));
  return row;
}

/**
 * The slots of one agency, by day and time, within days `from`…`to` when given; `city` (when
 * not empty) keeps the slots of that city, whatever its case.
 */
export async function slotsOfAgency(
  db: Kysely<Database>,
  agencyId: number,
  city: string,
  days?: { readonly from: number; readonly to: number },
): Promise<SlotRow[]> {
  let query = db.selectFrom('bike_slots').selectAll().where('agency_id', '=', agencyId);
  if (days) query = query.where('day_ts', '>=', days.from).where('day_ts', '<=', days.to);
  if (city.trim() !== '') {
    query = query.where(sql<string>`lower(city)`, '=', city.trim().toLowerCase());
  }
  return query.orderBy('day_ts').orderBy('start_time').orderBy('key').execute();
}

/** A client row by its code (case-insensitive). */
export async function clientByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where(sql<string>`lower(code_client)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * The clients whose code, company, last name, first name or « first last » name contains
 * `text` (case-insensitive; `%` and `_` are plain text), at most `limit`.
 */
export async function searchClients(
  db: Kysely<Database>,
  text: string,
  limit: number,
): Promise<ClientRow[]> {
  const pattern = `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('clients')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(code_client)`, 'like', pattern),
        eb(sql<string>`lower(company_name)`, 'like', pattern),
        eb(sql<string>`lower(coalesce(data->>'NOM', ''))`, 'like', pattern),
        eb(sql<string>`lower(coalesce(data->>'PRENOM', ''))`, 'like', pattern),
        eb(
          sql<string>`lower(coalesce(data->>'PRENOM', '') || ' ' || coalesce(data->>'NOM', ''))`,
          'like',
          pattern,
        ),
      ]),
    )
    .orderBy('company_name')
    .orderBy('code_client')
    .limit(limit)
    .execute();
}

/** The contracts of a client that a booking may name (spec 2 §5.2), newest first. */
export async function openContractsOf(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('state', 'in', [...OPEN_CONTRACT_STATES])
    .orderBy('created_ts', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A contract named on a booked slot: open, and the slot client's. */
export async function checkedContract(db: Kysely<Database>, num: string, clientCode: string) {
  const contract = await db
    .selectFrom('contracts')
    .selectAll()
    .where('num_contrat', '=', num.trim())
    .executeTakeFirst();
  if (!contract) throw new HttpError(404, M.contractNotFound(num.trim()));
  const client = clientCode === '' ? undefined : await clientByCode(db, clientCode);
  if (!client || client.id !== contract.client_id) {
    throw new HttpError(409, M.contractOfOtherClient);
  }
  if (!OPEN_CONTRACT_STATES.includes(contract.state ?? '')) {
    throw new HttpError(409, M.contractClosed(contract.num_contrat));
  }
  const first = await db
    .selectFrom('contract_lines')
    .select('data')
    .where('contract_id', '=', contract.id)
    .orderBy('id')
    .executeTakeFirst();
  return { contract, matricule: String(first?.data.CLD_MATRICULE ?? '') };
}

/** The series a key names: a slot of it (digits) or its ID_HEBDOMADAIRE. */
export async function seriesOf(db: Kysely<Database>, key: string | number): Promise<string> {
  const text = String(key).trim();
  if (/^\d+$/.test(text)) {
    const slot = await findSlot(db, text);
    if (slot.series_id === '') throw new HttpError(409, M.notInSeries);
    return slot.series_id;
  }
  const found = await db
    .selectFrom('bike_slots')
    .select('key')
    .where('series_id', '=', text)
    .executeTakeFirst();
  if (!found) throw new HttpError(404, M.seriesNotFound(text));
  return text;
}

/** Deletes the slots of a series, on days `from`…`to` when given. */
export async function deleteSeries(
  db: Kysely<Database>,
  series: string,
  from?: number,
  to?: number,
): Promise<{ deleted: number }> {
  let query = db.deleteFrom('bike_slots').where('series_id', '=', series);
  if (from !== undefined) query = query.where('day_ts', '>=', from);
  if (to !== undefined) query = query.where('day_ts', '<=', to);
  const result = await query.executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}
