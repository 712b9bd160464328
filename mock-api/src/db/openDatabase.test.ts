import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrateToLatest';
import { MIGRATIONS } from './migrations';
import { openDatabase } from './openDatabase';
import { openTestDatabase, testSnapshot } from './testSnapshots';

describe('openDatabase (PGlite)', () => {
  it('migrates an in-memory database and round-trips jsonb and bigint', async () => {
    // A clone of a new, empty cluster (initialising one takes seconds): migrated from scratch here.
    const { db, kind, close } = await openTestDatabase('empty');
    try {
      expect(kind).toBe('pglite');
      // Every registered migration, in name order (each tool adds its own).
      const applied = await migrateToLatest(db);
      expect(applied).toEqual(Object.keys(MIGRATIONS).sort());
      expect(applied.slice(0, 3)).toEqual([
        '202611221034_foundation',
        '202611221043_outbox_retry',
        '202611221111_auth_indexes',
      ]);
      expect(await migrateToLatest(db)).toEqual([]);
      await db
        .insertInto('companies')
        .values({ id: 1, data: JSON.stringify({ RS: 'Loca' }) })
        .execute();
      await db
        .insertInto('agencies')
        .values({ id: 1, company_id: 1, name: 'Lyon', data: JSON.stringify({ list: [1, 2] }) })
        .execute();
      const agency = await db.selectFrom('agencies').selectAll().executeTakeFirstOrThrow();
      expect(agency.data).toEqual({ list: [1, 2] });
      const { rows } = await sql<{ n: number }>`select 1712345678901::bigint as n`.execute(db);
      expect(rows[0]?.n).toBe(1712345678901);
      const count = await db
        .selectFrom('agencies')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
    } finally {
      await close();
    }
  });

  it('serialises concurrent transactions on the single connection', async () => {
    // A clone of the run's migrated database: what matters here is the connection.
    const { db, close } = await openTestDatabase();
    try {
      await db.insertInto('companies').values({ id: 1, data: '{}' }).execute();
      const work = Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('companies')
            .select('data')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow();
          const n = Number((row.data as { n?: number }).n ?? 0);
          await new Promise((r) => setTimeout(r, i % 3));
          await trx
            .updateTable('companies')
            .set({ data: JSON.stringify({ n: n + 1 }) })
            .where('id', '=', 1)
            .execute();
        }),
      );
      await Promise.all([...work, db.selectFrom('companies').selectAll().execute()]);
      const row = await db.selectFrom('companies').select('data').executeTakeFirstOrThrow();
      expect(row.data).toEqual({ n: 20 });
    } finally {
      await close();
    }
  });

  it('rolls back a failed transaction', async () => {
    // A clone of the run's migrated database: what matters here is the connection.
    const { db, close } = await openTestDatabase();
    try {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('companies').values({ id: 7, data: '{}' }).execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.selectFrom('companies').selectAll().execute()).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('openDatabase: the embedded database works beside the server (issue 10)', () => {
  it('keeps the event loop turning during a long statement, and hands back its errors', async () => {
    const { db, close } = await openTestDatabase();
    try {
      let answered = false;
      const long = sql<{ n: number }>`select count(*)::int8 as n from generate_series(1, 1000000)`
        .execute(db)
        .finally(() => {
          answered = true;
        });
      // With PGlite on the server's thread, no timer fires until the statement ends (one turn).
      let turns = 0;
      while (!answered) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        turns += 1;
      }
      expect((await long).rows[0]?.n).toBe(1000000);
      expect(turns).toBeGreaterThan(5);
      // A database error crosses the thread with its fields (SQLSTATE code, message).
      const refused = await sql`select * from no_such_table`.execute(db).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).toMatchObject({ code: '42P01' });
      expect((refused as Error).message).toMatch(/no_such_table/);
    } finally {
      await close();
    }
  });
});

describe('openDatabase: a data directory on disk', () => {
  // One data directory for both rules: each opening on disk costs seconds on a busy machine. It
  // starts as a clone of the run's migrated database (the first test migrates from scratch).
  it('keeps data in <dataDir>/pgdata across reopenings, one process at a time, taking over a stale lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-db-'));
    try {
      const first = await openDatabase({ dataDir, snapshot: testSnapshot('migrated') });
      await migrateToLatest(first.db);
      await first.db.insertInto('companies').values({ id: 3, data: '{"RS":"A"}' }).execute();
      // A second opening of the same directory is refused while the first one holds it.
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /est déjà ouverte par un autre processus/,
      );
      await first.close();
      // A lock left by a process that no longer exists (kill -9) is taken over.
      writeFileSync(join(dataDir, 'pgdata.lock'), '999999');
      const second = await openDatabase({ dataDir });
      try {
        expect(await migrateToLatest(second.db)).toEqual([]);
        const row = await second.db.selectFrom('companies').selectAll().executeTakeFirstOrThrow();
        expect(row).toEqual({ id: 3, data: { RS: 'A' } });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
