import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalHandlers } from './generalHandlers';
import { storyBaseUrl, storyEnvelope, storyToken } from './storyApi';
import { storySeed } from './storySeed';

const server = setupServer(...generalHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Plain {
  code: number;
  data?: unknown;
  message?: string;
}

async function post(name: string, payload: unknown, token?: string) {
  const response = await fetch(`${storyBaseUrl()}/api/v1/${name}`, {
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

describe('general handlers of the stories (spec 1 §7, answers sealed in the envelope)', () => {
  it('signs the demo users in and refuses a wrong password in French', async () => {
    const ok = await post('user_login', { email: 'admin', password: 'admin' });
    expect(ok).toEqual({ status: 200, plain: { code: 0, data: { id: storyToken('admin') } } });
    const refused = await post('user_login', { email: 'admin', password: 'non' });
    expect(refused.status).toBe(401);
    expect(refused.plain.message).toBe("L'adresse email ou le mot de passe est incorrect");
  });

  it('returns the user under data.data.data[0].fieldData, without password', async () => {
    const { plain } = await post(
      'get_user_by_token',
      { token: storyToken('tech') },
      storyToken('tech'),
    );
    const nested = plain.data as { data: { data: { fieldData: Record<string, unknown> }[] } };
    const user = nested.data.data[0]?.fieldData;
    expect(user).toMatchObject({ admin: 0, email: expect.stringContaining('@') });
    expect(String(user?.web_application_to_show)).toContain('planning-technicien');
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('user_password');
  });

  it('lists the seed clients as fieldData records, sorted by company name', async () => {
    const { plain } = await post('get_clients', {}, storyToken('planif'));
    const rows = (plain.data as { data: { fieldData: { SOCIETE: string } }[] }).data;
    expect(rows).toHaveLength(storySeed().clients.length);
    const names = rows.map((row) => row.fieldData.SOCIETE);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('answers the agencies with their logo as JSON text', async () => {
    const { plain } = await post('get_agency', {}, storyToken('admin'));
    const rows = (plain.data as { data: { fieldData: Record<string, unknown> }[] }).data;
    expect(rows).toHaveLength(storySeed().agencies.length);
    for (const row of rows) expect(typeof row.fieldData.Logo_JSON).toMatch(/string|undefined/);
  });

  it('refuses a call without a valid token', async () => {
    const { status, plain } = await post('get_clients', {});
    expect(status).toBe(401);
    expect(plain.message).toBe('Session invalide ou expirée : reconnectez-vous.');
  });

  it('finds a contract by number and says so in French when it does not exist', async () => {
    const contract = storySeed().contracts[0]!;
    const found = await post(
      'get_contrat_from_num_contrat',
      { numContrat: contract.num_contrat },
      storyToken('admin'),
    );
    expect(found.plain.code).toBe(0);
    const missing = await post(
      'get_contrat_from_num_contrat',
      { numContrat: 'X0' },
      storyToken('admin'),
    );
    expect(missing).toEqual({
      status: 404,
      plain: { code: 404, message: 'Contrat introuvable : X0.' },
    });
  });
});
