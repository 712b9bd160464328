import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import {
  BUSINESS_TABLES,
  EVIDENCE_TABLES,
  IN_FLIGHT_TABLES,
  INTERNAL_TABLES,
  KEPT_TABLES,
  MAIL_TABLES,
  SEEDED_TABLES,
  TRUNCATED_TABLES,
} from './seedTables';

describe('the table registry of the seed', () => {
  it('classifies every table of the migrated schema exactly once', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not like 'kysely_%'
        order by table_name`.execute(db);
      const listed = [
        ...SEEDED_TABLES.map((t) => t.table),
        ...MAIL_TABLES,
        ...KEPT_TABLES,
        ...INTERNAL_TABLES,
        ...EVIDENCE_TABLES,
        ...IN_FLIGHT_TABLES,
      ];
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual(rows.map((r) => r.name));
    } finally {
      await close();
    }
  });

  it('empties on reset every seeded table but the upserted ones, and never an account', () => {
    expect(TRUNCATED_TABLES).not.toContain('companies');
    expect(TRUNCATED_TABLES).not.toContain('agencies');
    for (const table of KEPT_TABLES) expect(TRUNCATED_TABLES).not.toContain(table);
    for (const table of INTERNAL_TABLES) expect(TRUNCATED_TABLES).not.toContain(table);
    expect(TRUNCATED_TABLES).toEqual(
      expect.arrayContaining(['fleet', 'outbox', 'mail_events', 'sav_open_saves']),
    );
    expect(BUSINESS_TABLES).toEqual(expect.arrayContaining(['companies', 'fleet', 'staff']));
    expect(BUSINESS_TABLES).not.toContain('settings');
  });
});
