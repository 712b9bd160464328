import { useEffect, useState } from 'react';
import { NETWORK_CHECK_INTERVAL_MS } from '@locasuite/core';
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

/** Measures the connection now and every `intervalMs`; `null` until the first measure ends. */
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
    check();
    const timer = window.setInterval(check, intervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  return measure;
}
