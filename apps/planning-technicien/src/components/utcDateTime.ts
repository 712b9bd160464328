/**
 * The planning is in UTC (spec 1 §1): a `datetime-local` field shows and reads UTC wall time.
 * `fromInput` gives null for an empty or incomplete field, never NaN.
 */
export function toInput(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 16) : '';
}

export function fromInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isFinite(ms) ? ms : null;
}
