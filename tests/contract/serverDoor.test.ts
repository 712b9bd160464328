import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTicket, openLiveStream, type OpenedStream } from './support/liveStream';
import { testEnvelope, startTestServer, type TestServer } from './support/testServer';

const SESSION = 'Session invalide ou expirée : reconnectez-vous.';

let t: TestServer;
let token: string;
let reader: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.addUser({ login: 'agent', password: 'motdepasse1', admin: true });
  await t.addUser({ login: 'stats', password: 'motdepasse1', applications: ['statistiques'] });
  token = await t.signIn('agent', 'motdepasse1');
  reader = await t.signIn('stats', 'motdepasse1');
});
afterAll(() => t.close());

/**
 * Starts a POST announcing `length` bytes, sends only the first 64 KB and waits for the answer:
 * a server that reads the whole body before answering never answers here.
 */
function answerBeforeBody(
  path: string,
  length: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.url + path);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': length, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('Pas de réponse : le serveur attend le corps entier avant de répondre.'));
    }, 15_000);
    req.on('error', () => {});
    req.write(`{"data":"U2FsdGVkX1${'A'.repeat(64 * 1024)}`);
  });
}

const opened = (body: string) =>
  testEnvelope.openSync((JSON.parse(body) as { data: string }).data) as {
    code: number;
    message: string;
  };

describe('no work before the token (issue 9 §4)', () => {
  it('refuses an anonymous 24 MB body with 401 before reading it', async () => {
    const answer = await answerBeforeBody('/api/v1/get_clients', 24 * 1024 * 1024);
    expect(answer.status).toBe(401);
    expect(opened(answer.body)).toEqual({ code: 401, message: SESSION });
  });

  it('refuses an unknown token with 401 before reading the body', async () => {
    const answer = await answerBeforeBody('/api/etatdl/v1/file_upload', 24 * 1024 * 1024, {
      authorization: 'Bearer jeton-inconnu',
    });
    expect(answer.status).toBe(401);
    expect(opened(answer.body).message).toBe(SESSION);
  });

  it('gives a call without files a JSON limit, and an upload its 25 MB', async () => {
    const twoMb = JSON.stringify({ data: 'A'.repeat(2 * 1024 * 1024) });
    expect(await t.raw('/api/v1/get_clients', twoMb, { authorization: `Bearer ${token}` })).toEqual(
      {
        status: 413,
        code: 413,
        message: 'Requête trop volumineuse : 1 Mo au plus pour cet appel.',
      },
    );
    const upload = await t.call(
      '/api/etatdl/v1/file_upload',
      { file: `data:application/pdf;base64,${'A'.repeat(2 * 1024 * 1024)}`, path: 'x.pdf' },
      token,
    );
    expect(upload.status).not.toBe(413);
    // A token in the payload only (get_user_by_token as the spec sends it): a small body.
    const anonymousBig = JSON.stringify({ data: 'A'.repeat(100 * 1024) });
    expect(await t.raw('/api/v1/get_user_by_token', anonymousBig)).toEqual({
      status: 413,
      code: 413,
      message: 'Requête trop volumineuse : 64 Ko au plus pour cet appel.',
    });
    expect((await t.call('/api/v1/get_user_by_token', { token })).code).toBe(0);
  });
});

describe('the rest of the door (issue 9 §8)', () => {
  it('answers an address over 16 KB with 431 and a French message', async () => {
    const response = await fetch(`${t.url}/api/v1/get_clients?q=${'a'.repeat(17 * 1024)}`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      code: 431,
      message: 'Requête refusée : son adresse ou ses en-têtes sont trop longs (16 Ko au plus).',
    });
  });

  it('says « au planning » in the 403 of a family the account does not have', async () => {
    expect(await t.call('/api/planningDisponibilite/v1/get_parc', {}, reader)).toMatchObject({
      status: 403,
      message: 'Accès refusé : votre compte n’a pas accès au planning de disponibilité.',
    });
    expect(
      await t.call('/api/planningLivraison/v1/get_materials', { start: 0, end: 1 }, reader),
    ).toMatchObject({
      status: 403,
      message:
        'Accès refusé : votre compte n’a pas accès au planning et à la gestion des livraisons.',
    });
  });
});

