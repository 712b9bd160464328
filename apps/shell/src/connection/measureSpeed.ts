/** The file the network indicator downloads (about 32 KB, never precached by the service worker). */
export const PROBE_PATH = '/connection-probe.txt';

/**
 * Spec 3 §4.5: downloads the probe from the app host without any cache and returns the speed in
 * megabits per second (bytes read × 8 / seconds / 10⁶), or 0 when the host cannot be reached.
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
    const seconds = Math.max(now() - started, 1) / 1000;
    return (bytes * 8) / seconds / 1_000_000;
  } catch {
    return 0;
  }
}
