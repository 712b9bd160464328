/** spec 2 §3.1: the option key `use_{product}_tablette` (0 or 1) of one product (e.g. `sav`). */
export function tabletOptionKey(product: string): string {
  return `use_${product}_tablette`;
}

/**
 * spec 2 §4.1: whether sending to the tablet stops at 120. Only the value 0 turns the tablet off
 * (then a send goes straight to 130 and 120 leaves the legend); a missing option keeps it on.
 */
export function usesTablet(value: unknown): boolean {
  return String(value ?? '').trim() !== '0';
}

/** spec 2 §3.1 `statutToShow`: a comma list of status codes, trimmed, once each. */
export function statusesToShow(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}
