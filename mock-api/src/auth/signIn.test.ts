import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import type { OpenedDatabase } from '../db/openDatabase';
import { HttpError } from '../HttpError';
import { resolveSession } from './sessions';
import { signIn } from './signIn';
import { createUser } from './users';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
  await createUser(opened.db, { login: 'hugo', email: 'hugo@exemple.fr', password: 'motdepasse1' });
  await createUser(opened.db, { login: 'ines', password: 'motdepasse1' });
});
afterAll(() => opened.close());

const t0 = new Date('2026-03-02T08:00:00Z');
const at = (minutes: number) => ({
  ip: '10.0.0.1',
  now: new Date(t0.getTime() + minutes * 60_000),
  ttlHours: 12,
});
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
    return { status: 0, message: '' };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, message: error.message };
  }
};

describe('signIn', () => {
  it('accepts the login or the email in any case and opens a session', async () => {
    const { db } = opened;
    const a = await signIn(db, 'HUGO@exemple.fr', 'motdepasse1', at(0));
    const b = await signIn(db, 'Hugo', 'motdepasse1', at(0));
    expect(a.userId).toBe(b.userId);
    expect((await resolveSession(db, a.token, at(1)))?.login).toBe('hugo');
  });

  it('answers 401 with the spec message for a wrong pair or empty fields', async () => {
    const { db } = opened;
    const expected = { status: 401, message: "L'adresse email ou le mot de passe est incorrect" };
    expect(await failure(signIn(db, 'hugo', 'mauvais', at(0)))).toEqual(expected);
    expect(await failure(signIn(db, 'inconnu', 'motdepasse1', at(0)))).toEqual(expected);
    expect(await failure(signIn(db, '', '', at(0)))).toEqual(expected);
  });

  it('locks an account after 5 failures in 15 minutes, counting login and email together', async () => {
    const { db } = opened;
    for (let i = 0; i < 5; i++) {
      const who = i % 2 === 0 ? 'ines' : 'INES';
      expect((await failure(signIn(db, who, 'faux', { ...at(i), ip: `10.1.0.${i}` }))).status).toBe(
        401,
      );
    }
    expect(await failure(signIn(db, 'ines', 'motdepasse1', { ...at(5), ip: '10.9.9.9' }))).toEqual({
      status: 429,
      message: 'Trop de tentatives de connexion. Réessayez dans 14 minutes.',
    });
    expect(
      (await signIn(db, 'ines', 'motdepasse1', { ...at(20), ip: '10.9.9.9' })).token,
    ).toBeTruthy();
  });

  it('a success resets the account counter', async () => {
    const { db } = opened;
    await createUser(db, { login: 'jade', password: 'motdepasse1' });
    const opts = { ...at(0), ip: '10.2.0.1' };
    for (let i = 0; i < 4; i++) await failure(signIn(db, 'jade', 'faux', opts));
    await signIn(db, 'jade', 'motdepasse1', opts);
    for (let i = 0; i < 4; i++) await failure(signIn(db, 'jade', 'faux', opts));
    expect((await signIn(db, 'jade', 'motdepasse1', opts)).token).toBeTruthy();
  });

  it('locks an address only after 100 failures: 20 no longer lock a whole office out', async () => {
    const { db } = opened;
    const opts = { ...at(0), ip: '10.3.0.1' };
    const fail = (from: number, to: number) =>
      Promise.all(
        Array.from({ length: to - from }, (_, i) =>
          failure(signIn(db, `personne${from + i}`, 'faux', opts)),
        ),
      );
    await fail(0, 20);
    expect((await signIn(db, 'hugo', 'motdepasse1', opts)).token).toBeTruthy();
    for (let from = 20; from < 100; from += 20) await fail(from, from + 20);
    expect(await failure(signIn(db, 'hugo', 'motdepasse1', opts))).toEqual({
      status: 429,
      message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
    expect(
      (await signIn(db, 'hugo', 'motdepasse1', { ...opts, ip: '10.3.0.2' })).token,
    ).toBeTruthy();
  });

  it('gives an account at most 5 password checks in a burst of 50, the right password included', async () => {
    const { db } = opened;
    await createUser(db, { login: 'karim', password: 'motdepasse1' });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        failure(signIn(db, 'karim', `faux${i}`, { ...at(0), ip: `10.4.0.${i}` })),
      ),
    );
    const statuses = burst.map((b) => b.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect((await failure(signIn(db, 'karim', 'motdepasse1', at(1)))).status).toBe(429);
  });
});
