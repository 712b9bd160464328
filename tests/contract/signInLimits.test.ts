import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvelope, startTestServer, type Answer, type TestServer } from './support/testServer';

const LOGIN = '/api/v1/user_login';
const TOO_MANY = 'Trop de tentatives de connexion. Réessayez dans 15 minutes.';
const WRONG = "L'adresse email ou le mot de passe est incorrect";

/** How many answers went through a password check (a success or a wrong pair). */
const checked = (answers: readonly Answer[]) =>
  answers.filter((a) => a.status === 200 || a.status === 401).length;

describe('sign-in limits on the wire (issue 9 §1, §2)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await t.addUser({ login: 'victime', password: 'motdepasse1' });
    await t.addUser({ login: 'chef', password: 'motdepasse1', admin: true });
  });
  afterAll(() => t.close());

  it('a burst of 50 parallel sign-ins on one account gets 5 password checks, then the right password is refused', async () => {
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(LOGIN, { email: i % 2 ? 'victime' : 'VICTIME', password: `faux${i}` }),
      ),
    );
    const statuses = burst.map((a) => a.status);
    console.info(
      `[contract] rafale de 50 connexions sur un compte : ${checked(burst)} vérifications de mot de passe, ${statuses.filter((s) => s === 429).length} refus 429.`,
    );
    expect(checked(burst)).toBe(5);
    expect(burst.filter((a) => a.status === 401).every((a) => a.message === WRONG)).toBe(true);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(45);
    expect(await t.call(LOGIN, { email: 'victime', password: 'motdepasse1' })).toMatchObject({
      status: 429,
      message: TOO_MANY,
    });
  });

  it('20 failures from one address no longer lock everyone out (the admin signs in); 100 do', async () => {
    const fail = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          t.call(LOGIN, { email: `inconnu${from + i}`, password: 'faux' }),
        ),
      );
    // The burst above already failed 5 times from this address.
    expect(checked(await fail(0, 15))).toBe(15);
    expect((await t.call(LOGIN, { email: 'chef', password: 'motdepasse1' })).status).toBe(200);
    for (let from = 15; from < 95; from += 20) expect(checked(await fail(from, 20))).toBe(20);
    expect(await t.call(LOGIN, { email: 'chef', password: 'motdepasse1' })).toMatchObject({
      status: 429,
      message: TOO_MANY,
    });
  });
});

describe('client addresses behind a proxy (issue 9 §3)', () => {
  const ipKeys = async (t: TestServer) =>
    (
      await t.server.db
        .selectFrom('login_attempts')
        .select('key')
        .where('key', 'like', 'ip:%')
        .execute()
    ).map((r) => r.key);

  const failWithForwardedFor = (t: TestServer, forwardedFor: string) =>
    t.raw(
      LOGIN,
      JSON.stringify({ data: testEnvelope.sealSync({ email: 'personne', password: 'faux' }) }),
      { 'x-forwarded-for': forwardedFor },
    );

  it('ignores X-Forwarded-For from a client that is not one of the listed proxies', async () => {
    const t = await startTestServer({}, { LOCASUITE_TRUST_PROXY: '10.0.0.1' });
    try {
      for (const forged of ['203.0.113.7', '198.51.100.1', '127.0.0.1']) {
        expect((await failWithForwardedFor(t, forged)).status).toBe(401);
      }
      expect(await ipKeys(t)).toEqual(['ip:127.0.0.1']);
    } finally {
      await t.close();
    }
  });

  it('takes the client address a listed proxy adds', async () => {
    const t = await startTestServer({}, { LOCASUITE_TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await failWithForwardedFor(t, '203.0.113.7')).status).toBe(401);
      expect(await ipKeys(t)).toEqual(['ip:203.0.113.7']);
    } finally {
      await t.close();
    }
  });

  it('keeps the providers’ emulation closed by default, even to a request that claims to be local', async () => {
    const t = await startTestServer();
    try {
      const response = await fetch(`${t.url}/providers/sendinblue/v3/smtp/emails?messageId=x`, {
        headers: { 'api-key': 'locasuite-dev-sendinblue-key', 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toContain(
        'Émulation des fournisseurs d’e-mails désactivée',
      );
    } finally {
      await t.close();
    }
  });
});
