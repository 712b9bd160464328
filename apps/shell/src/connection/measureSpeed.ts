import { speedMbps } from '@locasuite/core';

/** The file the network indicator downloads (about 32 KB, never precached by the service worker). */
export const PROBE_PATH = '/connection-probe.txt';

/**
 * Spec 3 §4.5: downloads the probe from the app host without any cache and returns the speed in
 * megabits per second (core's `speedMbps`), or 0 when the host cannot be reached.
 */
export async function measureSpeed(
  fetchFn: typeof fetch,
  now: () => number,
  url: string = PROBE_PATH,
): Promise<number> {
  const started = now();
  try {
    const response = await fetchFn(`${url}?t=${Math.round(started)}`, { cache: 'no-store' });
    if (!response.ok) return 0;
    const bytes = (await response.arrayBuffer()).byteLength;
    return speedMbps(bytes, Math.max(now() - started, 1));
  } catch {
    return 0;
  }
}
