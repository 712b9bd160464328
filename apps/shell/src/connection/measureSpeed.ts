import { speedMbps } from '@locasuite/core';

/** The file the network indicator downloads (about 32 KB, never precached by the service worker). */
export const PROBE_PATH = '/connection-probe.txt';

/**
 * Spec 3 §4.5: downloads the probe from the app host without any cache and returns the speed in
 * megabits per second (core's `speedMbps`), or `null` when the host cannot be reached or answers
 * an error (issue 11 item 1: that is an outage, not a slow line).
 *
 * The speed is the body's size over the time its bytes took to arrive, from the moment the
 * answer's headers came: the wait before them is the host's work (a loaded local server took
 * several hundred milliseconds to start answering, which read as « Connexion moyenne » against a
 * healthy server), while a slow line shows in the body's own transfer time.
 */
export async function measureSpeed(
  fetchFn: typeof fetch,
  now: () => number,
  url: string = PROBE_PATH,
  bodyTiming: (requested: string) => number | null = () => null,
): Promise<number | null> {
  try {
    const requested = `${url}?t=${Math.round(now())}`;
    const response = await fetchFn(requested, { cache: 'no-store' });
    if (!response.ok) return null;
    const answered = now();
    const bytes = (await response.arrayBuffer()).byteLength;
    // The browser's own timing of the body when it has one: the page's clock also counts the
    // time the main thread was busy elsewhere (charts drawing) before this code ran again.
    const duration = bodyTiming(requested) ?? now() - answered;
    return speedMbps(bytes, Math.max(duration, 1));
  } catch {
    return null;
  }
}
