import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrateToLatest';
import { openTestDatabase } from '../testSnapshots';
import { LEGACY_MIGRATION_NAMES, MIGRATIONS, MIGRATION_NAME } from './index';

const names = Object.keys(MIGRATIONS);

describe('migrations', () => {
  it('are named YYYYMMDDHHMM_name, one file each, every file registered', () => {
    for (const name of names) expect(name).toMatch(MIGRATION_NAME);
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((f) => /^\d/.test(f) && f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...names].sort());
  });

  it('map every legacy numbered name onto a registered migration', () => {
    for (const name of Object.values(LEGACY_MIGRATION_NAMES)) expect(names).toContain(name);
  });

  it('keep a database migrated under the numbered names: renamed, nothing applied twice', async () => {
    const { db, close } = await openTestDatabase();
    try {
      // What a data directory created before the renaming holds.
      for (const [legacy, name] of Object.entries(LEGACY_MIGRATION_NAMES)) {
        await sql`update kysely_migration set name = ${legacy} where name = ${name}`.execute(db);
      }
      expect(await migrateToLatest(db)).toEqual([]);
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(db);
      expect(rows.map((r) => r.name)).toEqual([...names].sort());
    } finally {
      await close();
    }
  });

  it('apply a migration dated before the last one applied (two tools landing at once)', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const last = [...names].sort().at(-1) ?? '';
      const earlier = [...names].sort().at(-2) ?? '';
      // As if `earlier` had arrived after `last` was applied: forget it and undo its tables.
      await MIGRATIONS[earlier]?.down?.(db);
      await sql`delete from kysely_migration where name = ${earlier}`.execute(db);
      expect(await migrateToLatest(db)).toEqual([earlier]);
      expect(last > earlier).toBe(true);
    } finally {
      await close();
    }
  });
});
