import { describe, expect, it } from 'vitest';
import { formatHiddenDays, parseHiddenDays, WEEKDAYS } from './hiddenDays';

describe('parseHiddenDays', () => {
  it('spec 1 §3: comma-separated weekday numbers, 0 being Sunday', () => {
    expect(parseHiddenDays('0,6')).toEqual([0, 6]);
    expect(parseHiddenDays(' 6 , 0,0,x,9')).toEqual([0, 6]);
    expect(parseHiddenDays('')).toEqual([]);
    expect(parseHiddenDays(null)).toEqual([]);
  });
  it('shows every day rather than an empty calendar when all seven are hidden', () => {
    expect(parseHiddenDays('0,1,2,3,4,5,6')).toEqual([]);
  });
});

describe('formatHiddenDays', () => {
  it('sorts, removes duplicates and out-of-range numbers', () => {
    expect(formatHiddenDays([6, 0, 6, 8])).toBe('0,6');
    expect(formatHiddenDays([])).toBe('');
  });
});

describe('WEEKDAYS', () => {
  it('spec 1 §9: Sunday 0, Monday 1 to Saturday 6', () => {
    expect(WEEKDAYS[0]).toEqual({ index: 0, label: 'Dimanche' });
    expect(WEEKDAYS[1]?.label).toBe('Lundi');
    expect(WEEKDAYS[6]?.label).toBe('Samedi');
  });
});
