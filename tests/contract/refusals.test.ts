import { createCryptoJsEnvelope } from '@locasuite/core';
import { HANDLER_SETS, HttpError, defineHandlers } from '@locasuite/mock-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvelope, startTestServer, type TestServer } from './support/testServer';

const HOUR = 3_600_000;
let clock = Date.UTC(2026, 2, 2, 8);
let t: TestServer;
let reader: string;
let planner: string;

// Handlers of a family nobody implements here yet, to check the 409/500 mapping.
const probes = defineHandlers('statistique', {
  getClientListe: () => {
    throw new HttpError(409, 'Ce client a été modifié entre-temps : rechargez la page.');
  },
  getAgencyListe: () => {
    throw new Error('panne simulée\n    at secret (/srv/locasuite/handler.ts:12:3)');
  },
});

beforeAll(async () => {
  t = await startTestServer({
    now: () => new Date(clock),
    handlers: [...HANDLER_SETS.filter((s) => s.family === 'general'), probes],
  });
  await t.addUser({
    login: 'lecteur',
    password: 'motdepasse1',
    applications: ['planning-disponibilite'],
  });
  await t.addUser({ login: 'stats', password: 'motdepasse1', applications: ['statistiques'] });
  await t.addUser({ login: 'cible', password: 'motdepasse1' });
  reader = await t.signIn('lecteur', 'motdepasse1');
  planner = await t.signIn('stats', 'motdepasse1');
});
afterAll(() => t.close());

const SESSION = 'Session invalide ou expirée : reconnectez-vous.';
const UNREADABLE =
  'Requête illisible : le message chiffré est absent ou ne peut pas être déchiffré.';

