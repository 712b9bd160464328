import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { connectionQuality } from '@locasuite/core';
import { ConnectionIndicator } from '@locasuite/ui';
import { useConnectionSpeed } from './useConnectionSpeed';

/** The top bar's connection dot, measured every 30 s against the app host (spec 3 §4.5). */
export function ShellConnectionIndicator() {
  const speed = useConnectionSpeed();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <ConnectionIndicator
      quality={speed === null ? null : connectionQuality(speed).quality}
      showLabel={wide}
    />
  );
}
