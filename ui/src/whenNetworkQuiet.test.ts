import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, QUIET_WITHIN_MS, whenNetworkQuiet } from './whenNetworkQuiet';

/** A PerformanceObserver whose resource entries the test hands out as requests finish. */
let observed: ((entries: { startTime: number; duration: number }[]) => void) | undefined;
class FakeObserver {
  constructor(callback: (list: { getEntries(): unknown[] }) => void) {
    observed = (entries) => callback({ getEntries: () => entries });
  }
  observe() {}
  disconnect() {
    observed = undefined;
  }
}

/** A request that finishes now (Resource Timing: start and duration). */
const finished = () => observed?.([{ startTime: performance.now() - 40, duration: 40 }]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observed = undefined;
});

describe('whenNetworkQuiet: work that can wait starts once the page’s requests are over', () => {
  it('waits while the opened tool’s code and first calls keep arriving', () => {
    const work = vi.fn();
    whenNetworkQuiet(work);
    // A first visit: chunks and calls finishing for two seconds after the page's load.
    for (let t = 0; t < 2_000; t += 250) {
      vi.advanceTimersByTime(250);
      finished();
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
    // Nothing observed any more.
    expect(observed).toBeUndefined();
  });

  it('runs after the quiet delay when nothing is requested', () => {
    const work = vi.fn();
    whenNetworkQuiet(work);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever on a page that never stops asking', () => {
    const work = vi.fn();
    whenNetworkQuiet(work);
    for (let t = 0; t < QUIET_WITHIN_MS - 500; t += 300) {
      vi.advanceTimersByTime(300);
      finished();
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by the function it gives (a screen left before)', () => {
    const work = vi.fn();
    const cancel = whenNetworkQuiet(work);
    vi.advanceTimersByTime(QUIET_MS / 2);
    cancel();
    vi.advanceTimersByTime(QUIET_WITHIN_MS);
    expect(work).not.toHaveBeenCalled();
    expect(observed).toBeUndefined();
  });

  it('runs after the quiet delay where the browser has no PerformanceObserver', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const work = vi.fn();
    whenNetworkQuiet(work);
    vi.advanceTimersByTime(QUIET_MS + 20);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
