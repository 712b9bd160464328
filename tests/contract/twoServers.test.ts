import { loadConfig, startServer, type RunningServer } from '@locasuite/mock-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls } from './support/family';
import {
  ENVELOPE_KEY,
  startTestServer,
  testEnvelope,
  type Answer,
  type TestServer,
} from './support/testServer';

// Two servers behind a load balancer without sticky sessions, on one PostgreSQL and one file store
// (README « Déploiement »): whatever one server did, the other knows at once — sessions, the
// answers it keeps (read cache), and the sign-in limit. The live channel across both is proved in
// live.test.ts. PGlite is one process: skipped without TEST_DATABASE_URL (`.ci/run` sets it).

const DAY = 86_400_000;
const LOGIN = '/api/v1/user_login';
const LOOKUP = '/api/v1/get_user_by_token';
const TOO_MANY = 'Trop de tentatives de connexion. Réessayez dans 15 minutes.';
const WRONG = "L'adresse email ou le mot de passe est incorrect";

let first: TestServer;
let second: RunningServer;
const livraison = familyCalls('/api/planningLivraison/v1', () => first);

/** A sealed call to the second server (the first one's `call` goes to the first). */
async function callSecond(path: string, payload: unknown, token?: string): Promise<Answer> {
  const response = await fetch(second.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: testEnvelope.sealSync(payload) }),
  });
  const body = (await response.json()) as { data: string };
  const plain = testEnvelope.openSync(body.data) as Omit<Answer, 'status'>;
  return { status: response.status, ...plain };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes on one PostgreSQL and one file store',
  () => {
    beforeAll(async () => {
      first = await startTestServer({ seed: true });
      expect(first.database.label).toBe('postgres');
      const config = loadConfig(
        {},
        {
          port: 0,
          host: '127.0.0.1',
          databaseUrl: first.database.url,
          dataDir: first.dataDir,
          envelopeKey: ENVELOPE_KEY,
          logLevel: 'silent',
          webRoot: `${first.dataDir}/no-web-app`,
        },
      );
      second = await startServer(config, { handleSignals: false });
    });

    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('takes a session made on one server on the other, and a logout on either ends it on both', async () => {
      const token = await first.signIn('planif', 'planif');
      // Both servers keep the session they looked up (createSessionCache): each must hear the other.
      expect(await first.call(LOOKUP, { token }, token)).toMatchObject({ status: 200, code: 0 });
      expect(await callSecond(LOOKUP, { token }, token)).toMatchObject({ status: 200, code: 0 });
      expect(await callSecond('/api/v1/logout', {}, token)).toMatchObject({ code: 0 });
      expect(await first.call(LOOKUP, { token }, token)).toMatchObject({ status: 401 });
      expect(await callSecond(LOOKUP, { token }, token)).toMatchObject({ status: 401 });

      const other = await first.signIn('admin', 'admin');
      expect(await callSecond(LOOKUP, { token: other }, other)).toMatchObject({ code: 0 });
      expect(await first.call('/api/v1/logout', {}, other)).toMatchObject({ code: 0 });
      expect(await callSecond(LOOKUP, { token: other }, other)).toMatchObject({ status: 401 });
    });

    it('reads through one server a write made through the other at once (no answer kept stale)', async () => {
      const token = await first.signIn('planif', 'planif');
      // A week ahead, as the delivery planning reads it: the second server builds the answer and
      // keeps it.
      const window = { start: Date.now() + 7 * DAY, end: Date.now() + 14 * DAY };
      const readOnSecond = async () =>
        livraison.rows(
          livraison.ok(
            'get_materials',
            await callSecond('/api/planningLivraison/v1/get_materials', window, token),
          ),
        );
      const returns = (await readOnSecond()).filter((i) => String(i.id).endsWith('-RETOUR'));
      expect(returns.length).toBeGreaterThan(0);
      const leg = returns[0]!;
      const line = { id: Number(String(leg.id).split('-')[0]), version: Number(leg.version) };
      const legOnSecond = async () => (await readOnSecond()).find((i) => i.id === leg.id);
      expect(await legOnSecond()).toEqual(leg);

      for (const [i, comment] of ['Sonner au portail', 'Code 1234'].entries()) {
        livraison.ok(
          'set_livraison_retour_comment',
          await livraison.call(
            'set_livraison_retour_comment',
            { idEnregistrement: line.id, data: comment, version: line.version + i },
            token,
          ),
        );
        // Read at once, with no wait: what the first server wrote is what the second answers.
        const after = await legOnSecond();
        expect(after).toMatchObject({ version: line.version + i + 1 });
        expect(JSON.stringify(after)).toContain(comment);
      }
    });

    it('counts sign-in failures made on both servers against one limit', async () => {
      await first.addUser({ login: 'partage', password: 'bon-mot-de-passe' });
      const attempt = (server: 'first' | 'second', password: string) =>
        server === 'first'
          ? first.call(LOGIN, { email: 'partage', password })
          : callSecond(LOGIN, { email: 'partage', password });
      // Five wrong passwords, alternating servers: the fifth reaches the limit on either.
      for (const server of ['first', 'second', 'first', 'second', 'first'] as const) {
        expect(await attempt(server, 'faux')).toMatchObject({ status: 401, message: WRONG });
      }
      // Locked on both: even the right password is refused without being checked.
      expect(await attempt('second', 'bon-mot-de-passe')).toMatchObject({
        status: 429,
        message: TOO_MANY,
      });
      expect(await attempt('first', 'bon-mot-de-passe')).toMatchObject({
        status: 429,
        message: TOO_MANY,
      });
    });
  },
);
