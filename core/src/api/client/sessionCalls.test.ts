import { describe, expect, it } from 'vitest';
import { createCryptoJsEnvelope } from '../envelope';
import { ApiError } from './ApiError';
import type { FetchInit, FetchLike, FetchResponseLike } from './callChannel';
import { createSessionCalls } from './sessionCalls';

const envelope = createCryptoJsEnvelope('clé de test');

const answer = (status: number, plain: unknown): FetchResponseLike => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => JSON.stringify({ data: envelope.sealSync(plain) }),
  arrayBuffer: async () => new ArrayBuffer(0),
});

function fakeServer(plain: unknown, status = 200) {
  const seen: { url: string; init: FetchInit; payload: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const body = JSON.parse(init.body ?? '{}') as { data: string };
    seen.push({ url, init, payload: envelope.openSync(body.data) });
    return answer(status, plain);
  };
  return { fetch, seen };
}

const sessionCalls = (fetch: FetchLike, token: string | null) =>
  createSessionCalls({ baseUrl: 'https://api.test/', envelope, getToken: () => token, fetch });

describe('createSessionCalls (spec 1 §4/§7: the shell’s calls, without the catalogue’s schemas)', () => {
  it('signs in at /api/v1/user_login with the name trimmed and the password as typed', async () => {
    const server = fakeServer({ code: 0, data: { id: 'nouveau-jeton' } });
    const data = await sessionCalls(server.fetch, null).login('  admin ', ' mot de passe ');
    expect(data).toEqual({ id: 'nouveau-jeton' });
    expect(server.seen[0]?.url).toBe('https://api.test/api/v1/user_login');
    expect(server.seen[0]?.payload).toEqual({ email: 'admin', password: ' mot de passe ' });
    expect(server.seen[0]?.init.headers.Authorization).toBeUndefined();
  });

  it('looks the token up and logs out with it as the bearer', async () => {
    const server = fakeServer({
      code: 0,
      data: { data: { data: [{ fieldData: { email: 'a' } }] } },
    });
    const calls = sessionCalls(server.fetch, 'tok-123');
    await calls.lookup('tok-123');
    await calls.logout();
    expect(server.seen.map((s) => [s.url, s.payload, s.init.headers.Authorization])).toEqual([
      ['https://api.test/api/v1/get_user_by_token', { token: 'tok-123' }, 'Bearer tok-123'],
      ['https://api.test/api/v1/logout', {}, 'Bearer tok-123'],
    ]);
  });

  it('rejects a refusal with the server’s French message, and a 401 as an HTTP error', async () => {
    const refused = fakeServer({ code: 7, message: 'Identifiant ou mot de passe incorrect.' });
    await expect(sessionCalls(refused.fetch, null).login('a', 'b')).rejects.toMatchObject({
      kind: 'code',
      code: 7,
      message: 'Identifiant ou mot de passe incorrect.',
    });
    const expired = fakeServer({ code: 401, message: 'Session expirée.' }, 401);
    const error = await sessionCalls(expired.fetch, 'vieux')
      .lookup('vieux')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Session expirée.' });
  });

  it('rejects with a network error when the server cannot be reached', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(sessionCalls(fetch, 'tok').lookup('tok')).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
