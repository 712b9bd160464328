import { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** The person asked their system for less motion (an accessibility setting, WCAG 2.3.3). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

const stillThemes = new WeakMap<Theme, Theme>();

/**
 * The theme without motion: dialogs, menus, sections and tooltips appear and go at once (no fade,
 * grow, slide or collapse) and buttons have no ripple. CSS animations (progress indicators) are
 * stopped by the theme's baseline under the same media query.
 */
export function withoutMotion(theme: Theme): Theme {
  let still = stillThemes.get(theme);
  if (!still) {
    still = createTheme(theme, {
      transitions: { create: () => 'none', duration: NO_DURATION },
      components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
    });
    stillThemes.set(theme, still);
  }
  return still;
}

/** `theme`, or {@link withoutMotion} of it while the device asks for reduced motion. */
export function useMotionPreference(theme: Theme): Theme {
  const reduce = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return useMemo(() => (reduce ? withoutMotion(theme) : theme), [reduce, theme]);
}
