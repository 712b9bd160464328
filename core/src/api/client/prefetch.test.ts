import { describe, expect, it } from 'vitest';
import type { CallDef } from '../catalogue';
import { calls } from '../registry';
import { createPrefetchingClient, PREFETCH_KEEP_MS } from './prefetch';
import type { CallOnly } from './prefetch';

const LIST = calls.planningTechnicien.get_events_liste;
const WEEK = { start: '11/23/2026', end: '11/30/2026' };

/** A client that counts its calls and answers each with its number, or fails when told to. */
function countingClient() {
  const asked: string[] = [];
  let fail = false;
  const inner: CallOnly = {
    call(def: CallDef, payload: unknown) {
      asked.push(`${def.name} ${JSON.stringify(payload)}`);
      const n = asked.length;
      return (fail ? Promise.reject(new Error(`échec ${n}`)) : Promise.resolve(n)) as never;
    },
  };
  return {
    inner,
    asked,
    failNext(value: boolean) {
      fail = value;
    },
  };
}

describe('createPrefetchingClient (a tool’s first loads start before its first render)', () => {
  it('answers the page’s identical call with the prefetched answer, once', async () => {
    const server = countingClient();
    let t = 0;
    const { client, prefetcher } = createPrefetchingClient(server.inner, () => t);
    void prefetcher.call(LIST, WEEK);
    t = 500;
    expect(await client.call(LIST, WEEK)).toBe(1);
    expect(server.asked).toHaveLength(1);
    // The next identical call (a reload) asks the server.
    expect(await client.call(LIST, WEEK)).toBe(2);
    expect(server.asked).toHaveLength(2);
  });

  it('does not answer another payload, another call, or an answer kept too long', async () => {
    const server = countingClient();
    let t = 0;
    const { client, prefetcher } = createPrefetchingClient(server.inner, () => t);
    void prefetcher.call(LIST, WEEK);
    expect(await client.call(LIST, { ...WEEK, end: '12/07/2026' })).toBe(2);
    expect(await client.call(calls.planningTechnicien.get_old_events_liste, WEEK)).toBe(3);
    t = PREFETCH_KEEP_MS + 1;
    expect(await client.call(LIST, WEEK)).toBe(4);
    expect(server.asked).toHaveLength(4);
  });

  it('asks again for real when the prefetch failed, so the page sees its own call', async () => {
    const server = countingClient();
    const { client, prefetcher } = createPrefetchingClient(server.inner, () => 0);
    server.failNext(true);
    await expect(prefetcher.call(LIST, WEEK)).rejects.toThrow('échec 1');
    server.failNext(false);
    expect(await client.call(LIST, WEEK)).toBe(2);
  });

  it('leaves the rest of the client as it is', () => {
    const inner = { ...countingClient().inner, other: 'bound families' };
    const { client } = createPrefetchingClient(inner, () => 0);
    expect(client.other).toBe('bound families');
  });
});
