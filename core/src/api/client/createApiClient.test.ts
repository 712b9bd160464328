import { describe, expect, it } from 'vitest';
import { createCryptoJsEnvelope } from '../envelope';
import { calls } from '../registry';
import { API_ERROR_MESSAGES, ApiError } from './ApiError';
import { bindFamily, createApiClient } from './createApiClient';
import { createCallClient } from './createCallClient';
import type { FetchInit, FetchLike, FetchResponseLike } from './createCallClient';

const envelope = createCryptoJsEnvelope('clé de test');

function response(status: number, body: string | ArrayBuffer): FetchResponseLike {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (typeof body === 'string' ? body : ''),
    arrayBuffer: async () => (typeof body === 'string' ? new ArrayBuffer(0) : body),
  };
}

const sealedBody = (plain: unknown) => JSON.stringify({ data: envelope.sealSync(plain) });

interface Seen {
  url: string;
  init: FetchInit;
  payload: unknown;
}

function fakeServer(answer: (seen: Seen) => FetchResponseLike | Promise<FetchResponseLike>) {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    const body = init.body ? (JSON.parse(init.body) as { data: string }) : undefined;
    const entry = { url, init, payload: body ? envelope.openSync(body.data) : undefined };
    seen.push(entry);
    return answer(entry);
  };
  return { fetch, seen };
}

function client(fetch: FetchLike, token: string | null = 'tok-123') {
  return createApiClient({ baseUrl: 'https://api.test/', envelope, getToken: () => token, fetch });
}

