import { useEffect, useState } from 'react';
import { NETWORK_CHECK_INTERVAL_MS } from '@locasuite/core';
import { whenNetworkQuiet } from '@locasuite/ui';
import { measureSpeed } from './measureSpeed';

/** What the last measure found: a speed in Mbit/s, or the host could not be reached. */
export type SpeedMeasure = { reachable: true; speed: number } | { reachable: false };

/** The body's transfer time the Resource Timing API recorded for `url`, or null. */
function resourceBodyTime(url: string): number | null {
  const name = new URL(url, window.location.href).href;
  const entry = performance.getEntriesByName(name, 'resource').at(-1) as
    PerformanceResourceTiming | undefined;
  if (!entry || !(entry.responseEnd > 0) || !(entry.responseStart > 0)) return null;
  return entry.responseEnd - entry.responseStart;
}

/** The first measure runs once the page's requests are over, and within this delay at the latest. */
const FIRST_CHECK_WITHIN_MS = 5_000;

/**
 * Measures the connection once the page's requests are over, then every `intervalMs`; `null`
 * until the first measure ends.
 */
export function useConnectionSpeed(
  intervalMs: number = NETWORK_CHECK_INTERVAL_MS,
): SpeedMeasure | null {
  const [measure, setMeasure] = useState<SpeedMeasure | null>(null);

  useEffect(() => {
    let active = true;
    const check = () => {
      void measureSpeed(
        window.fetch.bind(window),
        () => performance.now(),
        undefined,
        resourceBodyTime,
      ).then((speed) => {
        if (active) setMeasure(speed === null ? { reachable: false } : { reachable: true, speed });
      });
    };
    // The first measure (a 33 kB download) waits for the page's own requests to be over (5 s at
    // most): it must not take one of the six connections, the server's time nor a render while a
    // tool loads its code and data. Idle alone came in the middle of a first load (the main
    // thread is idle while it waits for the network).
    const cancelFirst = whenNetworkQuiet(check, { withinMs: FIRST_CHECK_WITHIN_MS });
    const timer = window.setInterval(check, intervalMs);
    return () => {
      active = false;
      cancelFirst();
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  return measure;
}
