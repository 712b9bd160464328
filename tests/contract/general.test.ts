import { findCallByPath } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneralFixtures } from './support/fixtures';
import { testEnvelope, startTestServer, type Answer, type TestServer } from './support/testServer';

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  await insertGeneralFixtures(t.server.db);
  await t.addUser({
    login: 'marie.dupont',
    email: 'Marie.Dupont@locasuite.fr',
    password: 'motdepasse1',
    displayName: 'Marie Dupont',
    applications: ['planning-disponibilite', 'statistiques'],
    mails: ['contact@locasuite.fr', 'sav@locasuite.fr'],
    agencyId: 1,
    companyId: 1,
  });
  await t.addUser({ login: 'paul', password: 'motdepasse2', admin: true });
  token = await t.signIn('marie.dupont', 'motdepasse1');
});
afterAll(() => t.close());

/** A success: code 0, HTTP 200, and `data` in the catalogue's answer shape. */
function ok(path: string, answer: Answer) {
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  const def = findCallByPath(path);
  expect(def).toBeDefined();
  const parsed = def!.answer.safeParse(answer.data);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return answer.data;
}

describe('general family /api/v1', () => {
  it('user_login answers { id: <token> } for the login or the email in any case', async () => {
    for (const email of ['marie.dupont', 'MARIE.DUPONT@locasuite.fr']) {
      const data = ok(
        '/api/v1/user_login',
        await t.call('/api/v1/user_login', { email, password: 'motdepasse1' }),
      ) as { id: string };
      expect(data.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('user_login refuses a wrong password with the spec message', async () => {
    const answer = await t.call('/api/v1/user_login', { email: 'paul', password: 'mauvais' });
    expect(answer).toMatchObject({
      status: 401,
      code: 401,
      message: "L'adresse email ou le mot de passe est incorrect",
    });
  });

  it('get_user_by_token answers the user under data.data.data[0].fieldData, without id or password', async () => {
    const data = ok(
      '/api/v1/get_user_by_token',
      await t.call('/api/v1/get_user_by_token', { token }, token),
    ) as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    const user = data.data.data[0]?.fieldData;
    expect(user).toEqual({
      user_name: 'Marie Dupont',
      email: 'Marie.Dupont@locasuite.fr',
      admin: 0,
      web_application_to_show: 'planning-disponibilite,statistiques',
      planning_display: '{}',
      tech_to_show_planning_livraison: '',
      tech_to_show_planning_technicien: '',
      MAILS: 'contact@locasuite.fr|sav@locasuite.fr',
      user_id_agence: 1,
      user_id_societe: 1,
    });
    expect(user).not.toHaveProperty('user_id');
    expect(user).not.toHaveProperty('user_password');
  });

  it('get_user_by_token accepts the token in the payload only, as the spec sends it', async () => {
    const answer = await t.call('/api/v1/get_user_by_token', { token });
    expect(answer.code).toBe(0);
  });

  it('get_contrat_from_num_contrat answers the contract, 404 when unknown', async () => {
    const data = ok(
      '/api/v1/get_contrat_from_num_contrat',
      await t.call('/api/v1/get_contrat_from_num_contrat', { numContrat: 'LOC-2026-0001' }, token),
    ) as { data: { fieldData: Record<string, unknown> }[] };
    expect(data.data[0]?.fieldData).toMatchObject({
      CL_NUM_CONTRAT: 'LOC-2026-0001',
      CL_SUIVI_PAR: 'Marie Dupont',
      CL_CLIENT_COMPTE: 'C0001',
      CL_REF_COMMANDE: 'BC-778',
      CL_REF_CHANTIER: 'Résidence Les Tilleuls',
      CL_CLIENT_RAISON_SOCIALE: 'Bâtiments Éloïse',
      CL_CLIENT_ADRESSE: '12 rue de la République',
      CL_CLIENT_COMP_ADRESSE: 'Bâtiment B',
      CL_CLIENT_VILLE: 'Lyon',
      CL_CLIENT_CODEPOSTAL: '69002',
    });
    const missing = await t.call(
      '/api/v1/get_contrat_from_num_contrat',
      { numContrat: 'LOC-0' },
      token,
    );
    expect(missing).toMatchObject({
      status: 404,
      code: 404,
      message: 'Contrat introuvable : LOC-0.',
    });
  });

  it('get_societe_by_id answers the company with logos, the soft variant without', async () => {
    const full = ok(
      '/api/v1/get_societe_by_id',
      await t.call('/api/v1/get_societe_by_id', { id: 1 }, token),
    ) as {
      data: { fieldData: Record<string, unknown> }[];
    };
    expect(full.data[0]?.fieldData).toMatchObject({
      RS: 'LocaSuite Location SAS',
      CodeAPE: '7732Z',
      Capital: 150000,
    });
    expect(full.data[0]?.fieldData.Logo_JSON).toBe('{"Logo_Base64":"iVBORw0KGgo="}');
    const soft = ok(
      '/api/v1/get_societe_by_id_soft',
      await t.call('/api/v1/get_societe_by_id_soft', { id: '1' }, token),
    ) as {
      data: { fieldData: Record<string, unknown> }[];
    };
    expect(soft.data[0]?.fieldData).toMatchObject({ RS: 'LocaSuite Location SAS' });
    expect(soft.data[0]?.fieldData).not.toHaveProperty('Logo_JSON');
    expect(await t.call('/api/v1/get_societe_by_id', { id: 99 }, token)).toMatchObject({
      status: 404,
      message: 'Société introuvable : 99.',
    });
  });

  it('get_agency lists agencies; get_agency_soft only ag_nom and ID_Agence', async () => {
    const full = ok('/api/v1/get_agency', await t.call('/api/v1/get_agency', {}, token)) as {
      data: { fieldData: Record<string, unknown> }[];
    };
    expect(full.data.map((d) => d.fieldData.ag_nom)).toEqual([
      'LocaSuite Lyon',
      'LocaSuite Grenoble',
    ]);
    expect(full.data[0]?.fieldData).toMatchObject({
      ID_Agence: 1,
      ag_ville: 'Lyon',
      map_position_x: 4.85,
      map_position_y: 45.75,
    });
    const soft = ok(
      '/api/v1/get_agency_soft',
      await t.call('/api/v1/get_agency_soft', {}, token),
    ) as {
      data: { fieldData: Record<string, unknown> }[];
    };
    expect(soft.data.map((d) => d.fieldData)).toEqual([
      { ag_nom: 'LocaSuite Lyon', ID_Agence: 1 },
      { ag_nom: 'LocaSuite Grenoble', ID_Agence: 2 },
    ]);
  });

  it('get_clients lists the clients', async () => {
    const data = ok('/api/v1/get_clients', await t.call('/api/v1/get_clients', {}, token)) as {
      data: { fieldData: Record<string, unknown> }[];
    };
    expect(data.data.map((d) => d.fieldData.SOCIETE)).toEqual([
      'Aménagements Roux',
      'Bâtiments Éloïse',
    ]);
    expect(data.data[1]?.fieldData).toMatchObject({ CODE_CLIENT: 'C0001', CL_ID_SOCIETE: 1 });
  });

  it('the sign-in variants of the other tools answer the same token shape', async () => {
    const variants: [string, Record<string, string>][] = [
      ['/api/planningLivraison/v1/account_login', { username: 'paul', password: 'motdepasse2' }],
      ['/api/planningTechnicien/v1/login', { username: 'paul', password: 'motdepasse2' }],
      ['/api/etatdl/v1/user_login', { user_email: 'paul', user_password: 'motdepasse2' }],
    ];
    for (const [path, payload] of variants) {
      const data = ok(path, await t.call(path, payload)) as { id: string };
      const me = await t.call('/api/v1/get_user_by_token', { token: data.id }, data.id);
      expect(me.code, path).toBe(0);
    }
  });

  it('logout revokes the session', async () => {
    const own = await t.signIn('paul', 'motdepasse2');
    expect((await t.call('/api/v1/logout', {}, own)).code).toBe(0);
    expect(await t.call('/api/v1/get_user_by_token', { token: own }, own)).toMatchObject({
      status: 401,
      message: 'Session invalide ou expirée : reconnectez-vous.',
    });
  });
});

describe('general family: transport leniency', () => {
  it('get_user_by_token takes the Bearer token when the payload has none', async () => {
    const answer = await t.call('/api/v1/get_user_by_token', {}, token);
    expect(answer.code).toBe(0);
  });

  it('reads a { data } body posted as text/plain', async () => {
    const answer = await t.raw(
      '/api/v1/get_agency_soft',
      JSON.stringify({ data: testEnvelope.sealSync({}) }),
      {
        'content-type': 'text/plain;charset=UTF-8',
        authorization: `Bearer ${token}`,
      },
    );
    expect(answer.code).toBe(0);
  });
});
