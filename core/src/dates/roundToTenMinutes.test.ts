import { describe, expect, it } from 'vitest';
import { defaultSlotTimes, roundToTenMinutes } from './roundToTenMinutes';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s);

describe('roundToTenMinutes', () => {
  it('rounds minutes to the nearest ten (spec 2 §5.2)', () => {
    expect(roundToTenMinutes(utc(2025, 3, 3, 8, 4))).toBe(utc(2025, 3, 3, 8, 0));
    expect(roundToTenMinutes(utc(2025, 3, 3, 8, 5))).toBe(utc(2025, 3, 3, 8, 10));
    expect(roundToTenMinutes(utc(2025, 3, 3, 8, 14, 59))).toBe(utc(2025, 3, 3, 8, 10));
    expect(roundToTenMinutes(utc(2025, 3, 3, 8, 56))).toBe(utc(2025, 3, 3, 9, 0));
  });

  it('crosses midnight, month and year ends', () => {
    expect(roundToTenMinutes(utc(2025, 12, 31, 23, 59))).toBe(utc(2026, 1, 1, 0, 0));
    expect(roundToTenMinutes(utc(2024, 2, 29, 23, 56))).toBe(utc(2024, 3, 1, 0, 0));
  });
});

describe('defaultSlotTimes', () => {
  it('starts now rounded to ten minutes and lasts one hour (spec 2 §5.2)', () => {
    expect(defaultSlotTimes(utc(2025, 3, 3, 9, 7))).toEqual({ start: '09:10', end: '10:10' });
    expect(defaultSlotTimes(new Date(utc(2025, 3, 3, 23, 2)))).toEqual({
      start: '23:00',
      end: '00:00',
    });
  });
});
