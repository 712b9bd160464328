import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient } from '@locasuite/core';
import type { EventSourceLike, FetchInit } from '@locasuite/core';
import { useLive } from './useLive';
import { usePresence } from './usePresence';

/** What the browser's EventSource does, driven by the test. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
}

let posted: { url: string; init: FetchInit }[] = [];

function liveSession() {
  const live = createLiveClient({
    baseUrl: '',
    fetch: async (url, init) => {
      posted.push({ url, init });
      const body = url.endsWith('/ticket') ? { code: 0, data: { ticket: 'ticket' } } : { code: 0 };
      return {
        ok: true,
        status: 200,
        text: async () => JSON.stringify(body),
        arrayBuffer: async () => new ArrayBuffer(0),
      };
    },
    getToken: () => 'jeton',
    openEventSource: (url) => new FakeEventSource(url),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: () => 0.5,
  });
  return { live };
}

/** Lets the ticket's promise chain settle and opens the stream. */
async function opened(): Promise<FakeEventSource> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  const source = FakeEventSource.opened.at(-1)!;
  act(() => source.onopen?.({}));
  return source;
}

const change = (call: string) => ({
  family: 'planningLivraison',
  call,
  at: '2026-11-23T09:00:00.000Z',
});

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 9) });
  FakeEventSource.opened = [];
  posted = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLive', () => {
  it('calls onChange once after a burst of changes of its family, not for other families', async () => {
    const session = liveSession();
    const onChange = vi.fn();
    renderHook(() => useLive(session, 'planningLivraison', onChange, { debounceMs: 200 }));
    const source = await opened();
    expect(source.url).toBe('/api/live?ticket=ticket');
    act(() => {
      source.emit('change', change('save_day_to_hide'));
      source.emit('change', { ...change('x'), family: 'statistique' });
      source.emit('change', change('set_livraison_retour_comment'));
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(change('set_livraison_retour_comment'));
  });

  it('asks for a reload (null) after the stream came back', async () => {
    const session = liveSession();
    const onChange = vi.fn();
    renderHook(() => useLive(session, 'planningLivraison', onChange, { debounceMs: 0 }));
    const first = await opened();
    act(() => first.onerror?.({}));
    expect(first.closed).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const second = FakeEventSource.opened.at(-1)!;
    expect(second).not.toBe(first);
    act(() => second.onopen?.({}));
    act(() => vi.advanceTimersByTime(0));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('does nothing without a live channel, and stops listening when unmounted', async () => {
    const onChange = vi.fn();
    renderHook(() => useLive({}, 'planningLivraison', onChange));
    const session = liveSession();
    const { unmount } = renderHook(() => useLive(session, 'planningLivraison', onChange));
    const source = await opened();
    unmount();
    act(() => source.emit('change', change('save_day_to_hide')));
    act(() => vi.advanceTimersByTime(2000));
    expect(onChange).not.toHaveBeenCalled();
    expect(source.closed).toBe(true);
  });
});

describe('usePresence', () => {
  it('lists who else is moving what, until idle or until the presence ends unrenewed', async () => {
    const session = liveSession();
    const { result } = renderHook(() => usePresence(session, 'planningTechnicien'));
    const source = await opened();
    const moving = {
      family: 'planningTechnicien',
      subject: '12',
      user: 'Claire PERRIN',
      state: 'moving',
      until: new Date(Date.now() + 30_000).toISOString(),
    };
    act(() => source.emit('presence', moving));
    expect(result.current.movers.get('12')).toEqual(['Claire PERRIN']);
    act(() => source.emit('presence', { ...moving, state: 'idle', until: undefined }));
    expect(result.current.movers.size).toBe(0);

    act(() => source.emit('presence', moving));
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.movers.get('12')).toEqual(['Claire PERRIN']);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.movers.size).toBe(0);
  });

  it('counts a presence’s life on the device: a clock a day ahead or behind the server’s changes nothing', async () => {
    const session = liveSession();
    const { result } = renderHook(() => usePresence(session, 'planningTechnicien'));
    const source = await opened();
    for (const skew of [86_400_000, -86_400_000]) {
      const moving = {
        family: 'planningTechnicien',
        subject: '12',
        user: 'Claire PERRIN',
        state: 'moving',
        // Sent by a server whose clock is a day behind (or ahead of) this device's.
        until: new Date(Date.now() - skew + 30_000).toISOString(),
      };
      act(() => source.emit('presence', moving));
      act(() => vi.advanceTimersByTime(29_000));
      expect(result.current.movers.get('12')).toEqual(['Claire PERRIN']);
      act(() => vi.advanceTimersByTime(2_000));
      expect(result.current.movers.size).toBe(0);
    }
  });

  it('announces moving, renews it every 10 s, and says idle when done or unmounted', async () => {
    const session = liveSession();
    const { result, unmount } = renderHook(() => usePresence(session, 'planningTechnicien'));
    await opened();
    const presences = () =>
      posted.filter((p) => p.url === '/api/live/presence').map((p) => JSON.parse(p.init.body!));
    await act(async () => {
      result.current.moving('12');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(presences()).toEqual([{ family: 'planningTechnicien', subject: '12', state: 'moving' }]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(presences()).toHaveLength(2);
    await act(async () => {
      result.current.idle();
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(presences().map((p) => p.state)).toEqual(['moving', 'moving', 'idle']);
    await act(async () => {
      result.current.moving('13');
      await vi.advanceTimersByTimeAsync(0);
    });
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(presences().slice(3)).toEqual([
      { family: 'planningTechnicien', subject: '13', state: 'moving' },
      { family: 'planningTechnicien', subject: '13', state: 'idle' },
    ]);
  });
});
