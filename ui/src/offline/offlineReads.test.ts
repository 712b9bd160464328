import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES, ApiError, calls } from '@locasuite/core';
import type { CallDef, CallOnly } from '@locasuite/core';
import { deviceStore } from './deviceStore';
import { clearDeviceAnswers, deviceUserOf } from './deviceAnswers';
import {
  loadWithDeviceAnswers,
  storedAnswerKey,
  useDeviceAnswers,
  withOfflineReads,
} from './offlineReads';

const materials = calls.etatdl.get_materials;
const options = calls.etatdl.get_options;
const edit = calls.etatdl.edit_material;

const unreachable = () =>
  new ApiError('network', API_ERROR_MESSAGES.network, { call: 'etatdl.get_materials' });
const refusedWith = (status: number) =>
  new ApiError('http', `Refus ${status}`, { call: 'etatdl.get_materials', status });

const rows = (contract: string) => ({ data: [{ fieldData: { CLD_NUM_CONTRAT: contract } }] });

/** A server the test switches between answering, unreachable and refusing. */
function fakeServer() {
  const server = {
    mode: 'up' as 'up' | 'down' | number,
    answer: rows('C1') as unknown,
    /** Answers by call name, for a load that reads several calls. */
    answers: {} as Record<string, unknown>,
    seen: [] as { name: string; payload: unknown }[],
    client: {
      call: vi.fn(async (def: CallDef, payload: unknown) => {
        server.seen.push({ name: def.name, payload });
        if (server.mode === 'down') throw unreachable();
        if (typeof server.mode === 'number') throw refusedWith(server.mode);
        return def.name in server.answers ? server.answers[def.name] : server.answer;
      }),
    } as unknown as CallOnly,
  };
  return server;
}

let clock = Date.UTC(2026, 10, 25, 13, 32);
const now = () => clock;

async function storedRows() {
  return deviceStore().answers.toArray();
}

/** Waits until the answer of the call just made is kept (kept after it is given to the page). */
async function keptFor(user: string, count = 1) {
  await vi.waitFor(async () => {
    const all = await deviceStore().answers.where('user').equals(user).count();
    expect(all).toBeGreaterThanOrEqual(count);
  });
}

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 25, 13, 32);
  await deviceStore().answers.clear();
  await deviceStore().pending.clear();
});

afterEach(() => vi.restoreAllMocks());

describe('storedAnswerKey', () => {
  it('names the user, the call and the payload with sorted keys, never the token', () => {
    expect(
      storedAnswerKey('paul@loca.fr', options, { b: 1, a: { d: 2, c: 3 }, token: 'secret' }),
    ).toBe('paul@loca.fr|etatdl/get_options|{"a":{"c":3,"d":2},"b":1}');
    expect(storedAnswerKey('paul@loca.fr', materials, {})).toBe(
      'paul@loca.fr|etatdl/get_materials|{}',
    );
    expect(storedAnswerKey('p', materials, undefined)).toBe('p|etatdl/get_materials|null');
  });
});

