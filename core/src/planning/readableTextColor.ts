import { contrastRatio } from './textContrast';

/**
 * Black or white, whichever contrasts more with a `#RRGGBB` background (WCAG relative
 * luminance, `textContrast`), so the delivery planning's bar labels stay readable whatever colour
 * the admin picks; white for anything else. (`contrastTextColor` gives the other plannings' dark
 * grey #212121 where it is readable.)
 */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#FFFFFF';
  const white = contrastRatio(background, '#FFFFFF') ?? 0;
  const black = contrastRatio(background, '#000000') ?? 0;
  return black >= white ? '#000000' : '#FFFFFF';
}