describe('anonymous callers are rate limited (issue 9 §4)', () => {
  it('refuses anonymous calls past the minute’s limit in French, not signed-in ones', async () => {
    const own = await startTestServer({}, { LOCASUITE_ANONYMOUS_RATE_LIMIT: '30' });
    try {
      await own.addUser({ login: 'agent', password: 'motdepasse1' });
      const signedIn = await own.signIn('agent', 'motdepasse1');
      const anonymous = () => own.call('/api/etatdl/v1/user_token_is_valide', { token: 'inconnu' });
      // The sign-in above was the first anonymous call of the minute.
      const allowed = await Promise.all(Array.from({ length: 29 }, anonymous));
      expect(allowed.filter((a) => a.status === 429)).toEqual([]);
      const refused = await anonymous();
      expect(refused.status).toBe(429);
      expect(refused.message).toMatch(
        /^Trop de requêtes sans session depuis votre adresse\. Réessayez dans \d+ secondes?\.$/,
      );
      expect((await own.call('/api/v1/get_agency_soft', {}, signedIn)).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('counts a made-up Bearer token like no token, on public calls and on calls that need a session', async () => {
    const own = await startTestServer({}, { LOCASUITE_ANONYMOUS_RATE_LIMIT: '4' });
    try {
      await own.addUser({ login: 'agent', password: 'motdepasse1' });
      // The minute's first anonymous call.
      const signedIn = await own.signIn('agent', 'motdepasse1');
      // A session call with a junk token: refused unread (401), and counted.
      expect((await own.call('/api/v1/get_agency_soft', {}, 'junk')).status).toBe(401);
      expect((await own.call('/api/v1/get_agency_soft', {}, 'junk')).status).toBe(401);
      // A public call with a junk token is counted too.
      const publicCall = () =>
        own.call('/api/etatdl/v1/user_token_is_valide', { token: 'inconnu' }, 'junk');
      expect((await publicCall()).status).not.toBe(429);
      const refused = await own.call('/api/v1/get_agency_soft', {}, 'junk');
      expect(refused.status).toBe(429);
      expect(refused.message).toMatch(/^Trop de requêtes sans session depuis votre adresse\./);
      expect((await publicCall()).status).toBe(429);
      // A real session is not limited.
      for (let i = 0; i < 6; i++) {
        expect((await own.call('/api/v1/get_agency_soft', {}, signedIn)).status).toBe(200);
      }
    } finally {
      await own.close();
    }
  });

  it('counts forged and spent stream tickets, not the fresh tickets of pages reconnecting', async () => {
    const own = await startTestServer({}, { LOCASUITE_ANONYMOUS_RATE_LIMIT: '3' });
    const opened: OpenedStream[] = [];
    try {
      await own.addUser({ login: 'agent', password: 'motdepasse1' });
      // The minute's first anonymous call; tickets are asked with the session (not counted).
      const signedIn = await own.signIn('agent', 'motdepasse1');
      const fresh = async () => (await liveTicket(own.url, signedIn)).body.data!.ticket;
      const spent = await fresh();
      for (let i = 0; i < 5; i++) {
        const stream = await openLiveStream(own.url, { ticket: i === 0 ? spent : await fresh() });
        opened.push(stream);
        expect(stream.status).toBe(200);
      }
      // A ticket's shape, unexpired, with a made-up MAC: refused by the stream, and counted.
      const forged = (await fresh()).replace(/[A-Za-z0-9_-]{43}$/, 'A'.repeat(43));
      expect((await openLiveStream(own.url, { ticket: forged })).status).toBe(401);
      // A ticket already spent opens nothing either, and is counted.
      expect((await openLiveStream(own.url, { ticket: spent })).status).toBe(401);
      const refused = await openLiveStream(own.url, { ticket: forged });
      expect(refused.status).toBe(429);
      expect((refused.body as { message: string }).message).toMatch(
        /^Trop de requêtes sans session/,
      );
      // A page reconnecting with a new ticket still opens its stream.
      const again = await openLiveStream(own.url, { ticket: await fresh() });
      opened.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of opened) stream.close();
      await own.close();
    }
  });
});
