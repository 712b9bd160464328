import { findCallByPath } from '@locasuite/core';
import { expect } from 'vitest';
import { startTestServer, type Answer, type TestServer } from './testServer';

/** The FileMaker-like list answer most family calls give. */
export type Records = { data: { fieldData: Record<string, unknown> }[] };

export interface SignedInServer {
  readonly t: TestServer;
  /** Tokens: the demo admin, the demo planner, and `compta`, who only has the statistics. */
  readonly admin: string;
  readonly planif: string;
  readonly outsider: string;
}

/** A server on the seeded demo database, with an admin, a planner and an outsider signed in. */
export async function startSignedInServer(): Promise<SignedInServer> {
  const t = await startTestServer({ seed: true });
  const admin = await t.signIn('admin', 'admin');
  const planif = await t.signIn('planif', 'planif');
  await t.addUser({ login: 'compta', password: 'compta-secret', applications: ['statistiques'] });
  const outsider = await t.signIn('compta', 'compta-secret');
  return { t, admin, planif, outsider };
}

/**
 * The calls of one family by their short name (`get_parc`), and `ok`, which checks a code-0 answer
 * in the catalogue's answer shape before handing its records back.
 */
export function familyCalls(base: string, server: () => TestServer) {
  return {
    call: (name: string, payload: unknown, token: string | null) =>
      server().call(`${base}/${name}`, payload, token),
    ok(name: string, answer: Answer): Records {
      expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
      const parsed = findCallByPath(`${base}/${name}`)!.answer.safeParse(answer.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      return answer.data as Records;
    },
    rows: (answer: Records) => answer.data.map((d) => d.fieldData),
  };
}
