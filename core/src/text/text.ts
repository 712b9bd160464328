/**
 * A record's field as text, the one way every tool and the server read one: a string trimmed, a
 * finite number written out (the backend answers « 12 » or 12 alike), anything else (null,
 * missing, an object) empty.
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
