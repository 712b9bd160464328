import { describe, expect, it } from 'vitest';
import {
  canAddAvailability,
  defaultSlotRange,
  isValidTimeRange,
  normaliseSlotTime,
  roundSlotTime,
  slotTimeMinutes,
  timeFieldStates,
  timeRangeState,
} from './slotTimes';

describe('normaliseSlotTime (spec 2 §5.2 "padded to two digits for hours and minutes")', () => {
  it('pads hours and minutes', () => {
    expect(normaliseSlotTime('8:5')).toBe('08:05');
    expect(normaliseSlotTime('08:05')).toBe('08:05');
    expect(normaliseSlotTime(' 14h30 ')).toBe('14:30');
    expect(normaliseSlotTime('0:0')).toBe('00:00');
    expect(normaliseSlotTime('23:59')).toBe('23:59');
  });

  it('null for what is no time of the day', () => {
    for (const text of ['24:00', '12:60', '', 'midi', '12', null, undefined]) {
      expect(normaliseSlotTime(text)).toBeNull();
    }
    expect(slotTimeMinutes('19:00')).toBe(1140);
    expect(slotTimeMinutes('x')).toBeNull();
  });
});

describe('timeRangeState (spec 2 §5.2 "A green or red border shows the state of each time field")', () => {
  it('valid only with both times and the end after the start', () => {
    expect(timeRangeState('09:00', '10:00')).toBe('valid');
    expect(timeRangeState('09:00', '')).toBe('missing');
    expect(timeRangeState(undefined, '10:00')).toBe('missing');
    expect(timeRangeState('9h', '10:00')).toBe('invalid');
    expect(timeRangeState('10:00', '10:00')).toBe('reversed');
    expect(timeRangeState('10:00', '09:50')).toBe('reversed');
    expect(isValidTimeRange('08:00', '19:00')).toBe(true);
    expect(isValidTimeRange('19:00', '08:00')).toBe(false);
  });
});

describe('timeFieldStates (spec 2 §5.2 "A green or red border shows the state of each time field")', () => {
  it('marks only the fields at fault', () => {
    expect(timeFieldStates('09:00', '10:00')).toEqual({ start: 'valid', end: 'valid' });
    expect(timeFieldStates('', '10:00')).toEqual({ start: 'missing', end: 'valid' });
    expect(timeFieldStates('09:00', ' ')).toEqual({ start: 'valid', end: 'missing' });
    expect(timeFieldStates(undefined, null)).toEqual({ start: 'missing', end: 'missing' });
    expect(timeFieldStates('9h', '10:00')).toEqual({ start: 'invalid', end: 'valid' });
    expect(timeFieldStates('09:00', '25:00')).toEqual({ start: 'valid', end: 'invalid' });
  });

  it('a range whose end does not follow its start has the end at fault', () => {
    expect(timeFieldStates('10:00', '10:00')).toEqual({ start: 'valid', end: 'reversed' });
    expect(timeFieldStates('10:00', '09:50')).toEqual({ start: 'valid', end: 'reversed' });
  });
});

describe('defaultSlotRange, roundSlotTime (spec 2 §5.2, §9 "minutes rounded to 10")', () => {
  it('"Default times are now and now plus one hour, minutes rounded to the nearest ten"', () => {
    expect(defaultSlotRange(Date.UTC(2026, 2, 2, 9, 4))).toEqual({ start: '09:00', end: '10:00' });
    expect(defaultSlotRange(Date.UTC(2026, 2, 2, 9, 5))).toEqual({ start: '09:10', end: '10:10' });
    expect(defaultSlotRange(Date.UTC(2026, 2, 2, 23, 56))).toEqual({
      start: '00:00',
      end: '01:00',
    });
  });

  it('rounds a typed time to the nearest ten minutes', () => {
    expect(roundSlotTime('8:04')).toBe('08:00');
    expect(roundSlotTime('08:05')).toBe('08:10');
    expect(roundSlotTime('23:56')).toBe('00:00');
    expect(roundSlotTime('nope')).toBeNull();
  });
});

describe('canAddAvailability (spec 2 §5.2 "The Ajouter button shows only when …")', () => {
  const day = Date.UTC(2026, 2, 2, 12);
  const range = { start: '09:00', end: '10:00' };
  it('a date, at least one type and every range valid', () => {
    expect(canAddAvailability({ day, types: ['TYPE_ID1'], ranges: [range] })).toBe(true);
    expect(
      canAddAvailability({
        day,
        types: ['TYPE_ID1'],
        ranges: [range, { start: '11:00', end: '12:00' }],
      }),
    ).toBe(true);
  });

  it('not without a date, a type or a range, nor with one invalid range', () => {
    expect(canAddAvailability({ day: null, types: ['TYPE_ID1'], ranges: [range] })).toBe(false);
    expect(canAddAvailability({ day, types: [], ranges: [range] })).toBe(false);
    expect(canAddAvailability({ day, types: ['TYPE_ID1'], ranges: [] })).toBe(false);
    expect(
      canAddAvailability({
        day,
        types: ['TYPE_ID1'],
        ranges: [range, { start: '12:00', end: '11:00' }],
      }),
    ).toBe(false);
  });
});
