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

/**
 * spec 2 §3.1 unavailability types: CP (congé payé), RTT, CSS (congé sans solde), AEX (absence
 * exceptionnelle), CM (congé maladie), Autre. The list is replaced by what the server returns.
 */
export const DEFAULT_UNAVAILABILITY_TYPES: readonly {
  readonly TYPE: string;
  readonly LABEL: string;
}[] = [
  { TYPE: 'CP', LABEL: 'Congé payé' },
  { TYPE: 'RTT', LABEL: 'RTT' },
  { TYPE: 'CSS', LABEL: 'Congé sans solde' },
  { TYPE: 'AEX', LABEL: 'Absence exceptionnelle' },
  { TYPE: 'CM', LABEL: 'Congé maladie' },
  { TYPE: 'Autre', LABEL: 'Autre' },
];

/**
 * spec 2 §3.1: the unavailability types of a stored list (JSON array of codes, or of
 * `{ TYPE, LABEL }`); labels of known codes come from the spec, an unreadable list gives the
 * spec's six types.
 */
export function unavailabilityTypes(stored: unknown): { TYPE: string; LABEL: string }[] {
  let parsed: unknown = stored;
  if (typeof stored === 'string') {
    try {
      parsed = JSON.parse(stored);
    } catch {
      parsed = null;
    }
  }
  if (!Array.isArray(parsed)) return DEFAULT_UNAVAILABILITY_TYPES.map((t) => ({ ...t }));
  const types: { TYPE: string; LABEL: string }[] = [];
  for (const item of parsed) {
    const code =
      typeof item === 'string'
        ? item.trim()
        : item && typeof item === 'object' && typeof (item as { TYPE?: unknown }).TYPE === 'string'
          ? String((item as { TYPE: string }).TYPE).trim()
          : '';
    if (code === '' || types.some((t) => t.TYPE === code)) continue;
    const own = item && typeof item === 'object' ? (item as { LABEL?: unknown }).LABEL : undefined;
    const label =
      typeof own === 'string' && own.trim() !== ''
        ? own.trim()
        : (DEFAULT_UNAVAILABILITY_TYPES.find((t) => t.TYPE === code)?.LABEL ?? code);
    types.push({ TYPE: code, LABEL: label });
  }
  return types.length > 0 ? types : DEFAULT_UNAVAILABILITY_TYPES.map((t) => ({ ...t }));
}
