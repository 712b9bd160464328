import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, generalCalls, isApiError } from '@locasuite/core';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import { failingCall } from './failingCall';
import { storyBaseUrl, storyEnvelope } from './storyApi';
import { createStoryClient, storySignIn } from './storyClient';
import { storySeed } from './storySeed';
import { baseHandlers, setStoryServerOpener } from './storyServer';

setStoryServerOpener(openInPageServer);
const server = setupServer(...baseHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Plain {
  code: number;
  data?: unknown;
  message?: string;
}

/** A raw POST of the API, as the client makes it, the answer opened. */
async function post(path: string, payload: unknown, token?: string) {
  const response = await fetch(`${storyBaseUrl()}/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: await storyEnvelope.seal(payload) }),
  });
  const body = (await response.json()) as { data: string };
  return { status: response.status, plain: (await storyEnvelope.open(body.data)) as Plain };
}

describe('the in-page server of the stories (the mock-api handlers over MSW)', () => {
  it('signs a demo user in with the real call and refuses a wrong password in French', async () => {
    const ok = await post('v1/user_login', { email: 'tech', password: 'tech' });
    expect(ok.status).toBe(200);
    expect(ok.plain).toEqual({ code: 0, data: { id: expect.stringMatching(/^[\w-]{40,}$/) } });
    const refused = await post('v1/user_login', { email: 'tech', password: 'non' });
    expect(refused).toEqual({
      status: 401,
      plain: { code: 401, message: "L'adresse email ou le mot de passe est incorrect" },
    });
  });

  it('answers a call in the contract shape: the seed clients as fieldData records', async () => {
    const answer = await createStoryClient('planif').general.get_clients({});
    const names = answer.data.map((row) => String(row.fieldData.SOCIETE));
    const seeded = storySeed().clients.map((c) => c.company_name);
    expect([...names].sort()).toEqual([...seeded].sort());
    expect(answer.data[0]?.fieldData).toHaveProperty('CODE_CLIENT');
  });

  it('returns the signed-in user under data.data.data[0].fieldData, without password', async () => {
    const answer = await createStoryClient('tech').general.get_user_by_token({});
    const user = answer.data.data[0]?.fieldData;
    expect(user).toMatchObject({ admin: 0, email: expect.stringContaining('@') });
    expect(String(user?.web_application_to_show)).toContain('planning-technicien');
    expect(user).not.toHaveProperty('password');
  });

  it('answers an invalid payload with 422 and a French message naming the field', async () => {
    const { status, plain } = await post(
      'planningLivraison/v1/get_materials',
      { start: 'demain', end: 0 },
      await storySignIn('admin'),
    );
    expect(status).toBe(422);
    expect(plain.code).toBe(422);
    expect(plain.message).toMatch(/« (start|end) »/);
  });

  it('refuses a call without a session, and an admin call to a non-admin', async () => {
    const anonymous = await post('v1/get_clients', {});
    expect(anonymous).toEqual({
      status: 401,
      plain: { code: 401, message: 'Session invalide ou expirée : reconnectez-vous.' },
    });
    const refused = await createStoryClient('planif')
      .call(calls.planningLivraison.set_technicien_liste_to_show, { liste: 'Personne' })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && [refused.status, refused.message]).toEqual([
      403,
      'Action réservée aux administrateurs.',
    ]);
  });

  it('lets a story make one call fail while the others are still answered', async () => {
    server.use(failingCall(generalCalls.get_agency, 'error'));
    try {
      const client = createStoryClient('admin');
      const failed = await client.general.get_agency({}).catch((error: unknown) => error);
      expect(isApiError(failed) && [failed.status, failed.message]).toEqual([
        500,
        'Erreur interne du serveur.',
      ]);
      expect((await client.general.get_agency_soft({})).data.length).toBe(
        storySeed().agencies.length,
      );
    } finally {
      server.resetHandlers();
    }
  });
});
