import { describe, expect, it, vi } from 'vitest';
import type { CallDef } from '../catalogue';
import { calls } from '../registry';
import { createPrefetchingClient, PREFETCH_KEEP_MS } from './prefetch';
import type { CallOnly, ReadyCall } from './prefetch';

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

  it('reads at once the prefetched answers already in, for every render, but never for a later call', async () => {
    const server = countingClient();
    const { client, prefetcher } = createPrefetchingClient(server.inner, () => 0);
    const OLD = calls.planningTechnicien.get_old_events_liste;
    const both = (call: ReadyCall) => [call(LIST, WEEK), call(OLD, WEEK)];
    void prefetcher.call(LIST, WEEK);
    void prefetcher.call(OLD, WEEK);
    // Asked, not answered yet: nothing to read at once.
    expect(client.readReady(both)).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(client.readReady(both)).toEqual([1, 2]);
    // A render thrown away and started again reads the same answers.
    expect(client.readReady(both)).toEqual([1, 2]);
    // A later call (a reload) asks the server.
    expect(await client.call(LIST, WEEK)).toBe(3);
    expect(server.asked).toHaveLength(3);
  });

  it('reads nothing, and leaves the answers to the page’s calls, when one call is not answered', async () => {
    const server = countingClient();
    let t = 0;
    const { client, prefetcher } = createPrefetchingClient(server.inner, () => t);
    void prefetcher.call(LIST, WEEK);
    await Promise.resolve();
    await Promise.resolve();
    const reader = vi.fn((call: ReadyCall) => [
      call(LIST, WEEK),
      call(calls.planningTechnicien.get_old_events_liste, WEEK),
    ]);
    expect(client.readReady(reader)).toBeUndefined();
    expect(reader).toHaveBeenCalledTimes(1);
    expect(await client.call(LIST, WEEK)).toBe(1);
    // Failed or kept too long: not read either.
    server.failNext(true);
    void prefetcher.call(LIST, WEEK);
    await Promise.resolve();
    await Promise.resolve();
    expect(client.readReady((call) => call(LIST, WEEK))).toBeUndefined();
    server.failNext(false);
    void prefetcher.call(LIST, { ...WEEK, end: '12/07/2026' });
    await Promise.resolve();
    await Promise.resolve();
    t = PREFETCH_KEEP_MS + 1;
    expect(client.readReady((call) => call(LIST, { ...WEEK, end: '12/07/2026' }))).toBeUndefined();
  });

  it('lets an error of the reader itself through, and the answers to the page’s calls', async () => {
    const server = countingClient();
    const { client, prefetcher } = createPrefetchingClient(server.inner, () => 0);
    void prefetcher.call(LIST, WEEK);
    await Promise.resolve();
    await Promise.resolve();
    expect(() =>
      client.readReady((call) => {
        call(LIST, WEEK);
        throw new Error('illisible');
      }),
    ).toThrow('illisible');
    expect(await client.call(LIST, WEEK)).toBe(1);
  });
});
