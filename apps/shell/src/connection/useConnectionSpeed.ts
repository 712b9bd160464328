import { useEffect, useState } from 'react';
import { NETWORK_CHECK_INTERVAL_MS } from '@locasuite/core';
import { measureSpeed } from './measureSpeed';

/** Measures the connection now and every `intervalMs`; `null` until the first measure ends. */
export function useConnectionSpeed(intervalMs: number = NETWORK_CHECK_INTERVAL_MS): number | null {
  const [speed, setSpeed] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    const check = () => {
      void measureSpeed(window.fetch.bind(window), () => performance.now()).then((value) => {
        if (active) setSpeed(value);
      });
    };
    check();
    const timer = window.setInterval(check, intervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  return speed;
}