describe('createApiClient', () => {
  it('seals the payload, posts it with the token, opens and checks the answer', async () => {
    const server = fakeServer(() =>
      response(200, sealedBody({ code: 0, data: { id: 'nouveau-jeton' } })),
    );
    const api = client(server.fetch);
    const data = await api.call(calls.general.user_login, { email: 'a@b.fr', password: 'secret' });
    expect(data).toEqual({ id: 'nouveau-jeton' });
    const request = server.seen[0];
    expect(request?.url).toBe('https://api.test/api/v1/user_login');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers['Content-Type']).toBe('application/json');
    expect(request?.init.headers.Authorization).toBe('Bearer tok-123');
    expect(request?.payload).toEqual({ email: 'a@b.fr', password: 'secret' });
  });

  it('offers every call by family and name, typed', async () => {
    const server = fakeServer(() =>
      response(
        200,
        sealedBody({ code: 0, data: { data: [{ fieldData: { NOM_TECHNICIEN: 'Paul' } }] } }),
      ),
    );
    const list = await client(server.fetch, null).planningTechnicien.get_technicien_liste({});
    expect(list.data[0]?.fieldData.NOM_TECHNICIEN).toBe('Paul');
    expect(server.seen[0]?.url).toBe(
      'https://api.test/api/planningTechnicien/v1/get_technicien_liste',
    );
    expect(server.seen[0]?.init.headers.Authorization).toBeUndefined();
  });

  it('fills a payload’s token field with the session token when the caller leaves it out', async () => {
    const server = fakeServer(() => response(200, sealedBody({ code: 0, data: {} })));
    await client(server.fetch).planningLivraison.set_technicien_liste_to_show({ liste: 'Paul' });
    expect(server.seen[0]?.payload).toEqual({ liste: 'Paul', token: 'tok-123' });
  });

  it('keeps a token the caller gives, and adds none to a payload without the field', async () => {
    const server = fakeServer(() => response(200, sealedBody({ code: 0, data: {} })));
    const api = client(server.fetch);
    await api.call(calls.planningLivraison.set_technicien_liste_to_show, {
      liste: 'Paul',
      token: 'autre-jeton',
    });
    await api.call(calls.planningLivraison.save_day_to_hide, { days: '0' });
    expect(server.seen[0]?.payload).toEqual({ liste: 'Paul', token: 'autre-jeton' });
    expect(server.seen[1]?.payload).toEqual({ days: '0' });
  });

  it('rejects a non-zero code with the server’s message', async () => {
    const server = fakeServer(() =>
      response(
        200,
        sealedBody({ code: 7, message: 'L’adresse email ou le mot de passe est incorrect' }),
      ),
    );
    const error = await client(server.fetch)
      .call(calls.general.user_login, { email: 'a@b.fr', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'code',
      code: 7,
      status: 200,
      message: 'L’adresse email ou le mot de passe est incorrect',
    });
  });

  it.each([
    [401, 'Votre session a expiré ou n’est plus valide. Reconnectez-vous.'],
    [403, 'Vous n’avez pas accès à cette fonction. Demandez l’accès à un administrateur.'],
    [422, 'Le champ « start » doit être un nombre (horodatage en millisecondes).'],
    [429, 'Trop de tentatives. Patientez quelques minutes puis réessayez.'],
  ])(
    'turns an HTTP %i sealed answer into an http ApiError with its message',
    async (status, message) => {
      const server = fakeServer(() => response(status, sealedBody({ code: status, message })));
      const result = await client(server.fetch).callSafe(calls.planningDisponibilite.get_events, {
        start: 1,
        end: 2,
      });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toMatchObject({ kind: 'http', status, code: status, message });
    },
  );

  it('gives a French message of its own when an HTTP error carries none', async () => {
    const server = fakeServer(() => response(403, 'Forbidden'));
    await expect(client(server.fetch).general.get_agency({})).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      message: API_ERROR_MESSAGES.http403,
    });
    const server500 = fakeServer(() => response(502, ''));
    await expect(client(server500.fetch).general.get_agency({})).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: API_ERROR_MESSAGES.http5xx,
    });
  });

  it('turns a network failure into a network ApiError, never a raw TypeError', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await client(fetch)
      .general.get_clients({})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    });
    const throwing: FetchLike = () => {
      throw new TypeError('boom');
    };
    const safe = await client(throwing).callSafe(calls.general.get_clients, {});
    expect(safe).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('reports unreadable answers: not JSON, wrong key, wrong shape', async () => {
    const notJson = fakeServer(() => response(200, '<html>proxy</html>'));
    await expect(client(notJson.fetch).general.get_clients({})).rejects.toMatchObject({
      kind: 'invalid-answer',
    });
    const otherKey = createCryptoJsEnvelope('une autre clé');
    const wrongKey = fakeServer(() =>
      response(200, JSON.stringify({ data: otherKey.sealSync({ code: 0, data: {} }) })),
    );
    await expect(client(wrongKey.fetch).general.get_clients({})).rejects.toMatchObject({
      kind: 'envelope',
      message: API_ERROR_MESSAGES.envelope,
    });
    const wrongShape = fakeServer(() => response(200, sealedBody({ code: 0, data: { rows: [] } })));
    await expect(client(wrongShape.fetch).general.get_clients({})).rejects.toMatchObject({
      kind: 'invalid-answer',
      code: 0,
    });
    const noCode = fakeServer(() => response(200, sealedBody({ data: {} })));
    await expect(client(noCode.fetch).general.get_clients({})).rejects.toMatchObject({
      kind: 'invalid-answer',
    });
  });

  it('checks a big list answer field by field: a good one as sent, a wrong field refused with zod’s issue', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      fieldData: { id: i, 'N° RAP COMP': `B${i}`, Statut: '110', Debut: null, autre: [i] },
      recordId: String(i),
    }));
    const good = fakeServer(() => response(200, sealedBody({ code: 0, data: { data: rows } })));
    const range = { start: '03/17/2025', end: '03/25/2025' };
    const list = await client(good.fetch).planningTechnicien.get_events_liste(range);
    expect(list).toEqual({ data: rows });
    const wrong = fakeServer(() =>
      response(
        200,
        sealedBody({ code: 0, data: { data: [...rows, { fieldData: { Statut: true } }] } }),
      ),
    );
    const error = await client(wrong.fetch)
      .planningTechnicien.get_events_liste(range)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid-answer', code: 0 });
    expect((error as ApiError).cause).toMatchObject({
      issues: [expect.objectContaining({ path: ['data', 300, 'fieldData', 'Statut'] })],
    });
  });

  it('refuses an invalid payload before sending, in French', async () => {
    const server = fakeServer(() => response(200, sealedBody({ code: 0, data: {} })));
    await expect(
      client(server.fetch).call(calls.planningDisponibilite.get_events, {
        start: 'hier' as unknown as number,
        end: 2,
      }),
    ).rejects.toMatchObject({
      kind: 'invalid-payload',
      message: 'Le champ « start » doit être un nombre (horodatage en millisecondes).',
    });
    expect(server.seen).toHaveLength(0);
  });

  it('returns the bytes of a binary answer and reads its sealed error', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]).buffer;
    const ok = fakeServer(() => response(200, pdf));
    const bytes = await client(ok.fetch).etatdl.file_download({ contrat: 'C1', matricule: 'M/1' });
    expect(new Uint8Array(bytes)).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    expect(ok.seen[0]?.payload).toEqual({ contrat: 'C1', matricule: 'M/1' });
    const missing = fakeServer(() =>
      response(404, sealedBody({ code: 404, message: 'Aucun PDF pour ce matériel.' })),
    );
    await expect(
      client(missing.fetch).etatdl.file_download({ contrat: 'C1', matricule: 'M' }),
    ).rejects.toMatchObject({ kind: 'http', status: 404, message: 'Aucun PDF pour ce matériel.' });
  });

  it('sends get calls as a query string', async () => {
    const server = fakeServer(() => response(200, new ArrayBuffer(3)));
    await client(server.fetch).etatdl.openPdf({ id: 'a b' });
    expect(server.seen[0]?.url).toBe('https://api.test/api/etatdl/v1/openPdf?id=a%20b');
    expect(server.seen[0]?.init.method).toBe('GET');
    expect(server.seen[0]?.init.body).toBeUndefined();
    const gone = fakeServer(() =>
      response(404, JSON.stringify({ code: 404, message: 'Ce document n’existe plus.' })),
    );
    await expect(client(gone.fetch).etatdl.openPdf({ id: 'x' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Ce document n’existe plus.',
    });
  });

  it('uploads multipart forms unencrypted and reads a plain JSON answer', async () => {
    const appended: [string, unknown][] = [];
    const form = { append: (name: string, value: unknown) => void appended.push([name, value]) };
    const seen: FetchInit[] = [];
    const fetch: FetchLike = async (_url, init) => {
      seen.push(init);
      return response(200, JSON.stringify({ code: 0, data: { path: 'CONTRATS/C1/pj.pdf' } }));
    };
    const data = await client(fetch).upload(calls.contrat['file/upload'], form);
    expect(data).toEqual({ path: 'CONTRATS/C1/pj.pdf' });
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers['Content-Type']).toBeUndefined();
    await expect(client(fetch).upload(calls.general.get_clients, form)).rejects.toMatchObject({
      kind: 'invalid-payload',
    });
  });

  it('survives a failing token source', async () => {
    const server = fakeServer(() => response(200, sealedBody({ code: 0, data: { data: [] } })));
    const api = createApiClient({
      baseUrl: '',
      envelope,
      fetch: server.fetch,
      getToken: () => {
        throw new Error('storage blocked');
      },
    });
    await expect(api.general.get_clients({})).resolves.toEqual({ data: [] });
    expect(server.seen[0]?.url).toBe('/api/v1/get_clients');
  });
});

