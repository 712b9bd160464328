/** How long no request may have finished for the network to count as quiet. */
export const QUIET_MS = 1_000;
/** How long `whenNetworkQuiet` waits at most, by default. */
export const QUIET_WITHIN_MS = 15_000;

interface QuietOptions {
  readonly quietMs?: number;
  readonly withinMs?: number;
}

/**
 * Runs `work` once the page's requests have stopped finishing for `quietMs` (its tool's code and
 * first calls are in), `withinMs` at most after now, then when the main thread is idle: for work
 * that can wait and would otherwise compete with a first load for the network, the server and the
 * device's processor. The requests are the Resource Timing entries as they finish (an open live
 * channel finishes none). Gives a function that cancels it.
 */
export function whenNetworkQuiet(work: () => void, options: QuietOptions = {}): () => void {
  const quietMs = options.quietMs ?? QUIET_MS;
  const withinMs = options.withinMs ?? QUIET_WITHIN_MS;
  const start = performance.now();
  let lastEnd = start;
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver === 'function') {
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          lastEnd = Math.max(lastEnd, entry.startTime + entry.duration);
      });
      observer.observe({ type: 'resource', buffered: true });
    } catch {
      observer = undefined;
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(() => work(), { timeout: quietMs });
    } else {
      work();
    }
  };
  const check = () => {
    const now = performance.now();
    const quietFor = now - lastEnd;
    if (quietFor >= quietMs || now - start >= withinMs) run();
    else timer = setTimeout(check, Math.min(quietMs - quietFor, withinMs - (now - start)) + 10);
  };
  timer = setTimeout(check, quietMs);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
