/**
 * Weights of delivery management (issue 35, DECISIONS.md « loads exact to 0.1 kg »): a weight is
 * kept as an integer number of hectograms (100 g), so sums never drift the way 0.1 + 0.2 does.
 */

/** 1 kg = 10 hg. */
const HG_PER_KG = 10;
/** The heaviest weight one item may weigh: 100 t, far above any rented machine. */
export const MAX_ITEM_HG = 1_000_000;

const KG_TEXT = /^\s*(\d{1,7})(?:[.,](\d))?\s*(?:kg)?\s*$/i;

/**
 * A weight in kg as typed or stored (`12`, `12.5`, `12,5`, `12,5 kg`, or a number) → hectograms,
 * or null when it is not a weight (negative, NaN, more than one decimal, empty, over 100 t).
 */
export function parseKg(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const hg = Math.round(value * HG_PER_KG);
    // 12.5 is 125 hg; 12.55 has a second decimal: refused rather than silently rounded.
    if (Math.abs(hg - value * HG_PER_KG) > 1e-6) return null;
    return hg <= MAX_ITEM_HG ? hg : null;
  }
  if (typeof value !== 'string') return null;
  const match = KG_TEXT.exec(value);
  if (!match) return null;
  const hg = Number(match[1]) * HG_PER_KG + Number(match[2] ?? '0');
  return hg <= MAX_ITEM_HG ? hg : null;
}

/** Hectograms → the wire's kg text with a dot (`125` → `12.5`, `120` → `12`). */
export function kgWire(hg: number): string {
  const whole = Math.trunc(hg / HG_PER_KG);
  const tenth = Math.abs(hg % HG_PER_KG);
  return tenth === 0 ? String(whole) : `${whole}.${tenth}`;
}

/** Hectograms → French text (`125` → `12,5 kg`, `12500` → `1 250 kg`). */
export function formatKg(hg: number): string {
  const whole = Math.trunc(hg / HG_PER_KG);
  const tenth = Math.abs(hg % HG_PER_KG);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const sign = hg < 0 ? '-' : '';
  return `${sign}${grouped}${tenth === 0 ? '' : `,${tenth}`} kg`;
}

/** The exact sum of weights in hectograms. */
export function sumHg(weights: readonly number[]): number {
  return weights.reduce((total, hg) => total + hg, 0);
}
