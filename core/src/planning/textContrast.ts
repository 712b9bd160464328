/**
 * The text colour of a coloured bar (every planning's bars, issue 34 item 13): WCAG 2's relative
 * luminance and contrast ratio (success criterion 1.4.3, « Contrast (Minimum) »: at least 4.5:1
 * for text), so that a label stays readable on whatever colour an administrator picks.
 */

/** WCAG 2 SC 1.4.3: the least contrast ratio of normal text with its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The suite's dark text (MUI's text.primary on white), used on light bars when it is readable. */
export const DARK_TEXT = '#212121';

/** The channels of `#RGB` or `#RRGGBB` (the `#` optional), or null for anything else. */
function channels(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a `#RRGGBB` (or `#RGB`) colour, 0 (black) to 1 (white); null if not one. */
export function relativeLuminance(color: string): number | null {
  const rgb = channels(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21 (the lighter's luminance + 0.05 over the darker's); null if either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The text colour of a bar: white on dark bars; on light ones the suite's dark grey when it reaches
 * 4.5:1, black otherwise (a mid-tone red such as #E53935 gives the grey 3.8:1 and black 5.0:1).
 * Whichever of white and black contrasts more always reaches 4.58:1, so every bar's text does.
 * Anything that is not a colour gets white.
 */
export function contrastTextColor(background: string): '#FFFFFF' | '#212121' | '#000000' {
  const white = contrastRatio(background, '#FFFFFF');
  const black = contrastRatio(background, '#000000');
  if (white === null || black === null || white >= black) return '#FFFFFF';
  const grey = contrastRatio(background, DARK_TEXT) ?? 0;
  return grey >= MIN_TEXT_CONTRAST ? DARK_TEXT : '#000000';
}
