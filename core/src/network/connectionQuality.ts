/** spec 3 §4.5, §9: the network check runs every 30 seconds. */
export const NETWORK_CHECK_INTERVAL_MS = 30_000;

export type ConnectionQuality = 'good' | 'medium' | 'poor';

export interface ConnectionState {
  readonly quality: ConnectionQuality;
  readonly color: 'green' | 'orange' | 'red';
}

/**
 * The network indicator (spec 3 §4.5): speed above 1 is good (green), above 0.3 medium (orange),
 * otherwise poor (red). A speed that is not a number (no measure) counts as poor.
 */
export function connectionQuality(speed: number): ConnectionState {
  if (speed > 1) return { quality: 'good', color: 'green' };
  if (speed > 0.3) return { quality: 'medium', color: 'orange' };
  return { quality: 'poor', color: 'red' };
}

/**
 * The speed compared with the thresholds, in megabits per second: the content length fetched
 * divided by the time taken (the spec names the measure, not its unit; Mbit/s is ours).
 */
export function speedMbps(bytes: number, durationMs: number): number {
  if (!(bytes >= 0) || !(durationMs > 0)) return 0;
  return (bytes * 8) / 1_000_000 / (durationMs / 1000);
}
