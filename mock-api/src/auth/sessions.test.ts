import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import type { OpenedDatabase } from '../db/openDatabase';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  createSession,
  createSessionCache,
  hashToken,
  resolveSession,
  revokeSession,
  revokeUserSessions,
} from './sessions';
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

/** A database that fails every query: what a kept session is answered without. */
const noDatabase = new Proxy({} as Kysely<Database>, {
  get() {
    throw new Error('La base a été interrogée.');
  },
});

describe.each([
  ['sessions', false],
  ['sessions, kept by the embedded database’s process', true],
] as const)('%s', (_name, kept) => {
  // Each test's options: with `kept`, one cache for the whole test, as a server has.
  let cache: ReturnType<typeof createSessionCache> | undefined;
  const withCache = <T extends object>(options: T) => ({ ...options, cache });
  beforeAll(() => {
    cache = kept ? createSessionCache(opened.changes!) : undefined;
  });

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
    const opts = (now: Date) => withCache({ ttlHours: 1, now });
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
    expect(await resolveSession(db, 'nope', withCache({ ttlHours: 12, now: t0 }))).toBeNull();
    expect((await resolveSession(db, token, withCache({ ttlHours: 12, now: t0 })))?.id).toBe(
      userId,
    );
    expect(await revokeSession(db, token, t0)).toBe(true);
    expect(await revokeSession(db, token, t0)).toBe(false);
    expect(await resolveSession(db, token, withCache({ ttlHours: 12, now: t0 }))).toBeNull();
  });
});

describe('a session kept by the embedded database’s process (issue 10)', () => {
  const opts = (cache: ReturnType<typeof createSessionCache>, now = t0) => ({
    ttlHours: 12,
    now,
    cache,
  });

  it('answers again without a query, until a session or a user is written', async () => {
    const { db } = opened;
    const cache = createSessionCache(opened.changes!);
    const token = await createSession(db, userId, { ttlHours: 12, now: t0 });
    expect((await resolveSession(db, token, opts(cache)))?.id).toBe(userId);
    expect((await resolveSession(noDatabase, token, opts(cache)))?.id).toBe(userId);
    // Another user's sign-in writes `sessions`: the next call reads the database again.
    await createSession(db, userId, { ttlHours: 12, now: t0 });
    await expect(resolveSession(noDatabase, token, opts(cache))).rejects.toThrow();
    expect((await resolveSession(db, token, opts(cache)))?.admin).toBe(false);
    // The user's rights change (straight in the database): seen by the next call.
    await db.updateTable('users').set({ admin: true }).where('id', '=', userId).execute();
    expect((await resolveSession(db, token, opts(cache)))?.admin).toBe(true);
    await db.updateTable('users').set({ admin: false }).where('id', '=', userId).execute();
    expect((await resolveSession(db, token, opts(cache)))?.admin).toBe(false);
  });

  it('refuses from the next call a session logged out, revoked with its user’s, or expired', async () => {
    const { db } = opened;
    const cache = createSessionCache(opened.changes!);
    const a = await createSession(db, userId, { ttlHours: 12, now: t0 });
    const b = await createSession(db, userId, { ttlHours: 12, now: t0 });
    expect((await resolveSession(db, a, opts(cache)))?.id).toBe(userId);
    expect((await resolveSession(db, b, opts(cache)))?.id).toBe(userId);
    await revokeSession(db, a, t0);
    expect(await resolveSession(db, a, opts(cache))).toBeNull();
    expect((await resolveSession(db, b, opts(cache)))?.id).toBe(userId);
    await revokeUserSessions(db, userId, t0);
    expect(await resolveSession(db, b, opts(cache))).toBeNull();
    const c = await createSession(db, userId, { ttlHours: 1, now: t0 });
    expect((await resolveSession(db, c, opts(cache)))?.id).toBe(userId);
    // Kept, but past its expiry at the time of the call (and past the slide: read again).
    expect(await resolveSession(db, c, opts(cache, at(HOUR)))).toBeNull();
  });
});
