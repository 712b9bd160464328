import { findCallByPath } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from './support/testServer';

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer({ seed: true });
  token = await t.signIn('admin', 'admin');
});
afterAll(() => t.close());

function ok(path: string, answer: Answer) {
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  const parsed = findCallByPath(path)!.answer.safeParse(answer.data);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  return answer.data as { data: { fieldData: Record<string, unknown> }[] };
}

describe('general family on the seeded database', () => {
  it('signs in the demo administrator and describes them', async () => {
    const me = (await t.call('/api/v1/get_user_by_token', { token }, token)).data as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    expect(me.data.data[0]?.fieldData.admin).toBe(1);
  });

  it('answers agencies, clients, a company and a contract in the catalogue shapes', async () => {
    const agencies = ok('/api/v1/get_agency', await t.call('/api/v1/get_agency', {}, token));
    expect(agencies.data.length).toBeGreaterThan(0);
    ok('/api/v1/get_agency_soft', await t.call('/api/v1/get_agency_soft', {}, token));
    const clients = ok('/api/v1/get_clients', await t.call('/api/v1/get_clients', {}, token));
    expect(clients.data.length).toBeGreaterThan(0);
    const companyId = (
      await t.server.db.selectFrom('companies').select('id').executeTakeFirstOrThrow()
    ).id;
    ok(
      '/api/v1/get_societe_by_id',
      await t.call('/api/v1/get_societe_by_id', { id: companyId }, token),
    );
    ok(
      '/api/v1/get_societe_by_id_soft',
      await t.call('/api/v1/get_societe_by_id_soft', { id: companyId }, token),
    );
    const contract = await t.server.db
      .selectFrom('contracts')
      .select('num_contrat')
      .executeTakeFirstOrThrow();
    const found = ok(
      '/api/v1/get_contrat_from_num_contrat',
      await t.call(
        '/api/v1/get_contrat_from_num_contrat',
        { numContrat: contract.num_contrat },
        token,
      ),
    );
    expect(found.data[0]?.fieldData.CL_NUM_CONTRAT).toBe(contract.num_contrat);
    expect(found.data[0]?.fieldData.CL_CLIENT_RAISON_SOCIALE).toEqual(expect.any(String));
  });
});
