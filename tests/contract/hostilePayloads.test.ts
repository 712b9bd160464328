import { CALL_MESSAGES, CATALOGUE, callPath, type CallDef } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapLeaves, samplePayload } from './support/samplePayload';
import { testEnvelope, startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer({ seed: true });
  token = await t.signIn('admin', 'admin');
});
afterAll(() => t.close());

/** The three payloads that answered 500 (issue 9 §5), built from each call's own sample payload. */
const HOSTILE = {
  'un caractère NUL dans chaque texte': (def: CallDef) =>
    mapLeaves(samplePayload(def.payload), (s) => `${s}\u0000`),
  'des identifiants à 1e20': (def: CallDef) =>
    mapLeaves(
      samplePayload(def.payload, true),
      (s) => s,
      () => 1e20,
    ),
  'des textes de 9 Ko (un nom de connexion trop long)': (def: CallDef) =>
    mapLeaves(samplePayload(def.payload), () => 'a'.repeat(9 * 1024)),
} as const;

interface Outcome {
  readonly status: number;
  readonly message: string;
}

async function send(def: CallDef, payload: unknown, bearer: string): Promise<Outcome> {
  const url = t.url + callPath(def);
  const headers: Record<string, string> =
    def.access === 'public' ? {} : { authorization: `Bearer ${bearer}` };
  let response: Response;
  if (def.transport === 'get') {
    const query = new URLSearchParams(
      Object.entries(payload as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    response = await fetch(`${url}?${query}`, { headers });
  } else if (def.transport === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    form.append('file', new Blob(['%PDF-1.7']), 'piece\u0000.pdf');
    response = await fetch(url, { method: 'POST', body: form, headers });
  } else {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: testEnvelope.sealSync(payload) }),
    });
  }
  const text = await response.text();
  let message = '';
  try {
    const body = JSON.parse(text) as { data?: unknown; message?: string };
    message =
      typeof body.data === 'string'
        ? String((testEnvelope.openSync(body.data) as { message?: string }).message ?? '')
        : (body.message ?? '');
  } catch {
    // A binary success: no message to read.
  }
  return { status: response.status, message };
}

describe('every call of the catalogue with the hostile payloads (issue 9 §5)', () => {
  it('answers each one without a single 500, refusing them in French from the payload schema', async () => {
    const outcomes: {
      call: string;
      kind: string;
      withText: boolean;
      /** The call's own schema takes the payload (e.g. 9 KB in a free text of 20 000 at most). */
      schemaTakes: boolean;
      status: number;
      message: string;
    }[] = [];
    const jobs = CATALOGUE.flatMap((def) =>
      Object.entries(HOSTILE).map(([kind, build]) => ({ def, kind, build })),
    );
    // Four requests in flight at a time, as several staff members' pages would send them.
    const walk = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { def, kind, build } = job;
        // logout would end the walk's own session: it gets one of its own.
        const bearer = def.name === 'logout' ? await t.signIn('admin', 'admin') : token;
        const payload = build(def);
        const outcome = await send(def, payload, bearer);
        let withText = false;
        mapLeaves(payload, (text) => ((withText = true), text));
        const schemaTakes = def.payload.safeParse(payload).success;
        outcomes.push({ call: callPath(def), kind, withText, schemaTakes, ...outcome });
      }
    };
    await Promise.all([walk(), walk(), walk(), walk()]);
    const errors = outcomes.filter((o) => o.status >= 500 && o.status !== 501);
    const byDatabase = outcomes.filter((o) => o.message === CALL_MESSAGES.invalidValue);
    const refused = outcomes.filter((o) => o.status === 422);
    console.info(
      `[contract] ${CATALOGUE.length} appels × ${Object.keys(HOSTILE).length} charges hostiles = ${outcomes.length} requêtes : ${errors.length} réponse(s) 5xx (hors 501), ${refused.length} refus 422, ${byDatabase.length} refusée(s) par la base seulement.`,
    );
    expect(errors).toEqual([]);
    // The schemas refuse them first: the database's own refusal (a 422 too) is a safety net only.
    expect(byDatabase).toEqual([]);
    // A NUL or an over-long text is refused by the schema, naming the field; payloads without a
    // text, the 1e20 ones and those the schema takes (a long free text within its limit) may
    // reach a handler's own French refusal.
    const bySchema = refused.filter(
      (r) => r.withText && !r.schemaTakes && !r.kind.startsWith('des identifiants'),
    );
    expect(bySchema.length).toBeGreaterThan(0);
    for (const o of bySchema) {
      expect(o.message, `${o.call} ${o.kind}`).toMatch(/^(Le champ|Les données)/);
    }
    // The sign-in calls among them: NUL and an over-long name are refused before any password check.
    const signIns = outcomes.filter(
      (o) =>
        /\/(user_login|account_login|login)$/.test(o.call) &&
        !o.kind.startsWith('des identifiants'),
    );
    expect(signIns.length).toBe(8);
    for (const o of signIns) expect(o.status, `${o.call} ${o.kind}`).toBe(422);
  });
});
