import { cleanup, render } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from './LocaSuiteProvider';
import { REDUCED_MOTION_QUERY, withoutMotion } from './motion';
import { locaSuiteTheme } from './theme';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A device whose system setting answers `reduce` to the reduced-motion query. */
function deviceAsking(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function themeUnder(): Theme {
  let seen: Theme | undefined;
  function Probe() {
    seen = useTheme();
    return null;
  }
  render(
    <LocaSuiteProvider>
      <Probe />
    </LocaSuiteProvider>,
  );
  return seen!;
}

describe('reduced motion', () => {
  it('keeps the suite theme’s motion on a device that does not ask for less', () => {
    deviceAsking(false);
    const theme = themeUnder();
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create(['opacity'])).not.toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('makes dialogs, menus and ripples appear at once when the device asks for less motion', () => {
    deviceAsking(true);
    const theme = themeUnder();
    expect(theme.transitions.duration).toMatchObject({
      enteringScreen: 0,
      leavingScreen: 0,
      standard: 0,
      complex: 0,
    });
    expect(theme.transitions.create(['opacity'])).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme is the suite's: colours, texts, shapes.
    expect(theme.palette.primary.main).toBe(locaSuiteTheme.palette.primary.main);
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
    // Made once per theme: the pages below are not drawn again with a new theme on each render.
    expect(withoutMotion(locaSuiteTheme)).toBe(withoutMotion(locaSuiteTheme));
  });

  it('stops CSS animations under the same media query, in the baseline', () => {
    const overrides = locaSuiteTheme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, Record<string, string>>
    >;
    expect(overrides[`@media ${REDUCED_MOTION_QUERY}`]?.['*, *::before, *::after']).toMatchObject({
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    });
  });
});
