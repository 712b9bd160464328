import { useEffect, useState } from 'react';
import { measureSpeed } from './measureSpeed';

/** Spec 3 §4.5: the check runs every 30 seconds. */
export const CONNECTION_CHECK_INTERVAL_MS = 30_000;

/** Measures the connection now and every `intervalMs`; `null` until the first measure ends. */
export function useConnectionSpeed(
  intervalMs: number = CONNECTION_CHECK_INTERVAL_MS,
): number | null {
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
