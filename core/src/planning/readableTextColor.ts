const channel = (hex: string) => {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/**
 * Black or white, whichever contrasts more with a `#RRGGBB` background (WCAG relative
 * luminance), so the delivery planning's bar labels stay readable whatever colour the admin picks;
 * white for anything else. (`contrastTextColor` gives the other plannings' dark grey #212121.)
 */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!m) return '#FFFFFF';
  const l = 0.2126 * channel(m[1]!) + 0.7152 * channel(m[2]!) + 0.0722 * channel(m[3]!);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
}
