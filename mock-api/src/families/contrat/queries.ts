import {
  CONTRACT_MESSAGES as M,
  RECORD_MESSAGES,
  type ContractFacts,
  type Guard,
} from '@locasuite/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ContractLinesTable, ContractsTable, Database, JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { CONTRACT_SCOPE } from '../../seed/buildContractOptions';
import { isIntegerKey, writtenVersion } from '../records';

export { CONTRACT_SCOPE };

export type ContractRow = Selectable<ContractsTable>;
export type LineRow = Pick<
  Selectable<ContractLinesTable>,
  'id' | 'contract_id' | 'fleet_id' | 'agency_id' | 'start_ts' | 'end_ts' | 'data' | 'version'
> & { buffer_ms: number };

export const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();

/** A guard's refusal as the server answers it (409: the record's state forbids it). */
export function enforce(guard: Guard, status = 409): void {
  if (!guard.ok) throw new HttpError(status, guard.message);
}

/** A stale version seen by the person: 409, nothing written. */
export function checkSeen(seen: number | undefined, actual: number): void {
  if (seen !== undefined && seen !== actual) throw new HttpError(409, RECORD_MESSAGES.staleRecord);
}

/** A contract by its id (`ID`, `CL_LIEN`), its number or its reservation number; else 404. */
export async function findContract(
  db: Kysely<Database>,
  ref: string | number,
): Promise<ContractRow> {
  const key = text(ref);
  const numeric = Number(key);
  const row = await db
    .selectFrom('contracts')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(key !== '' && isIntegerKey(numeric) ? [eb('id', '=', numeric)] : []),
        eb('num_contrat', '=', key),
        eb(sql<string>`data->>'numero_reservation'`, '=', key),
      ]),
    )
    .orderBy(sql`(num_contrat = ${key})`, 'desc')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, M.contractNotFound(ref));
  return row;
}

/** What core's rules read of a contract. */
export const contractFacts = (c: ContractRow): ContractFacts => ({
  invoiceNumber: c.invoice_number ?? text(c.data['N° FACT Comp']),
  closed: c.closed_at !== null,
});

const LINE_COLUMNS = [
  'id',
  'contract_id',
  'fleet_id',
  'agency_id',
  'start_ts',
  'end_ts',
  'data',
  'version',
  'buffer_ms',
] as const;

/** The lines of a contract, by id. */
export function linesOf(db: Kysely<Database>, contractId: number): Promise<LineRow[]> {
  return db
    .selectFrom('contract_lines')
    .select(LINE_COLUMNS)
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
}

/** A line's status (CLD_STATUT), En attente when empty. */
export const statusOf = (line: LineRow): string => text(line.data.CLD_STATUT) || 'En attente';

/** A contract line by its id (CLD_ID_CONTRAT_LOC_DATA); else 404. */
export async function findLine(db: Kysely<Database>, id: string | number): Promise<LineRow> {
  const numeric = Number(text(id));
  const row = isIntegerKey(numeric)
    ? await db
        .selectFrom('contract_lines')
        .select(LINE_COLUMNS)
        .where('id', '=', numeric)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, M.lineNotFound(id));
  return row;
}

/**
 * A contract's line that carries the given machine: 404 when the line or the contract is unknown,
 * 409 when the machine is not on that line of that contract (changed or moved meanwhile).
 */
export async function findContractLine(
  db: Kysely<Database>,
  ref: {
    readonly contract: string | number;
    readonly line: string | number;
    readonly matricule: unknown;
  },
): Promise<{ readonly line: LineRow; readonly contract: ContractRow }> {
  const line = await findLine(db, ref.line);
  const contract = await findContract(db, ref.contract);
  if (line.contract_id !== contract.id || text(line.data.CLD_MATRICULE) !== text(ref.matricule)) {
    throw new HttpError(
      409,
      M.notOnLine(text(ref.matricule), text(ref.line), contract.num_contrat),
    );
  }
  return { line, contract };
}

/** A line by its web id (CLD_ID_WEB); else 404. */
export async function findLineByWebId(db: Kysely<Database>, webId: string | number) {
  const row = await db
    .selectFrom('contract_lines')
    .select(LINE_COLUMNS)
    .where(sql<string>`data->>'CLD_ID_WEB'`, '=', text(webId))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, M.lineNotFound(webId));
  return row;
}

/** spec 4 §3.4 a contract as the list and the form read it, with what the server owns. */
export function contractFieldData(c: ContractRow): JsonObject {
  return {
    ...c.data,
    ID: c.id,
    'N° Contrat Comp': c.num_contrat,
    'N° FACT Comp': c.invoice_number ?? text(c.data['N° FACT Comp']),
    CONTRAT_STATE: c.state ?? '',
    Cloture: c.closed_at === null ? '0' : '1',
    version: c.version,
  };
}

