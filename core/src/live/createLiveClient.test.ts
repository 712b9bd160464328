import { describe, expect, it } from 'vitest';
import type { FetchInit, FetchResponseLike } from '../api/client/createCallClient';
import { createLiveClient, type EventSourceLike, type LiveStatus } from './createLiveClient';
import { liveBackoffMs, parseLiveMessage } from './liveProtocol';

class FakeSource implements EventSourceLike {
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) });
  }
}

const response = (status: number, body: unknown): FetchResponseLike => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => JSON.stringify(body),
  arrayBuffer: async () => new ArrayBuffer(0),
});

function setup(answers: FetchResponseLike[] = []) {
  const sources: FakeSource[] = [];
  const requests: { url: string; init: FetchInit }[] = [];
  const timers: { run: () => void; ms: number; id: number }[] = [];
  let refused = 0;
  let nextId = 1;
  let ticket = 0;
  const client = createLiveClient({
    baseUrl: 'https://locasuite.test/',
    fetch: async (url, init) => {
      requests.push({ url, init });
      return answers.shift() ?? response(200, { code: 0, data: { ticket: `t${++ticket}` } });
    },
    getToken: () => 'secret-token',
    openEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ run, ms, id });
      return id;
    },
    clearTimeout: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    random: () => 0.5,
    onRefused: () => {
      refused += 1;
    },
  });
  const flush = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  const fire = async () => {
    const timer = timers.shift();
    timer?.run();
    await flush();
    return timer;
  };
  return { client, sources, requests, timers, flush, fire, refused: () => refused };
}

describe('parseLiveMessage', () => {
  it('reads changes and presences, and ignores anything else', () => {
    const change = {
      family: 'planningLivraison',
      call: 'save_day_to_hide',
      at: '2026-11-23T09:00:00.000Z',
    };
    expect(parseLiveMessage('change', JSON.stringify(change))).toEqual({ type: 'change', change });
    expect(parseLiveMessage('change', '{pas du json')).toBeNull();
    expect(
      parseLiveMessage('change', JSON.stringify({ ...change, family: 'inconnue' })),
    ).toBeNull();
    expect(parseLiveMessage('autre', JSON.stringify(change))).toBeNull();
    const presence = {
      family: 'planningTechnicien',
      subject: '12',
      user: 'Claire',
      state: 'moving',
    };
    expect(parseLiveMessage('presence', JSON.stringify(presence))).toEqual({
      type: 'presence',
      presence,
    });
  });
});