describe('withOfflineReads', () => {
  it('keeps each answer of a read, and answers it again when the server is unreachable', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, { user: 'paul@loca.fr', reads: [materials], now });
    await expect(api.call(materials, {})).resolves.toEqual(rows('C1'));
    await keptFor('paul@loca.fr');
    const [row] = await storedRows();
    expect(row).toMatchObject({
      key: 'paul@loca.fr|etatdl/get_materials|{}',
      user: 'paul@loca.fr',
      answer: rows('C1'),
      savedAt: clock,
    });
    expect(JSON.stringify(row)).not.toContain('secret');

    server.mode = 'down';
    await expect(api.call(materials, {})).resolves.toEqual(rows('C1'));
    expect(server.seen).toHaveLength(2);
  });

  it('never answers a refusal from the device: 401, 403, 404, 422 and 500 stay failures', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, { user: 'paul@loca.fr', reads: [materials], now });
    await api.call(materials, {});
    await keptFor('paul@loca.fr');
    for (const status of [401, 403, 404, 422, 500]) {
      server.mode = status;
      const error = await api.call(materials, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'http', status });
    }
  });

  it('gives another user of the same device nothing of the first one’s answers', async () => {
    const server = fakeServer();
    const paul = withOfflineReads(server.client, { user: 'paul@loca.fr', reads: [materials], now });
    await paul.call(materials, {});
    await keptFor('paul@loca.fr');

    server.mode = 'down';
    const claire = withOfflineReads(server.client, {
      user: 'claire@loca.fr',
      reads: [materials],
      now,
    });
    await expect(claire.call(materials, {})).rejects.toMatchObject({ kind: 'network' });
    await expect(paul.call(materials, {})).resolves.toEqual(rows('C1'));
  });

  it('keeps one answer per payload, and the latest one', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, { user: 'paul', reads: [options], now });
    server.answer = { data: [{ fieldData: { Key: 'a', Value: '1' } }] };
    await api.call(options, {});
    await keptFor('paul');
    clock += 60_000;
    server.answer = { data: [{ fieldData: { Key: 'a', Value: '2' } }] };
    await api.call(options, {});
    await vi.waitFor(async () => expect((await storedRows())[0]?.savedAt).toBe(clock));
    expect(await storedRows()).toHaveLength(1);

    server.mode = 'down';
    await expect(api.call(options, {})).resolves.toEqual(server.answer);
    await expect(
      api.call(calls.etatdl.get_photos, { contrat: 'C1', matricule: 'M1', type: 'DEPART' }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('sends writes and unlisted calls straight through, keeping nothing', async () => {
    const server = fakeServer();
    server.answer = {};
    const api = withOfflineReads(server.client, { user: 'paul', reads: [materials], now });
    await api.call(edit, { id: '1', contrat: 'C1', matricule: 'M1', data: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storedRows()).toEqual([]);
    server.mode = 'down';
    await expect(
      api.call(edit, { id: '1', contrat: 'C1', matricule: 'M1', data: {} }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('is the client itself without a user, so nothing is kept for nobody', () => {
    const server = fakeServer();
    expect(withOfflineReads(server.client, { user: '', reads: [materials] })).toBe(server.client);
    expect(withOfflineReads(server.client, { user: null, reads: [materials] })).toBe(server.client);
  });

  it('keeps the failure when the kept answer no longer has the call’s shape', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, { user: 'paul', reads: [materials], now });
    await deviceStore().answers.put({
      key: storedAnswerKey('paul', materials, {}),
      user: 'paul',
      answer: 'pas une liste',
      savedAt: clock,
    });
    server.mode = 'down';
    await expect(api.call(materials, {})).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('loadWithDeviceAnswers', () => {
  it('tells a load answered from the device, with the oldest time an answer was kept', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, {
      user: 'paul',
      reads: [materials, options],
      now,
    });
    server.answers.get_options = { data: [{ fieldData: { Key: 'a', Value: '1' } }] };
    const load = async (client: CallOnly) => {
      const [a, b] = await Promise.all([client.call(materials, {}), client.call(options, {})]);
      return [a, b];
    };
    const saved = clock;
    const online = await loadWithDeviceAnswers(api, load);
    expect(online.device).toEqual({ offline: false, savedAt: null });
    await keptFor('paul', 2);

    clock += 3_600_000;
    await api.call(options, {});
    await vi.waitFor(async () =>
      expect((await deviceStore().answers.get(storedAnswerKey('paul', options, {})))?.savedAt).toBe(
        clock,
      ),
    );
    server.mode = 'down';
    const offline = await loadWithDeviceAnswers(api, load);
    expect(offline.data).toEqual(online.data);
    expect(offline.device).toEqual({ offline: true, savedAt: saved });

    server.mode = 'up';
    expect((await loadWithDeviceAnswers(api, load)).device).toEqual({
      offline: false,
      savedAt: null,
    });
  });

  it('fails as the server failed when one read has no kept answer', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, { user: 'paul', reads: [materials, options], now });
    await api.call(materials, {});
    await keptFor('paul');
    server.mode = 'down';
    await expect(
      loadWithDeviceAnswers(api, (c) => Promise.all([c.call(materials, {}), c.call(options, {})])),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('answers online for a client that keeps nothing', async () => {
    const server = fakeServer();
    const result = await loadWithDeviceAnswers(server.client, (c) => c.call(materials, {}));
    expect(result).toEqual({ data: rows('C1'), device: { offline: false, savedAt: null } });
  });
});

describe('useDeviceAnswers', () => {
  it('says offline from the first device answer until the server answers again', async () => {
    const server = fakeServer();
    const api = withOfflineReads(server.client, { user: 'paul', reads: [materials], now });
    const { result } = renderHook(() => useDeviceAnswers(api));
    expect(result.current).toEqual({ offline: false, savedAt: null });
    await act(async () => {
      await api.call(materials, {});
    });
    await keptFor('paul');
    server.mode = 'down';
    await act(async () => {
      await api.call(materials, {});
    });
    expect(result.current).toEqual({ offline: true, savedAt: clock });
    server.mode = 'up';
    await act(async () => {
      await api.call(materials, {});
    });
    expect(result.current).toEqual({ offline: false, savedAt: null });
  });
});

describe('clearDeviceAnswers', () => {
  it('forgets one user’s answers and nothing else: never the work waiting to be sent', async () => {
    const server = fakeServer();
    await withOfflineReads(server.client, { user: 'paul', reads: [materials], now }).call(
      materials,
      {},
    );
    await withOfflineReads(server.client, { user: 'claire', reads: [materials], now }).call(
      materials,
      {},
    );
    await keptFor('paul');
    await keptFor('claire');
    await deviceStore().pending.put({
      key: 'etatdl:1',
      tool: 'etatdl',
      id: '1',
      user: 'paul',
      label: { Contrat: 'C1', Matricule: 'M1' },
      data: {},
      createdAt: clock,
      state: 'waiting',
    });
    await clearDeviceAnswers('paul');
    expect((await storedRows()).map((r) => r.user)).toEqual(['claire']);
    expect(await deviceStore().pending.count()).toBe(1);
    await expect(clearDeviceAnswers('')).resolves.toBeUndefined();
  });
});

describe('deviceUserOf', () => {
  it('is the email, else the name, else empty', () => {
    expect(deviceUserOf({ email: ' paul@loca.fr ', name: 'Paul' })).toBe('paul@loca.fr');
    expect(deviceUserOf({ email: '', name: 'Paul' })).toBe('Paul');
    expect(deviceUserOf(null)).toBe('');
  });
});