/** spec 4 §3.5 a contract line, with its id and version. */
export const lineFieldData = (l: LineRow): JsonObject => ({
  ...l.data,
  CLD_ID_CONTRAT_LOC_DATA: l.id,
  CLD_IDEnreg: l.id,
  CLD_STATUT: statusOf(l),
  version: l.version,
});

/**
 * A versioned write of a contract (`UPDATE … WHERE id AND version`): `data` merged into its record,
 * the columns set; 409 when someone wrote it since it was read. Answers the new version.
 */
export async function writeContract(
  db: Kysely<Database>,
  c: ContractRow,
  data: JsonObject,
  columns: Partial<{
    state: string;
    invoice_number: string;
    closed_at: Date;
    agency_id: number;
  }> = {},
): Promise<number> {
  return writtenVersion(
    db
      .updateTable('contracts')
      .set({
        ...columns,
        data: sql`data || ${JSON.stringify(data)}::jsonb`,
        version: sql`version + 1`,
      })
      .where('id', '=', c.id)
      .where('version', '=', c.version)
      .returning('version')
      .executeTakeFirst(),
    () => db.selectFrom('contracts').select('id').where('id', '=', c.id).executeTakeFirst(),
    () => new HttpError(404, M.contractNotFound(c.id)),
  );
}

/** The same for a line: its record merged, its period moved when given. */
export async function writeLine(
  db: Kysely<Database>,
  line: LineRow,
  data: JsonObject,
  columns: Partial<{ start_ts: number; end_ts: number; fleet_id: number; state: string }> = {},
): Promise<number> {
  return writtenVersion(
    db
      .updateTable('contract_lines')
      .set({
        ...columns,
        data: sql`data || ${JSON.stringify(data)}::jsonb`,
        version: sql`version + 1`,
      })
      .where('id', '=', line.id)
      .where('version', '=', line.version)
      .returning('version')
      .executeTakeFirst(),
    () => db.selectFrom('contract_lines').select('id').where('id', '=', line.id).executeTakeFirst(),
    () => new HttpError(404, M.lineNotFound(line.id)),
  );
}

/**
 * The contract's state from its lines (what the plannings colour): En cours while one is out,
 * Terminé once all are back, Réservé while all wait; an invoiced or closed contract keeps its
 * state. The lines' copy (CLD_CONTRAT_STATE) follows.
 */
export async function refreshContractState(ctx: HandlerContext, contractId: number): Promise<void> {
  const c = await ctx.db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  if (c.invoice_number !== null || c.closed_at !== null) return;
  const statuses = (await linesOf(ctx.db, contractId)).map(statusOf);
  const state = statuses.includes('Sortie')
    ? 'En cours'
    : statuses.length > 0 && statuses.every((s) => s === 'Rentré')
      ? 'Terminé'
      : statuses.includes('Rentré')
        ? 'En cours'
        : 'Réservé';
  if (state === c.state) return;
  await ctx.db
    .updateTable('contracts')
    .set({
      state,
      data: sql`data || jsonb_build_object('CONTRAT_STATE', ${state}::text)`,
      version: sql`version + 1`,
    })
    .where('id', '=', contractId)
    .execute();
  await ctx.db
    .updateTable('contract_lines')
    .set({ data: sql`data || jsonb_build_object('CLD_CONTRAT_STATE', ${state}::text)` })
    .where('contract_id', '=', contractId)
    .execute();
}

/** The contracts tool's settings (scope `contrat-gestion`), by key. */
export async function contractSettings(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('scope', '=', CONTRACT_SCOPE)
    .orderBy('key')
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** A setting's JSON value, or `fallback` when absent or unreadable. */
export function jsonSetting<T>(settings: Map<string, string>, key: string, fallback: T): T {
  try {
    const raw = settings.get(key);
    return raw === undefined ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/**
 * An agency (or a pick-up place, which is an agency) by id; else 422 with `unknown`'s text
 * (« Agence inconnue : … », or core's `CONTRACT_SERVER_MESSAGES.unknownPickUpPlace`).
 */
export async function knownAgency(
  db: Kysely<Database>,
  ref: unknown,
  unknown: (id: string) => string = RECORD_MESSAGES.unknownAgency,
) {
  const id = Number(text(ref));
  const row = isIntegerKey(id)
    ? await db.selectFrom('agencies').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(422, unknown(text(ref)));
  return row;
}

/** The contract's rental total from its lines' prices (HT, and TTC at 20 %). */
export async function refreshTotals(db: Kysely<Database>, contractId: number): Promise<void> {
  const total = (await linesOf(db, contractId)).reduce(
    (sum, l) => sum + (Number(l.data.CLD_PRIX_HT) || 0),
    0,
  );
  await db
    .updateTable('contracts')
    .set({
      data: sql`data || ${JSON.stringify({
        'Prix Location Total_HT': total,
        'Prix Location Total_TTC': Math.round(total * 120) / 100,
      })}::jsonb`,
      version: sql`version + 1`,
    })
    .where('id', '=', contractId)
    .execute();
}
