import { describe, expect, it } from 'vitest';
import { text } from './text';

describe('text', () => {
  it('trims a string and writes a number out, as the backend answers either', () => {
    expect(text('  Lyon Gerland ')).toBe('Lyon Gerland');
    expect(text(12)).toBe('12');
    expect(text(0)).toBe('0');
    expect(text('12')).toBe('12');
  });

  it('is empty for what is no text: missing, null, NaN, objects, booleans', () => {
    for (const value of [undefined, null, Number.NaN, Infinity, {}, [], true]) {
      expect(text(value)).toBe('');
    }
  });
});
