import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  contrastTextColor,
  relativeLuminance,
} from './textContrast';

describe('relativeLuminance (WCAG 2)', () => {
  it('is 0 for black, 1 for white, and follows the sRGB curve in between', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#FFF')).toBe(1);
    // #777777: channel 0.4667 → 0.1845 on the curve.
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 3);
  });

  it('is null for what is not a colour', () => {
    expect(relativeLuminance('rouge')).toBeNull();
    expect(relativeLuminance('#12345')).toBeNull();
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21:1 for black on white, 1:1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#E53935', '#E53935')).toBe(1);
  });

  it('#777777 on white is just under the 4.5:1 of SC 1.4.3 (4.48:1)', () => {
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('is null when either is not a colour', () => {
    expect(contrastRatio('vert', '#FFFFFF')).toBeNull();
  });
});

describe('contrastTextColor: every bar text reaches 4.5:1 (issue 34 item 13)', () => {
  it('writes dark grey text on light bars and white text on dark ones', () => {
    expect(contrastTextColor('#FFF176')).toBe(DARK_TEXT);
    expect(contrastTextColor('#81C784')).toBe(DARK_TEXT);
    expect(contrastTextColor('#A1887F')).toBe(DARK_TEXT);
    expect(contrastTextColor('#1E3A5F')).toBe('#FFFFFF');
    expect(contrastTextColor('#5D4037')).toBe('#FFFFFF');
  });

  it('writes black where the dark grey would fall under 4.5:1 (a mid-tone red)', () => {
    expect(contrastRatio('#E53935', DARK_TEXT)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastTextColor('#E53935')).toBe('#000000');
    expect(contrastTextColor('#FF0000')).toBe('#000000');
  });

  it('gives at least 4.5:1 on every colour of a 17-step RGB grid', () => {
    const steps = Array.from({ length: 17 }, (_, i) =>
      Math.min(255, i * 16)
        .toString(16)
        .padStart(2, '0'),
    );
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const background = `#${r}${g}${b}`;
          const ratio = contrastRatio(background, contrastTextColor(background)) ?? 0;
          expect(ratio, background).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
  });

  it('white for anything that is not a colour', () => {
    expect(contrastTextColor('pas une couleur')).toBe('#FFFFFF');
  });
});
