import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './openDatabase';
import { openTestDatabase } from './testSnapshots';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

const versionOf = (...tables: string[]) => opened.changes!.versionOf(tables);

describe('the writes the embedded database’s process hears (issue 10)', () => {
  it('counts a committed write to a versioned table by the time the writer resumes', async () => {
    const { db } = opened;
    const staff = versionOf('staff');
    const both = versionOf('staff', 'settings');
    await sql`update staff set name = name where id = -1`.execute(db);
    expect(versionOf('staff')).not.toBe(staff);
    expect(versionOf('staff', 'settings')).not.toBe(both);
  });

  it('counts a transaction at its commit, not a rolled back one, not another table', async () => {
    const { db } = opened;
    const settings = versionOf('settings');
    const staff = versionOf('staff');
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`update settings set value = value where key = 'none'`.execute(trx);
        expect(versionOf('settings')).toBe(settings);
        throw new Error('annulé');
      })
      .catch(() => undefined);
    expect(versionOf('settings')).toBe(settings);
    await db.transaction().execute(async (trx) => {
      await sql`update settings set value = value where key = 'none'`.execute(trx);
    });
    expect(versionOf('settings')).not.toBe(settings);
    expect(versionOf('staff')).toBe(staff);
    // A table without the trigger (the outbox) changes no version.
    const before = versionOf('staff', 'settings');
    await db.deleteFrom('outbox').where('id', '=', -1).execute();
    expect(versionOf('staff', 'settings')).toBe(before);
  });
});
