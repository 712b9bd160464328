import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { createLocaSuiteTheme, locaSuiteTheme, locaSuiteTokens, tokensOf } from './theme';

describe('locaSuiteTheme', () => {
  it('carries the suite tokens: light grey on home and login, blue-grey inside tools', () => {
    expect(locaSuiteTheme.locaSuite.background).toEqual({ home: '#F2F4F7', tool: '#CFD8DC' });
    expect(locaSuiteTheme.palette.background.default).toBe(locaSuiteTokens.background.home);
  });

  it('speaks French in MUI components', () => {
    const pagination = locaSuiteTheme.components?.MuiTablePagination?.defaultProps;
    expect(pagination?.labelRowsPerPage).toBe('Lignes par page :');
    expect(locaSuiteTheme.components?.MuiAlert?.defaultProps?.closeText).toBe('Fermer');
  });

  it('writes every coloured button and chip at 4.5:1 at least, on white and under white words (WCAG AA)', () => {
    const { palette } = locaSuiteTheme;
    for (const color of ['primary', 'secondary', 'success', 'error', 'warning'] as const) {
      expect(getContrastRatio(palette[color].main, '#FFFFFF'), color).toBeGreaterThanOrEqual(4.5);
      expect(
        getContrastRatio(palette[color].main, palette[color].contrastText),
        color,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is rebuilt identically', () => {
    expect(createLocaSuiteTheme().palette.primary.main).toBe(locaSuiteTheme.palette.primary.main);
  });
});

describe('tokensOf', () => {
  it('falls back to the suite tokens under a plain MUI theme', () => {
    expect(tokensOf(createTheme())).toBe(locaSuiteTokens);
    expect(tokensOf(locaSuiteTheme)).toBe(locaSuiteTheme.locaSuite);
  });
});
