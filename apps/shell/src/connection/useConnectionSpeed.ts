import { useEffect, useState } from 'react';
import { NETWORK_CHECK_INTERVAL_MS } from '@locasuite/core';
import { measureSpeed } from './measureSpeed';

/** What the last measure found: a speed in Mbit/s, or the host could not be reached. */
export type SpeedMeasure = { reachable: true; speed: number } | { reachable: false };

/** Measures the connection now and every `intervalMs`; `null` until the first measure ends. */
export function useConnectionSpeed(
  intervalMs: number = NETWORK_CHECK_INTERVAL_MS,
): SpeedMeasure | null {
  const [measure, setMeasure] = useState<SpeedMeasure | null>(null);

  useEffect(() => {
    let active = true;
    const check = () => {
      void measureSpeed(window.fetch.bind(window), () => performance.now()).then((speed) => {
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
