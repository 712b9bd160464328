import {
  ApiError,
  createApiClient,
  createCryptoJsEnvelope,
  userFromLookup,
  type ApiClient,
} from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE_KEY, startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
let token: string | null = null;
let client: ApiClient;

beforeAll(async () => {
  t = await startTestServer();
  await t.addUser({
    login: 'nadia',
    password: 'motdepasse1',
    applications: ['planning-disponibilite'],
  });
  client = createApiClient({
    baseUrl: t.url,
    // The browser's fallback envelope (no WebCrypto): the other files use the server's own.
    envelope: createCryptoJsEnvelope(ENVELOPE_KEY),
    getToken: () => token,
    fetch: (url, init) => fetch(url, init),
  });
});
afterAll(() => t.close());

describe('core’s typed client against the server', () => {
  it('signs in, looks the user up and signs out', async () => {
    const login = await client.general.user_login({ email: 'nadia', password: 'motdepasse1' });
    token = login.id;
    const lookup = await client.general.get_user_by_token({ token });
    const user = userFromLookup(lookup);
    expect(user).toMatchObject({
      user_name: 'nadia',
      admin: 0,
      web_application_to_show: 'planning-disponibilite',
    });
    await client.general.logout({});
    await expect(client.general.get_user_by_token({ token })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('turns each refusal into an ApiError with the server’s status and French message', async () => {
    token = (await client.general.user_login({ email: 'nadia', password: 'motdepasse1' })).id;
    const error = await client.statistique.getStatistiqueListe({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 403 });
    const admin = await client.planningDisponibilite
      .save_calendar_colors({ colors: '{}' })
      .catch((e: unknown) => e);
    expect(admin).toMatchObject({ status: 403, message: 'Action réservée aux administrateurs.' });
  });
});
