import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createUser, setPassword } from '../auth/users';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import { generateSeed } from './generateSeed';
import { isDatabaseEmpty } from './isDatabaseEmpty';
import { seedDatabase, SeedRefusedError } from './seedDatabase';

const NOW = new Date('2026-11-22T10:00:00Z');
let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened.close();
});

describe('seedDatabase', () => {
  it('fills an empty database in one go and reports the counts', async () => {
    const { db } = opened;
    await createUser(db, {
      login: 'gerant',
      password: 'motdepasse-solide',
      email: 'gerant@exemple.fr',
    });
    expect(await isDatabaseEmpty(db)).toBe(true);
    const summary = await seedDatabase(db, { now: NOW });
    const data = generateSeed({ now: NOW });
    expect(summary.counts.fleet).toBe(data.fleet.length);
    expect(summary.counts.contract_lines).toBe(data.contractLines.length);
    expect(summary.counts.users).toBe(3);
    expect(summary.rowsPerSecond).toBeGreaterThan(0);
    expect(await isDatabaseEmpty(db)).toBe(false);
    const line = await db
      .selectFrom('contract_lines')
      .selectAll()
      .where('id', '=', data.contractLines[10]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(line.data).toEqual(data.contractLines[10]?.data);
    expect(line.start_ts).toBe(data.contractLines[10]?.start_ts);
    const admin = await db
      .selectFrom('users')
      .selectAll()
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.admin).toBe(true);
    expect(admin.password_hash).not.toContain('admin');
    expect(await verifyPassword('admin', admin.password_hash)).toBe(true);
    expect(admin.agency_id).toBe(1);
    const linked = await db
      .selectFrom('mail_events')
      .innerJoin('outbox', 'outbox.id', 'mail_events.outbox_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(linked.n)).toBe(data.mailEvents.length);
    expect(summary.counts.outbox).toBe(data.mails.length);
  });

  it('refuses to seed over existing data without reset', async () => {
    await expect(seedDatabase(opened.db, { now: NOW })).rejects.toBeInstanceOf(SeedRefusedError);
    await expect(seedDatabase(opened.db, { now: NOW })).rejects.toThrow(/--reset/);
  });

  it('replaces the business data on reset and keeps the user accounts as they are', async () => {
    const { db } = opened;
    await setPassword(db, 'admin', 'un-nouveau-mot-de-passe');
    await db
      .insertInto('settings')
      .values({ scope: 'planning-disponibilite', key: 'day_to_hide', value: '0,6' })
      .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value: '0,6' }))
      .execute();
    const summary = await seedDatabase(db, { now: NOW, reset: true, scale: 0.5, randomSeed: 3 });
    const count = async (table: 'fleet' | 'contract_lines' | 'users') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('fleet')).toBe(summary.counts.fleet);
    expect(summary.counts.fleet).toBe(
      generateSeed({ now: NOW, scale: 0.5, randomSeed: 3 }).fleet.length,
    );
    expect(await count('contract_lines')).toBe(summary.counts.contract_lines);
    expect(await count('users')).toBe(4);
    expect(summary.counts.users).toBe(0);
    const admin = await db
      .selectFrom('users')
      .selectAll()
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('un-nouveau-mot-de-passe', admin.password_hash)).toBe(true);
    const setting = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'day_to_hide')
      .where('scope', '=', 'planning-disponibilite')
      .executeTakeFirstOrThrow();
    expect(setting.value).toBe('0');
  });

  it('writes nothing when the seed fails half-way', async () => {
    const fresh = await openTestDatabase();
    try {
      const { db } = fresh;
      // Not a business table, so the database still counts as empty; the insert collides later.
      await db.insertInto('contract_states').values({ state: 'Devis', color: '#000000' }).execute();
      await expect(seedDatabase(db, { now: NOW })).rejects.toThrow();
      expect(await isDatabaseEmpty(db)).toBe(true);
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
