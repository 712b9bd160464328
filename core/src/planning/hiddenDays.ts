/** spec 1 §9: weekday indices, Sunday 0, Monday 1 to Saturday 6, with their French names. */
export const WEEKDAYS = [
  { index: 0, label: 'Dimanche' },
  { index: 1, label: 'Lundi' },
  { index: 2, label: 'Mardi' },
  { index: 3, label: 'Mercredi' },
  { index: 4, label: 'Jeudi' },
  { index: 5, label: 'Vendredi' },
  { index: 6, label: 'Samedi' },
] as const;

/**
 * spec 1 §3 Settings: days to hide are comma-separated weekday numbers (0 Sunday). Unknown parts
 * are ignored; the result is sorted and without duplicates. All seven hidden would leave an empty
 * calendar, so that case shows every day.
 */
export function parseHiddenDays(value: unknown): number[] {
  const days = new Set<number>();
  for (const part of String(value ?? '').split(',')) {
    const trimmed = part.trim();
    if (/^[0-6]$/.test(trimmed)) days.add(Number(trimmed));
  }
  if (days.size === 7) return [];
  return [...days].sort((a, b) => a - b);
}

/** The comma-separated text `save_day_to_hide` takes (spec 1 §7). */
export function formatHiddenDays(days: readonly number[]): string {
  return [...new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))]
    .sort((a, b) => a - b)
    .join(',');
}