describe('createCallClient and bindFamily', () => {
  it('makes calls without the bound catalogue, and binds one family on demand', async () => {
    const answers = [
      sealedBody({ code: 0, data: { id: 'jeton' } }),
      sealedBody({ code: 0, data: { data: [] } }),
    ];
    const server = fakeServer(() => response(200, answers.shift() ?? ''));
    const client = createCallClient({
      baseUrl: 'https://locasuite.test',
      envelope,
      fetch: server.fetch,
      getToken: () => 'abc',
    });
    expect('general' in client).toBe(false);
    await expect(
      client.call(calls.general.user_login, { email: 'admin', password: 'admin' }),
    ).resolves.toEqual({ id: 'jeton' });
    const general = bindFamily(client, calls.general);
    await expect(general.get_clients({})).resolves.toEqual({ data: [] });
    expect(server.seen.map((s) => s.url)).toEqual([
      'https://locasuite.test/api/v1/user_login',
      'https://locasuite.test/api/v1/get_clients',
    ]);
  });

  it('asks for compressed answers when its envelope can open them, and reuses a kept answer on 304 (issue 10)', async () => {
    const answer = { code: 0, data: { data: [{ fieldData: { CLD_NUM_CONTRAT: 'C1' } }] } };
    const opened: string[] = [];
    const gzipEnvelope = {
      ...envelope,
      openGzip: async (text: string) => {
        opened.push('gzip');
        return envelope.open(text);
      },
    };
    let round = 0;
    const seen: FetchInit[] = [];
    const fetch: FetchLike = async (_url, init) => {
      seen.push(init);
      round += 1;
      const headers = new Map<string, string>([['etag', '"v1"']]);
      if (round === 1) headers.set('x-envelope-encoding', 'gzip');
      if (round === 2) return { ...response(304, ''), headers: { get: () => null } };
      return {
        ...response(200, sealedBody(answer)),
        headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      };
    };
    const api = createCallClient({
      baseUrl: 'https://api.test',
      envelope: gzipEnvelope,
      getToken: () => 't',
      fetch,
    });
    const week = { start: 1_700_000_000_000, end: 1_700_604_800_000 };
    const first = await api.call(calls.planningDisponibilite.get_events, week);
    expect(seen[0]?.headers['x-envelope-encoding']).toBe('gzip');
    expect(seen[0]?.headers['If-None-Match']).toBeUndefined();
    expect(opened).toEqual(['gzip']);
    // The same window again: the kept answer is named, and a 304 gives it back unopened.
    const second = await api.call(calls.planningDisponibilite.get_events, week);
    expect(seen[1]?.headers['If-None-Match']).toBe('"v1"');
    expect(second).toEqual(first);
    // Another window names nothing.
    await api.call(calls.planningDisponibilite.get_events, { ...week, end: week.end + 1 });
    expect(seen[2]?.headers['If-None-Match']).toBeUndefined();
    // An envelope that cannot decompress never asks for it.
    const plainSeen: FetchInit[] = [];
    const plainApi = createCallClient({
      baseUrl: 'https://api.test',
      envelope,
      getToken: () => 't',
      fetch: async (_url, init) => {
        plainSeen.push(init);
        return response(200, sealedBody(answer));
      },
    });
    await plainApi.call(calls.planningDisponibilite.get_events, week);
    expect(plainSeen[0]?.headers['x-envelope-encoding']).toBeUndefined();
  });
});
