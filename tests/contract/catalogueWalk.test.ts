import { CATALOGUE, callPath } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvelope, startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Status of a call made without any token, by its transport. */
async function anonymousStatus(def: (typeof CATALOGUE)[number]): Promise<number> {
  const url = t.url + callPath(def);
  if (def.transport === 'get') return (await fetch(`${url}?id=1`)).status;
  if (def.transport === 'multipart') {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    return (await fetch(url, { method: 'POST', body: form })).status;
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: testEnvelope.sealSync({}) }),
  });
  return response.status;
}

describe('the whole catalogue without a token', () => {
  it('answers 401 for every non-public call, and never 401 for a public one', async () => {
    expect(CATALOGUE.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const def of CATALOGUE) {
      const status = await anonymousStatus(def);
      const expected = def.access !== 'public';
      if (expected ? status !== 401 : status === 401) {
        wrong.push(`${callPath(def)} (${def.access}, ${def.transport}) → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    console.info(`[contract] ${CATALOGUE.length} appels parcourus sans jeton.`);
  });
});
