import { describe, expect, it } from 'vitest';
import {
  parseIsoDay,
  parseWireDashDay,
  parseWireDateTime,
  parseWireDay,
  toIsoDay,
  toWireDashDay,
  toWireDateTime,
  toWireDay,
} from './wireFormats';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s);

describe('toWireDay', () => {
  it('writes MM/DD/YYYY (spec 2 §7)', () => {
    expect(toWireDay(utc(2025, 3, 4))).toBe('03/04/2025');
    expect(toWireDay(utc(2025, 12, 31, 23, 59, 59))).toBe('12/31/2025');
    expect(toWireDay(utc(2024, 2, 29))).toBe('02/29/2024');
    expect(toWireDay(Number.NaN)).toBe('');
  });
});

describe('toWireDateTime', () => {
  it('writes MM/DD/YYYY HH:mm:ss (spec 2 §7 edits)', () => {
    expect(toWireDateTime(utc(2025, 3, 4, 8, 5, 9))).toBe('03/04/2025 08:05:09');
    expect(toWireDateTime(utc(2025, 1, 1, 0, 0, 0))).toBe('01/01/2025 00:00:00');
    expect(toWireDateTime(utc(2025, 12, 31, 23, 59, 59))).toBe('12/31/2025 23:59:59');
  });
});

describe('toWireDashDay and toIsoDay', () => {
  it('write MM-DD-YYYY when saved and YYYY-MM-DD in forms (spec 3 §9)', () => {
    expect(toWireDashDay(utc(2025, 3, 4))).toBe('03-04-2025');
    expect(toIsoDay(utc(2025, 3, 4, 23, 59))).toBe('2025-03-04');
  });
});

describe('parsing wire formats back', () => {
  it('round-trips every format at the boundaries', () => {
    for (const ms of [
      utc(2024, 2, 29),
      utc(2024, 12, 31),
      utc(2025, 1, 1),
      utc(2025, 4, 30),
      utc(2025, 12, 31),
    ]) {
      expect(parseWireDay(toWireDay(ms))?.getTime()).toBe(ms);
      expect(parseWireDashDay(toWireDashDay(ms))?.getTime()).toBe(ms);
      expect(parseIsoDay(toIsoDay(ms))?.getTime()).toBe(ms);
    }
    const late = utc(2025, 12, 31, 23, 59, 59);
    expect(parseWireDateTime(toWireDateTime(late))?.getTime()).toBe(late);
    expect(parseWireDateTime('03/04/2025 08:05')?.getTime()).toBe(utc(2025, 3, 4, 8, 5));
  });

  it('give null for invalid input, never an exception', () => {
    expect(parseWireDay('02/29/2025')).toBeNull();
    expect(parseWireDay('13/01/2025')).toBeNull();
    expect(parseWireDay('31/12/2025')).toBeNull();
    expect(parseWireDay('12-31-2025')).toBeNull();
    expect(parseWireDay(undefined)).toBeNull();
    expect(parseWireDashDay('04-31-2025')).toBeNull();
    expect(parseWireDateTime('12/31/2025 23:59:60')).toBeNull();
    expect(parseWireDateTime('12/31/2025')).toBeNull();
    expect(parseIsoDay('2025-02-30')).toBeNull();
    expect(parseIsoDay('n’importe quoi')).toBeNull();
  });
});
