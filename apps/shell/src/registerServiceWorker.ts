/** How long no request may have finished before the worker is registered. */
export const QUIET_MS = 1_000;
/** The registration waits for a quiet network this long at most after the page's load. */
export const REGISTER_WITHIN_MS = 15_000;

interface QuietOptions {
  readonly quietMs?: number;
  readonly withinMs?: number;
}

/**
 * Runs `work` once the page's requests have stopped finishing for `quietMs` (its tool's code and
 * first calls are in), `withinMs` at most after now, then when the main thread is idle. The
 * requests are the Resource Timing entries as they finish (an open live channel finishes none).
 */
export function whenNetworkQuiet(work: () => void, options: QuietOptions = {}): void {
  const quietMs = options.quietMs ?? QUIET_MS;
  const withinMs = options.withinMs ?? REGISTER_WITHIN_MS;
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
  const run = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => work(), { timeout: quietMs });
    } else {
      work();
    }
  };
  const check = () => {
    const now = performance.now();
    const quietFor = now - lastEnd;
    if (quietFor >= quietMs || now - start >= withinMs) run();
    else setTimeout(check, Math.min(quietMs - quietFor, withinMs - (now - start)) + 10);
  };
  setTimeout(check, quietMs);
}

/**
 * Registers the service worker built by vite-plugin-pwa: it precaches the app shell so the suite
 * opens without a network. Only in production builds (the dev server has no `sw.js`).
 *
 * Not at the page's load: installing fetches and stores every file of the app (some ninety), which
 * on a first visit competed with the opened tool's code and first calls for the network, the
 * server and the device's processor. It waits until the page's own requests are over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the suite still works online; nothing to tell the person.
    });
  };
  const later = () => whenNetworkQuiet(register);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
