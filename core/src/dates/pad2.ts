/**
 * Two-digit padding of hours, minutes, days and months (spec 2 §5.2, spec 3 §5.3: "time values are
 * padded to two digits"): 7 → `07`, 12 → `12`. Accepts numbers and numeric text.
 */
export function pad2(value: number | string): string {
  const text = String(value).trim();
  return text.length >= 2 ? text : text.padStart(2, '0');
}
