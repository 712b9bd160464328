import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import { purgeExpired } from './purgeExpired';
import { createSession, resolveSession, revokeSession } from './sessions';
import { createUser } from './users';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

const DAY = 86_400_000;
const t0 = new Date('2026-03-02T08:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

describe('purgeExpired', () => {
  it('drops week-old dead sessions and finished counters, keeps the rest', async () => {
    const { db } = opened;
    const { id } = await createUser(db, { login: 'zoe', password: 'motdepasse1' });
    const old = await createSession(db, id, { ttlHours: 12, now: at(-10) });
    const revoked = await createSession(db, id, { ttlHours: 12, now: at(-9) });
    await revokeSession(db, revoked, at(-9));
    const live = await createSession(db, id, { ttlHours: 12, now: t0 });
    await db
      .insertInto('login_attempts')
      .values([
        { key: 'login:vieux', failures: 2, window_start: at(-3), locked_until: null },
        { key: 'login:recent', failures: 2, window_start: t0, locked_until: null },
      ])
      .execute();
    expect(await purgeExpired(db, t0)).toBe(3);
    expect(await db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(1);
    expect((await resolveSession(db, live, { ttlHours: 12, now: t0 }))?.id).toBe(id);
    expect(await resolveSession(db, old, { ttlHours: 12, now: t0 })).toBeNull();
    expect(
      (await db.selectFrom('login_attempts').select('key').execute()).map((r) => r.key),
    ).toEqual(['login:recent']);
  });

  it('drops the spent live tickets that have expired, keeps those still within their minute', async () => {
    const { db } = opened;
    await db
      .insertInto('used_live_tickets')
      .values([
        { ticket_id: '1.vieux', expires_at: new Date(t0.getTime() - 1000) },
        { ticket_id: '1.recent', expires_at: new Date(t0.getTime() + 30_000) },
      ])
      .execute();
    expect(await purgeExpired(db, t0)).toBe(1);
    expect(
      (await db.selectFrom('used_live_tickets').select('ticket_id').execute()).map(
        (r) => r.ticket_id,
      ),
    ).toEqual(['1.recent']);
  });

  it('refuses two accounts whose logins differ only by case, at the database level too', async () => {
    const { db } = opened;
    await db.insertInto('users').values({ login: 'Double', password_hash: 'x' }).execute();
    await expect(
      db.insertInto('users').values({ login: 'double', password_hash: 'x' }).execute(),
    ).rejects.toThrow();
  });
});
