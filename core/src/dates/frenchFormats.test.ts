import { describe, expect, it } from 'vitest';
import {
  formatFrenchDateTime,
  formatFrenchDay,
  formatFrenchLongDateTime,
  formatFrenchLongDay,
  formatTime,
  frenchDayOfWire,
  parseFrenchDateTime,
  parseFrenchDay,
} from './frenchFormats';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s);

describe('frenchDayOfWire', () => {
  it('shows a backend day (MM/DD/YYYY, spec 2 §7 « DATE RAPPORT ») as dd/MM/yyyy', () => {
    expect(frenchDayOfWire('11/20/2026')).toBe('20/11/2026');
    expect(frenchDayOfWire('3/4/2025')).toBe('04/03/2025');
  });
  it('shows any other text as it came (empty, already French, not a day)', () => {
    expect(frenchDayOfWire('')).toBe('');
    expect(frenchDayOfWire('20/11/2026')).toBe('20/11/2026');
    expect(frenchDayOfWire('à venir')).toBe('à venir');
  });
});

describe('formatFrenchDay', () => {
  it('writes dd/MM/yyyy in UTC', () => {
    expect(formatFrenchDay(utc(2025, 3, 3))).toBe('03/03/2025');
    expect(formatFrenchDay(new Date(utc(2024, 12, 31, 23, 59)))).toBe('31/12/2024');
    expect(formatFrenchDay(utc(2024, 2, 29, 12))).toBe('29/02/2024');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatFrenchDay(new Date('nope'))).toBe('');
    expect(formatFrenchDay(Number.NaN)).toBe('');
  });
});

describe('formatFrenchDateTime', () => {
  it('writes dd/MM/yyyy HH:mm (spec 3 §5.6 « Signée le »)', () => {
    expect(formatFrenchDateTime(utc(2025, 3, 3, 8, 5))).toBe('03/03/2025 08:05');
    expect(formatFrenchDateTime(utc(2025, 12, 31, 23, 59, 59))).toBe('31/12/2025 23:59');
    expect(formatTime(utc(2025, 1, 1, 0, 0))).toBe('00:00');
  });
});

describe('formatFrenchLongDay', () => {
  it('writes the long French form', () => {
    expect(formatFrenchLongDay(utc(2025, 3, 3))).toBe('lundi 3 mars 2025');
    expect(formatFrenchLongDay(utc(2024, 2, 29, 23, 59))).toBe('jeudi 29 février 2024');
    expect(formatFrenchLongDay(utc(2025, 6, 1))).toBe('dimanche 1er juin 2025');
    expect(formatFrenchLongDateTime(utc(2025, 8, 15, 8))).toBe('vendredi 15 août 2025 à 08:00');
    expect(formatFrenchLongDay(Number.NaN)).toBe('');
  });
});

describe('parseFrenchDay and parseFrenchDateTime', () => {
  it('read dd/MM/yyyy and dd/MM/yyyy HH:mm back in UTC', () => {
    expect(parseFrenchDay('03/03/2025')?.getTime()).toBe(utc(2025, 3, 3));
    expect(parseFrenchDay('29/02/2024')?.getTime()).toBe(utc(2024, 2, 29));
    expect(parseFrenchDateTime('31/12/2025 23:59')?.getTime()).toBe(utc(2025, 12, 31, 23, 59));
  });

  it('give null for invalid input, never an exception', () => {
    expect(parseFrenchDay('29/02/2025')).toBeNull();
    expect(parseFrenchDay('31/04/2025')).toBeNull();
    expect(parseFrenchDay('2025-03-03')).toBeNull();
    expect(parseFrenchDay('')).toBeNull();
    expect(parseFrenchDay(null)).toBeNull();
    expect(parseFrenchDateTime('03/03/2025 24:00')).toBeNull();
    expect(parseFrenchDateTime('03/03/2025 23:60')).toBeNull();
  });
});
