import { describe, expect, it } from 'vitest';
import { addDaysUtc, dayTimestamp, endOfDayUtc, startOfDayUtc } from './dayTimestamp';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s, ms);

describe('dayTimestamp', () => {
  it('is that day at 12:00 UTC in ms (spec 2 §3.2)', () => {
    expect(dayTimestamp(utc(2025, 3, 3, 0, 0))).toBe(utc(2025, 3, 3, 12));
    expect(dayTimestamp(utc(2025, 3, 3, 23, 59, 59, 999))).toBe(utc(2025, 3, 3, 12));
    expect(dayTimestamp(new Date(utc(2025, 3, 3, 12)))).toBe(utc(2025, 3, 3, 12));
  });

  it('keeps month, year and leap-day boundaries', () => {
    expect(dayTimestamp(utc(2024, 2, 29, 23, 59))).toBe(utc(2024, 2, 29, 12));
    expect(dayTimestamp(utc(2024, 12, 31, 23, 59))).toBe(utc(2024, 12, 31, 12));
    expect(dayTimestamp(utc(2025, 1, 1, 0, 0))).toBe(utc(2025, 1, 1, 12));
    expect(dayTimestamp(Number.NaN)).toBeNaN();
  });
});

describe('startOfDayUtc, endOfDayUtc, addDaysUtc', () => {
  it('span 00:00 to 23:59:59.999 (spec 2 §9)', () => {
    expect(startOfDayUtc(utc(2025, 4, 30, 15))).toBe(utc(2025, 4, 30));
    expect(endOfDayUtc(utc(2025, 4, 30, 15))).toBe(utc(2025, 4, 30, 23, 59, 59, 999));
    expect(addDaysUtc(utc(2025, 2, 28), 1)).toBe(utc(2025, 3, 1));
    expect(addDaysUtc(utc(2024, 2, 28), 1)).toBe(utc(2024, 2, 29));
  });
});
