import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import type { OpenedDatabase } from '../db/openDatabase';
import { createSession, hashToken, resolveSession, revokeSession } from './sessions';
import { createUser } from './users';

let opened: OpenedDatabase;
let userId: number;
beforeAll(async () => {
  opened = await openTestDatabase();
  userId = (await createUser(opened.db, { login: 'lea', password: 'motdepasse1' })).id;
});
afterAll(() => opened.close());

const t0 = new Date('2026-03-02T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;

describe('sessions', () => {
  it('stores only the SHA-256 of a 32-byte base64url token', async () => {
    const { db } = opened;
    const token = await createSession(db, userId, { ttlHours: 12, now: t0 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('slides the expiry on use, at most once a minute, and expires when idle', async () => {
    const { db } = opened;
    const opts = (now: Date) => ({ ttlHours: 1, now });
    const token = await createSession(db, userId, opts(t0));
    const expiry = async () =>
      (
        await db
          .selectFrom('sessions')
          .select('expires_at')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).expires_at.getTime();
    expect((await resolveSession(db, token, opts(at(30_000))))?.id).toBe(userId);
    expect(await expiry()).toBe(at(HOUR).getTime());
    expect((await resolveSession(db, token, opts(at(50 * 60_000))))?.id).toBe(userId);
    expect(await expiry()).toBe(at(50 * 60_000 + HOUR).getTime());
    expect(await resolveSession(db, token, opts(at(50 * 60_000 + HOUR + 1)))).toBeNull();
  });

  it('refuses unknown and revoked tokens', async () => {
    const { db } = opened;
    const token = await createSession(db, userId, { ttlHours: 12, now: t0 });
    expect(await resolveSession(db, 'nope', { ttlHours: 12, now: t0 })).toBeNull();
    expect(await revokeSession(db, token, t0)).toBe(true);
    expect(await revokeSession(db, token, t0)).toBe(false);
    expect(await resolveSession(db, token, { ttlHours: 12, now: t0 })).toBeNull();
  });
});
