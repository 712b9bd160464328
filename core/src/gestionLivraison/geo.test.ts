import { describe, expect, it } from 'vitest';
import { estimateLeg, formatHoursMinutes, formatTenthsKm, greatCircleKm, parseGps } from './geo';

const lyon = { lat: 45.764, lng: 4.8357 };
const grenoble = { lat: 45.1885, lng: 5.7245 };

describe('distances (DECISIONS.md: « great-circle × 1.3 at 50 km/h, labelled estimation »)', () => {
  it('great-circle distance Lyon–Grenoble is about 94 km', () => {
    expect(greatCircleKm(lyon, grenoble)).toBeGreaterThan(93);
    expect(greatCircleKm(lyon, grenoble)).toBeLessThan(96);
    expect(greatCircleKm(lyon, lyon)).toBe(0);
  });

  it('a leg is × 1.3 at 50 km/h, an estimation', () => {
    const leg = estimateLeg(lyon, grenoble);
    const km = greatCircleKm(lyon, grenoble) * 1.3;
    expect(leg.tenthsKm).toBe(Math.round(km * 10));
    expect(leg.minutes).toBe(Math.round((km / 50) * 60));
    expect(leg.estimation).toBe(true);
  });

  it('reads GPS_LIV positions « lat|lng », refusing what is none', () => {
    expect(parseGps('45.76|4.83')).toEqual({ lat: 45.76, lng: 4.83 });
    for (const bad of ['', '45.7', 'a|b', '95|4', '45|4|1', null]) expect(parseGps(bad)).toBeNull();
  });

  it('spec 3 §2.6: total distance in km, total time as hours and minutes', () => {
    expect(formatTenthsKm(124)).toBe('12,4 km');
    expect(formatTenthsKm(120)).toBe('12 km');
    expect(formatHoursMinutes(95)).toBe('1 h 35 min');
    expect(formatHoursMinutes(40)).toBe('40 min');
    expect(formatHoursMinutes(120)).toBe('2 h');
  });
});
