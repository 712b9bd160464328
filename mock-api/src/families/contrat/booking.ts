import { CONTRACT_SERVER_MESSAGES as S, SAV_STATUS, formatFrenchDateTime } from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { CONTRACT_SETTING_KEYS } from '../../seed/buildContractOptions';
import { contractSettings, jsonSetting, text } from './queries';

/**
 * No double booking (issue 38): the database refuses two lines of one registration whose periods
 * (turnaround buffer included) overlap — the exclusion constraint `contract_lines_no_double_booking`
 * of migration 202611281650. This module turns its refusal into a French 409 naming who holds the
 * machine and the next free date, and answers availability from the same bookings plus the open
 * after-sales reports that immobilise a machine.
 */

const HOUR = 3_600_000;
const EXCLUSION_VIOLATION = '23P01';
const CONSTRAINT = 'contract_lines_no_double_booking';

export interface Machine {
  readonly id: number;
  readonly matricule: string;
  readonly sub_family_id: number;
  readonly family_id: number;
  readonly agency_id: number;
  readonly data: JsonObject;
  readonly sub_family: string;
  readonly family: string;
  readonly family_web: string;
}

/** A fleet item by registration, UID (MATRICULE_UID) or id; null when none. */
export async function findMachine(
  db: Kysely<Database>,
  ref: string | number,
): Promise<Machine | null> {
  const key = text(ref);
  const row = await db
    .selectFrom('fleet as f')
    .innerJoin('sub_families as s', 's.id', 'f.sub_family_id')
    .innerJoin('families as fa', 'fa.id', 'f.family_id')
    .select([
      'f.id',
      'f.matricule',
      'f.sub_family_id',
      'f.family_id',
      'f.agency_id',
      'f.data',
      's.name as sub_family',
      'fa.name as family',
      'fa.web_name as family_web',
    ])
    .where((eb) =>
      eb.or([
        eb('f.matricule', '=', key),
        eb(sql<string>`f.data->>'MATRICULE_UID'`, '=', key),
        eb(sql<string>`f.id::text`, '=', key),
      ]),
    )
    .orderBy(sql`(f.matricule = ${key})`, 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The sub-family's turnaround buffer after a return (setting `delai_rotation_heures`), in ms. */
export async function turnaroundMs(db: Kysely<Database>, subFamily: string): Promise<number> {
  const hours = jsonSetting<Record<string, unknown>>(
    await contractSettings(db),
    CONTRACT_SETTING_KEYS.turnaround,
    {},
  );
  const value = Number(hours[subFamily] ?? hours['*'] ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.round(value * HOUR) : 0;
}

interface Holding {
  readonly start: number;
  /** End of the booking, turnaround included. */
  readonly until: number;
  readonly contract: string;
  readonly lineId: number;
}

/** The bookings of one machine that end after `from`, by start. */
async function bookingsOf(db: Kysely<Database>, fleetId: number, from: number, exceptLine = -1) {
  const rows = await db
    .selectFrom('contract_lines as l')
    .innerJoin('contracts as c', 'c.id', 'l.contract_id')
    .select(['l.id', 'l.start_ts', 'l.end_ts', 'l.buffer_ms', 'c.num_contrat'])
    .where('l.fleet_id', '=', fleetId)
    .where(sql<boolean>`l.end_ts + l.buffer_ms > ${from}`)
    .where('l.id', '<>', exceptLine)
    .orderBy('l.start_ts')
    .execute();
  return rows.map((r): Holding => ({
    start: r.start_ts,
    until: r.end_ts + r.buffer_ms,
    contract: r.num_contrat,
    lineId: r.id,
  }));
}

/** An open after-sales report (Statut other than 140) on the machine: it is immobilised. */
export async function openRepair(db: Kysely<Database>, matricule: string) {
  return db
    .selectFrom('sav_reports')
    .select(['id', 'data'])
    .where('table_name', '=', 'SAV_FICHE')
    .where(sql<string>`data->>'N° MATR INT'`, '=', matricule)
    .where(sql<string>`coalesce(data->>'Statut', '')`, '<>', String(SAV_STATUS.closed))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface Availability {
  readonly free: boolean;
  /** Who holds it: a contract number, or « OR n° … » for a repair. */
  readonly holder?: string;
  /** Until when it is held (ms), absent for an open repair. */
  readonly until?: number;
  /** The first instant from which the period's length fits (absent for an open repair). */
  readonly nextFree?: number;
}

/** Whether the machine is free over [start, end) with its turnaround after, and if not, why. */
export async function availability(
  db: Kysely<Database>,
  machine: Machine,
  start: number,
  end: number,
  bufferMs: number,
  exceptLine = -1,
): Promise<Availability> {
  const repair = await openRepair(db, machine.matricule);
  if (repair) {
    const number = text(repair.data['N° OR'] ?? repair.data.NUM_OR) || String(repair.id);
    return { free: false, holder: S.repairOrder(number) };
  }
  const bookings = await bookingsOf(db, machine.id, start - 366 * 24 * HOUR, exceptLine);
  const overlaps = (from: number, to: number) =>
    bookings.filter((b) => b.start < to + bufferMs && b.until > from);
  const first = overlaps(start, end)[0];
  if (!first) return { free: true };
  // The next free date: after each booking in the way, until the period (and its buffer) fits.
  const length = end - start;
  let from = start;
  for (let guard = 0; guard < bookings.length + 1; guard++) {
    const blocking = overlaps(from, from + length);
    if (blocking.length === 0) break;
    from = Math.max(...blocking.map((b) => b.until));
  }
  return { free: false, holder: first.contract, until: first.until, nextFree: from };
}

/** « Le {matricule} n'est pas disponible » with who holds it, until when, and the next free date. */
export function unavailableMessage(matricule: string, a: Availability): string {
  if (a.until === undefined) return S.heldBy(matricule, a.holder ?? S.anOpenRepair);
  return S.bookedUntil(
    matricule,
    a.holder ?? '',
    formatFrenchDateTime(a.until),
    a.nextFree === undefined ? undefined : formatFrenchDateTime(a.nextFree),
  );
}

const isExclusion = (error: unknown): boolean => {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    e?.code === EXCLUSION_VIOLATION &&
    (e.constraint === undefined ||
      e.constraint === CONSTRAINT ||
      String(e.message).includes(CONSTRAINT))
  );
};

let savepoints = 0;

/**
 * Runs a write that books `machine` over [start, end): when the database refuses it (the
 * exclusion constraint, whoever booked it first, however close in time), the write is undone up to
 * its savepoint and the call answers 409 « Le {matricule} n'est pas disponible : réservé par le
 * contrat … jusqu’au …. Prochaine date libre : … ».
 */
export async function booking<T>(
  ctx: HandlerContext,
  machine: Machine,
  period: { start: number; end: number; buffer: number; exceptLine?: number },
  write: () => Promise<T>,
): Promise<T> {
  const name = sql.raw(`booking_${(savepoints += 1)}`);
  await sql`savepoint ${name}`.execute(ctx.db);
  try {
    const result = await write();
    await sql`release savepoint ${name}`.execute(ctx.db);
    return result;
  } catch (error) {
    if (!isExclusion(error)) throw error;
    await sql`rollback to savepoint ${name}`.execute(ctx.db);
    const a = await availability(
      ctx.db,
      machine,
      period.start,
      period.end,
      period.buffer,
      period.exceptLine,
    );
    throw new HttpError(
      409,
      unavailableMessage(machine.matricule, a.free ? { free: false, holder: '?' } : a),
    );
  }
}

/** The registrations of the machine's sub-family free over the period (no repair open on them). */
export async function freeAlternatives(
  db: Kysely<Database>,
  machine: Machine,
  start: number,
  end: number,
  bufferMs: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('fleet as f')
    .select('f.matricule')
    .where('f.sub_family_id', '=', machine.sub_family_id)
    .where('f.id', '<>', machine.id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contract_lines as l')
            .select('l.id')
            .whereRef('l.fleet_id', '=', 'f.id')
            .where(
              sql<boolean>`int8range(l.start_ts, l.end_ts + l.buffer_ms) && int8range(${start}::bigint, ${end + bufferMs}::bigint)`,
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sav_reports as r')
            .select('r.id')
            .where('r.table_name', '=', 'SAV_FICHE')
            .whereRef(sql<string>`r.data->>'N° MATR INT'`, '=', 'f.matricule')
            .where(sql<string>`coalesce(r.data->>'Statut', '')`, '<>', String(SAV_STATUS.closed)),
        ),
      ),
    )
    .orderBy('f.matricule')
    .limit(20)
    .execute();
  return rows.map((r) => r.matricule);
}