describe('liveBackoffMs', () => {
  it('doubles from 1 s up to 30 s, spread ± 20 %', () => {
    expect([0, 1, 2, 5, 12].map((n) => liveBackoffMs(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(liveBackoffMs(0, () => 0)).toBe(800);
    expect(liveBackoffMs(0, () => 1)).toBe(1200);
  });
});

describe('createLiveClient', () => {
  it('takes a ticket with the session, opens one stream and hands each family its events', async () => {
    const t = setup();
    const heard: unknown[] = [];
    const other: unknown[] = [];
    t.client.subscribe('planningLivraison', {
      onChange: (c) => heard.push(c),
      onPresence: (p) => heard.push(p),
    });
    t.client.subscribe('statistique', { onChange: (c) => other.push(c) });
    await t.flush();
    expect(t.requests).toHaveLength(1);
    expect(t.requests[0]).toMatchObject({
      url: 'https://locasuite.test/api/live/ticket',
      init: { method: 'POST', headers: { Authorization: 'Bearer secret-token' } },
    });
    expect(t.sources).toHaveLength(1);
    expect(t.sources[0]!.url).toBe('https://locasuite.test/api/live?ticket=t1');
    expect(t.sources[0]!.url).not.toContain('secret-token');
    t.sources[0]!.onopen?.({});
    expect(t.client.status()).toBe('open');
    const change = { family: 'planningLivraison', call: 'set_livraison_retour_comment', at: 'x' };
    t.sources[0]!.emit('change', change);
    const presence = { family: 'planningLivraison', subject: '1', user: 'Admin', state: 'moving' };
    t.sources[0]!.emit('presence', presence);
    t.sources[0]!.emit('change', { nonsense: true });
    t.sources[0]!.emit('resync', {});
    // The opening and the resync reach every family (a re-read each); a change only its own.
    expect(heard).toEqual([null, change, presence, null]);
    expect(other).toEqual([null, null]);
  });

  it('reconnects with a new ticket after 1 s, 2 s, 4 s, then tells listeners to reload', async () => {
    const t = setup([response(503, {})]);
    const heard: unknown[] = [];
    const statuses: LiveStatus[] = [];
    t.client.onStatus((s) => statuses.push(s));
    t.client.subscribe('planningLivraison', { onChange: (c) => heard.push(c) });
    await t.flush();
    expect(t.sources).toHaveLength(0);
    expect((await t.fire())?.ms).toBe(1000);
    t.sources[0]!.onopen?.({});
    expect(heard).toEqual([null]);
    t.sources[0]!.onerror?.({});
    expect(t.sources[0]!.closed).toBe(true);
    expect(t.timers[0]?.ms).toBe(1000);
    await t.fire();
    expect(t.sources[1]!.url).toContain('ticket=t2');
    t.sources[1]!.onerror?.({});
    expect(t.timers[0]?.ms).toBe(2000);
    await t.fire();
    t.sources[2]!.onopen?.({});
    // Changes may have been missed while the stream was down.
    expect(heard).toEqual([null, null]);
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('re-reads once when the stream first opens: a change saved before it opened is not missed', async () => {
    // The page has loaded its data, then subscribes; someone saves before the stream is open:
    // the server has no stream to tell yet, so only a re-read on opening shows that change.
    const t = setup();
    const heard: unknown[] = [];
    const other: unknown[] = [];
    t.client.subscribe('planningLivraison', { onChange: (c) => heard.push(c) });
    t.client.subscribe('statistique', { onChange: (c) => other.push(c) });
    await t.flush();
    expect(heard).toEqual([]);
    t.sources[0]!.onopen?.({});
    expect(heard).toEqual([null]);
    expect(other).toEqual([null]);
    // Once: events that follow are the changes themselves.
    const change = { family: 'planningLivraison', call: 'save_day_to_hide', at: 'x' };
    t.sources[0]!.emit('change', change);
    expect(heard).toEqual([null, change]);
  });

  it('stops and calls onRefused when the server refuses the session', async () => {
    const t = setup([response(401, { code: 401 })]);
    t.client.subscribe('planningLivraison', {});
    await t.flush();
    expect(t.client.status()).toBe('refused');
    expect(t.refused()).toBe(1);
    expect(t.timers).toHaveLength(0);
  });

  it('closes the stream a second after the last listener left, not when one comes back at once', async () => {
    const t = setup();
    const stop = t.client.subscribe('planningLivraison', {});
    await t.flush();
    stop();
    t.client.subscribe('planningLivraison', {})();
    expect(t.sources[0]!.closed).toBe(false);
    await t.fire();
    expect(t.sources[0]!.closed).toBe(true);
    expect(t.client.status()).toBe('closed');
  });

  it('posts a presence with the session and never rejects', async () => {
    const t = setup([response(200, { code: 0 })]);
    expect(await t.client.presence('planningTechnicien', '12', 'moving')).toBe(true);
    expect(t.requests[0]).toMatchObject({
      url: 'https://locasuite.test/api/live/presence',
      init: {
        method: 'POST',
        headers: { Authorization: 'Bearer secret-token' },
        body: JSON.stringify({ family: 'planningTechnicien', subject: '12', state: 'moving' }),
      },
    });
    const failing = createLiveClient({
      baseUrl: '',
      fetch: () => Promise.reject(new Error('réseau')),
      getToken: () => 'x',
      openEventSource: (url) => new FakeSource(url),
      setTimeout: () => 0,
      clearTimeout: () => {},
      random: () => 0,
    });
    expect(await failing.presence('planningTechnicien', '12', 'idle')).toBe(false);
  });
});
