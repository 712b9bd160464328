import { useSyncExternalStore } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { connectionQuality } from '@locasuite/core';
import { ConnectionIndicator } from '@locasuite/ui';
import type { ConnectionLevel } from '@locasuite/ui';
import { apiReachable, subscribeApiReachability } from './apiReachability';
import { useConnectionSpeed } from './useConnectionSpeed';
import type { SpeedMeasure } from './useConnectionSpeed';

/**
 * The level shown: unreachable when the API's last call got no answer or the probe failed
 * (issue 11 item 1), otherwise spec 3 §4.5's level from the measured speed.
 */
export function connectionLevel(
  measure: SpeedMeasure | null,
  apiAnswers: boolean,
): ConnectionLevel | null {
  if (!apiAnswers) return 'unreachable';
  if (measure === null) return null;
  if (!measure.reachable) return 'unreachable';
  return connectionQuality(measure.speed).quality;
}

/** The top bar's connection dot, measured every 30 s against the app host (spec 3 §4.5). */
export function ShellConnectionIndicator() {
  const measure = useConnectionSpeed();
  const apiAnswers = useSyncExternalStore(subscribeApiReachability, apiReachable);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return <ConnectionIndicator quality={connectionLevel(measure, apiAnswers)} showLabel={wide} />;
}
