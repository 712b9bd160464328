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

/** The first measure runs when the page is idle, and within this delay at the latest. */
const FIRST_CHECK_WITHIN_MS = 2_000;

/**
 * Measures the connection once the page is idle, then every `intervalMs`; `null` until the first
 * measure ends.
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
    // The first measure waits for the page to be idle (2 s at most): its download must not take
    // one of the six connections, nor its answer a render, while a tool loads its code and data.
    const idle = typeof window.requestIdleCallback === 'function';
    const first = idle
      ? window.requestIdleCallback(check, { timeout: FIRST_CHECK_WITHIN_MS })
      : window.setTimeout(check, 0);
    const timer = window.setInterval(check, intervalMs);
    return () => {
      active = false;
      if (idle) window.cancelIdleCallback(first);
      else window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  return measure;
}
