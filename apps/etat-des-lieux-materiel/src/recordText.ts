/** A record field as text: a string trimmed, a number written out, anything else empty. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