describe('refusals, each with its HTTP status, code and French message, always sealed', () => {
  it('400 for a body that is not { data: <ciphertext> } or not readable', async () => {
    const bodies = [
      'pas du json',
      '{}',
      '{"data":5}',
      '{"data":"garbage"}',
      JSON.stringify({ data: Buffer.from('Salted__12345678abc').toString('base64') }),
    ];
    for (const body of bodies) {
      expect(
        await t.raw('/api/v1/get_clients', body, { authorization: `Bearer ${reader}` }),
        body,
      ).toMatchObject({
        status: 400,
        code: 400,
        message: UNREADABLE,
      });
    }
  });

  it('400 for a payload sealed with another key', async () => {
    const other = createCryptoJsEnvelope('une autre clé');
    const body = JSON.stringify({
      data: other.sealSync({ email: 'lecteur', password: 'motdepasse1' }),
    });
    expect(await t.raw('/api/v1/user_login', body)).toMatchObject({
      status: 400,
      message: UNREADABLE,
    });
  });

  it('401 without a token, with a bad token, after logout and after expiry', async () => {
    expect(await t.call('/api/v1/get_clients', {})).toMatchObject({
      status: 401,
      code: 401,
      message: SESSION,
    });
    expect(await t.call('/api/v1/get_clients', {}, 'faux-jeton')).toMatchObject({
      status: 401,
      message: SESSION,
    });
    const own = await t.signIn('cible', 'motdepasse1');
    expect((await t.call('/api/v1/get_clients', {}, own)).code).toBe(0);
    await t.call('/api/v1/logout', {}, own);
    expect(await t.call('/api/v1/get_clients', {}, own)).toMatchObject({
      status: 401,
      message: SESSION,
    });

    const idle = await t.signIn('cible', 'motdepasse1');
    clock += 11 * HOUR;
    expect((await t.call('/api/v1/get_clients', {}, idle)).code).toBe(0); // slides to +12 h from now
    clock += 11 * HOUR;
    expect((await t.call('/api/v1/get_clients', {}, idle)).code).toBe(0);
    clock += 12 * HOUR + 1000;
    expect(await t.call('/api/v1/get_clients', {}, idle)).toMatchObject({
      status: 401,
      message: SESSION,
    });
    reader = await t.signIn('lecteur', 'motdepasse1');
    planner = await t.signIn('stats', 'motdepasse1');
  });

  it('403 when the family is not among the user’s applications, naming the tool', async () => {
    const answer = await t.call('/api/statistique/v1/getStatistiqueListe', {}, reader);
    expect(answer).toMatchObject({
      status: 403,
      code: 403,
      message: 'Accès refusé : votre compte n’a pas accès à l’outil Statistiques.',
    });
  });

  it('403 « Action réservée aux administrateurs. » for an admin call by a non-admin', async () => {
    const answer = await t.call(
      '/api/planningDisponibilite/v1/save_calendar_colors',
      { colors: '{"LOCATION":{"label":"Location","color":"#A1887F"}}' },
      reader,
    );
    expect(answer).toMatchObject({
      status: 403,
      code: 403,
      message: 'Action réservée aux administrateurs.',
    });
  });

  it('404 for a call that is not in the catalogue', async () => {
    const answer = await t.call('/api/v1/appel_inconnu', {}, reader);
    expect(answer).toMatchObject({
      status: 404,
      code: 404,
      message: 'Appel inconnu : /api/v1/appel_inconnu.',
    });
    expect((await t.call('/api/inconnu/v1/x', {})).status).toBe(404);
  });

  it('422 for a payload that fails its schema, naming the field', async () => {
    const answer = await t.call('/api/v1/get_contrat_from_num_contrat', {}, reader);
    expect(answer).toMatchObject({ status: 422, code: 422 });
    expect(answer.message).toContain('« numContrat »');
    const wrongType = await t.call('/api/v1/get_user_by_token', { token: 12 }, reader);
    expect(wrongType.status).toBe(422);
    expect(wrongType.message).toContain('« token »');
  });

  it('429 after 5 failed sign-ins for the same login, then the right password is refused too', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await t.call('/api/v1/user_login', { email: 'cible', password: `faux${i}` });
      expect(answer.status).toBe(401);
    }
    const locked = await t.call('/api/v1/user_login', { email: 'CIBLE', password: 'motdepasse1' });
    expect(locked).toMatchObject({
      status: 429,
      code: 429,
      message: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    });
    clock += 16 * 60_000;
    expect(
      (await t.call('/api/v1/user_login', { email: 'cible', password: 'motdepasse1' })).code,
    ).toBe(0);
  });

  it('501 for a catalogue call without a handler on this server', async () => {
    const answer = await t.call('/api/statistique/v1/getStatistiqueListe', {}, planner);
    expect(answer).toMatchObject({
      status: 501,
      code: 501,
      message: "Cet appel (getStatistiqueListe) n'est pas encore disponible sur ce serveur.",
    });
  });

  it('409 from a handler conflict, 500 without the stack for a handler failure', async () => {
    expect(await t.call('/api/statistique/v1/getClientListe', {}, planner)).toMatchObject({
      status: 409,
      code: 409,
      message: 'Ce client a été modifié entre-temps : rechargez la page.',
    });
    const failure = await t.call('/api/statistique/v1/getAgencyListe', {}, planner);
    expect(failure).toEqual({ status: 500, code: 500, message: 'Erreur interne du serveur.' });
  });

  it('answers every refusal in the envelope, never in clear', async () => {
    const sealed = async (headers: Record<string, string>) => {
      const response = await fetch(`${t.url}/api/v1/get_clients`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', ...headers },
      });
      const body = (await response.json()) as { data: string };
      expect(Object.keys(body)).toEqual(['data']);
      return testEnvelope.openSync(body.data);
    };
    expect(await sealed({ authorization: `Bearer ${reader}` })).toMatchObject({
      code: 400,
      message: UNREADABLE,
    });
    // Refused at the door, before the body is read: sealed all the same.
    expect(await sealed({})).toMatchObject({ code: 401, message: SESSION });
  });
});
