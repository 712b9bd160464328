import { describe, expect, it } from 'vitest';
import { createCryptoJsEnvelope } from '@locasuite/core';
import type { FetchInit, FetchLike } from '@locasuite/core';
import { createSessionApi } from './createSessionApi';
import { SessionError } from './SessionError';

const KEY = 'clé-de-test';
const envelope = createCryptoJsEnvelope(KEY);
const config = { apiUrl: 'https://locasuite.test', envelopeKey: KEY };

interface Seen {
  url: string;
  init: FetchInit;
  payload: unknown;
}

/** A server that answers each call name with a status and a plaintext body, sealed like the real one. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const seen: Seen[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    const payload = envelope.openSync((JSON.parse(init.body ?? '{}') as { data: string }).data);
    seen.push({ url, init, payload });
    const name = url.split('/').pop() ?? '';
    const answer = answers[name] ?? { status: 404, body: { code: 404, message: 'Appel inconnu' } };
    const text = JSON.stringify({ data: envelope.sealSync(answer.body) });
    return {
      ok: answer.status < 400,
      status: answer.status,
      text: async () => text,
      arrayBuffer: async () => new TextEncoder().encode(text).buffer as ArrayBuffer,
    };
  };
  return { fetchFn, seen };
}

const userRecord = {
  user_name: 'Camille Planif',
  email: 'planif@locasuite.fr',
  admin: 0,
  web_application_to_show: 'planning-disponibilite, /statistiques,,sav-gestion',
  planning_display: '{}',
  MAILS: 'contact@locasuite.fr|sav@locasuite.fr',
};

describe('createSessionApi', () => {
  it('signs in with user_login and returns data.id as the token', async () => {
    const { fetchFn, seen } = fakeServer({
      user_login: { status: 200, body: { code: 0, data: { id: 'jeton-42' } } },
    });
    const api = createSessionApi(config, fetchFn, envelope);
    expect(await api.login('planif', 'secret')).toBe('jeton-42');
    expect(seen[0]?.url).toBe('https://locasuite.test/api/v1/user_login');
    expect(seen[0]?.payload).toEqual({ email: 'planif', password: 'secret' });
    expect(seen[0]?.init.headers.Authorization).toBeUndefined();
  });

  it('looks the user up with the token as payload and Bearer, keeping the record', async () => {
    const { fetchFn, seen } = fakeServer({
      get_user_by_token: {
        status: 200,
        body: {
          code: 0,
          data: {
            data: { data: [{ fieldData: { ...userRecord, user_id: 7, user_password: 'x' } }] },
          },
        },
      },
    });
    const user = await createSessionApi(config, fetchFn, envelope).lookup('jeton-42');
    expect(seen[0]?.payload).toEqual({ token: 'jeton-42' });
    expect(seen[0]?.init.headers.Authorization).toBe('Bearer jeton-42');
    expect(user.name).toBe('Camille Planif');
    expect(user.admin).toBe(false);
    expect(user.apps).toEqual(['planning-disponibilite', 'statistiques', 'sav-gestion']);
    expect(user.record).not.toHaveProperty('user_password');
    expect(user.record).not.toHaveProperty('user_id');
  });

  it('reports a refused token as refused with its status', async () => {
    const { fetchFn } = fakeServer({
      get_user_by_token: {
        status: 401,
        body: { code: 401, message: 'Session invalide ou expirée : reconnectez-vous.' },
      },
    });
    const failure = await createSessionApi(config, fetchFn, envelope)
      .lookup('perime')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SessionError);
    expect(failure).toMatchObject({ kind: 'refused', status: 401 });
  });

  it('keeps the server’s French message for a throttled sign-in (429)', async () => {
    const message = 'Trop de tentatives de connexion. Réessayez dans 15 minutes.';
    const { fetchFn } = fakeServer({
      user_login: { status: 429, body: { code: 429, message } },
    });
    await expect(createSessionApi(config, fetchFn, envelope).login('a', 'b')).rejects.toMatchObject(
      {
        kind: 'refused',
        status: 429,
        message,
      },
    );
  });

  it('reports an unreachable server as a network failure in French', async () => {
    const fetchFn: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(createSessionApi(config, fetchFn, envelope).login('a', 'b')).rejects.toMatchObject(
      {
        kind: 'network',
        message: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
      },
    );
  });

  it('logs out with the token as Bearer', async () => {
    const { fetchFn, seen } = fakeServer({ logout: { status: 200, body: { code: 0, data: {} } } });
    await createSessionApi(config, fetchFn, envelope).logout('jeton-42');
    expect(seen[0]?.url).toBe('https://locasuite.test/api/v1/logout');
    expect(seen[0]?.init.headers.Authorization).toBe('Bearer jeton-42');
  });
});
