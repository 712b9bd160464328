import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { DEFAULT_RANDOM_SEED, generateSeed } from './generateSeed';
import { isDatabaseEmpty } from './isDatabaseEmpty';
import { SEEDED_TABLES, TRUNCATED_TABLES, UPSERTED_TABLES } from './seedTables';
import type { SeedData } from './seedData';
import { hashSeededSignatures } from './seedSavFiles';

export interface SeedDatabaseOptions {
  randomSeed?: number;
  scale?: number;
  /** Replace the business data already there (user accounts are kept). */
  reset?: boolean;
  now?: Date | number;
}

export interface SeedSummary {
  randomSeed: number;
  scale: number;
  /** Rows written per table. */
  counts: Record<string, number>;
  totalRows: number;
  durationMs: number;
  rowsPerSecond: number;
}

/** Thrown when seeding would overwrite data; the message is French and says what to do. */
export class SeedRefusedError extends Error {
  override readonly name = 'SeedRefusedError';
}

const BATCH_ROWS = 1000;

/**
 * Fills the database with `generateSeed` data in one transaction, with batched multi-row inserts
 * (one JSON parameter per batch, expanded by `jsonb_populate_recordset`, so the statement size does
 * not depend on the column count). Demo passwords are hashed with the server's scrypt function.
 * Without `reset`, refuses a database that already holds business data; with it, replaces the
 * business data and keeps user accounts (existing demo accounts are left as they are).
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedDatabaseOptions = {},
): Promise<SeedSummary> {
  const randomSeed = options.randomSeed ?? DEFAULT_RANDOM_SEED;
  const scale = options.scale ?? 1;
  const started = performance.now();
  const data = generateSeed({ randomSeed, scale, now: options.now ?? Date.now() });
  const hashes = await Promise.all(data.users.map((u) => hashPassword(u.password)));
  const counts: Record<string, number> = {};

  await db.transaction().execute(async (trx) => {
    if (options.reset) {
      await sql`TRUNCATE ${sql.join(TRUNCATED_TABLES.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(
        trx,
      );
    } else if (!(await isDatabaseEmpty(trx))) {
      throw new SeedRefusedError(
        'La base contient déjà des données : relancez avec --reset pour les remplacer par les données de démonstration.',
      );
    }
    for (const { seed, table } of SEEDED_TABLES) {
      const rows = data[seed] as readonly object[];
      const upserted = UPSERTED_TABLES.has(table);
      counts[table] = await insertRows(trx, table, rows, upserted ? 'id' : undefined);
      if (upserted && options.reset) await dropOtherRows(trx, table, rows);
    }
    // Rows seeded with their ids: the tables' own sequences go on after them.
    for (const table of ['sav_reports', 'sav_stock']) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
    await hashSeededSignatures(trx);
    const users = data.users.map(({ password: _password, ...user }, i) => ({
      ...user,
      password_hash: hashes[i] ?? '',
    }));
    counts.users = await insertRows(trx, 'users', users, 'ignore');
    const outboxIds = await insertMails(trx, data.mails);
    counts.outbox = outboxIds.size;
    const events = data.mailEvents.map(({ message_id, ...event }) => ({
      ...event,
      outbox_id: outboxIds.get(message_id),
    }));
    counts.mail_events = await insertRows(trx, 'mail_events', events);
  });

  const durationMs = performance.now() - started;
  const totalRows = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    randomSeed,
    scale,
    counts,
    totalRows,
    durationMs: Math.round(durationMs),
    rowsPerSecond: Math.round(totalRows / (durationMs / 1000)),
  };
}

/**
 * Inserts rows in batches. `onConflict`: 'id' updates the existing row with the same id,
 * 'ignore' keeps the existing row; otherwise a conflict is an error. Returns the rows written.
 */
async function insertRows(
  trx: Transaction<Database>,
  table: string,
  rows: readonly object[],
  onConflict?: 'id' | 'ignore',
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  const columnList = sql.join(columns.map((c) => sql.ref(c)));
  let conflict = sql``;
  if (onConflict === 'ignore') conflict = sql`ON CONFLICT DO NOTHING`;
  if (onConflict === 'id') {
    const updates = columns
      .filter((c) => c !== 'id')
      .map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`);
    conflict = sql`ON CONFLICT (id) DO UPDATE SET ${sql.join(updates)}`;
  }
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH_ROWS));
    const result = await sql`
      INSERT INTO ${sql.table(table)} (${columnList})
      SELECT ${columnList} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${batch}::jsonb)
      ${conflict}`.execute(trx);
    written += Number(result.numAffectedRows ?? 0n);
  }
  return written;
}

/** Inserts the mail history; returns the outbox id given to each message id. */
async function insertMails(
  trx: Transaction<Database>,
  mails: SeedData['mails'],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const first = mails[0];
  if (!first) return ids;
  const columnList = sql.join(Object.keys(first).map((c) => sql.ref(c)));
  for (let i = 0; i < mails.length; i += BATCH_ROWS) {
    const batch = JSON.stringify(mails.slice(i, i + BATCH_ROWS));
    const { rows } = await sql<{ id: number; message_id: string }>`
      INSERT INTO outbox (${columnList})
      SELECT ${columnList} FROM jsonb_populate_recordset(NULL::outbox, ${batch}::jsonb)
      RETURNING id, message_id`.execute(trx);
    for (const row of rows) ids.set(row.message_id, row.id);
  }
  return ids;
}

/** After a reset, removes companies or agencies the seed does not define (users lose the link). */
async function dropOtherRows(
  trx: Transaction<Database>,
  table: string,
  rows: readonly object[],
): Promise<void> {
  const ids = rows.map((r) => (r as { id: number }).id);
  const column = table === 'companies' ? 'company_id' : 'agency_id';
  const keep = sql`(${sql.join(ids)})`;
  await sql`UPDATE users SET ${sql.ref(column)} = NULL WHERE ${sql.ref(column)} NOT IN ${keep}`.execute(
    trx,
  );
  if (table === 'companies') {
    await sql`DELETE FROM agencies WHERE company_id NOT IN ${keep}`.execute(trx);
  }
  await sql`DELETE FROM ${sql.table(table)} WHERE id NOT IN ${keep}`.execute(trx);
}
