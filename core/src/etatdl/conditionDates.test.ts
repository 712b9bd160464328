import { describe, expect, it } from 'vitest';
import { conditionTime, formDateToSaved, savedDateToForm } from './conditionDates';

describe('formDateToSaved (spec 3 §2.2, §9 "YYYY-MM-DD in the form, MM-DD-YYYY when saved")', () => {
  it('turns the form date into the saved one', () => {
    expect(formDateToSaved('2026-03-04')).toBe('03-04-2026');
    expect(formDateToSaved('2024-02-29')).toBe('02-29-2024');
    expect(formDateToSaved(' 2026-12-31 ')).toBe('12-31-2026');
  });

  it('empty or invalid input gives an empty value, never an exception', () => {
    expect(formDateToSaved('')).toBe('');
    expect(formDateToSaved('2025-02-29')).toBe('');
    expect(formDateToSaved('2026-13-01')).toBe('');
    expect(formDateToSaved('04/03/2026')).toBe('');
    expect(formDateToSaved('demain')).toBe('');
    expect(formDateToSaved(null)).toBe('');
    expect(formDateToSaved(20260304)).toBe('');
  });
});

describe('savedDateToForm (spec 3 §2.2, §9)', () => {
  it('turns the saved date into the form one', () => {
    expect(savedDateToForm('03-04-2026')).toBe('2026-03-04');
    expect(savedDateToForm('3-4-2026')).toBe('2026-03-04');
  });

  it('reads the slash form and a time after the day, as records hold them', () => {
    expect(savedDateToForm('03/04/2026')).toBe('2026-03-04');
    expect(savedDateToForm('03/04/2026 10:30:00')).toBe('2026-03-04');
    expect(savedDateToForm('03-04-2026 10H30')).toBe('2026-03-04');
  });

  it('keeps a value already in the form format', () => {
    expect(savedDateToForm('2026-03-04')).toBe('2026-03-04');
  });

  it('empty or invalid input gives an empty value, never an exception', () => {
    expect(savedDateToForm('')).toBe('');
    expect(savedDateToForm('02-30-2026')).toBe('');
    expect(savedDateToForm('13-01-2026')).toBe('');
    expect(savedDateToForm('03-04-26')).toBe('');
    expect(savedDateToForm('03/04-2026')).toBe('');
    expect(savedDateToForm(undefined)).toBe('');
    expect(savedDateToForm({})).toBe('');
  });

  it('round-trips', () => {
    expect(savedDateToForm(formDateToSaved('2026-07-14'))).toBe('2026-07-14');
  });
});

describe('conditionTime (spec 3 §2.2 "\'H\' is replaced by a colon", §5.3 "padded to two digits")', () => {
  it('replaces H by a colon and pads hours and minutes', () => {
    expect(conditionTime('10H30')).toBe('10:30');
    expect(conditionTime('8h05')).toBe('08:05');
    expect(conditionTime('8H5')).toBe('08:05');
    expect(conditionTime('14H')).toBe('14:00');
    expect(conditionTime(' 9:30 ')).toBe('09:30');
    expect(conditionTime('0H00')).toBe('00:00');
    expect(conditionTime('23H59')).toBe('23:59');
  });

  it('empty or invalid input gives an empty value, never an exception', () => {
    expect(conditionTime('')).toBe('');
    expect(conditionTime('24H00')).toBe('');
    expect(conditionTime('10H60')).toBe('');
    expect(conditionTime('midi')).toBe('');
    expect(conditionTime('10H30H')).toBe('');
    expect(conditionTime(1030)).toBe('');
    expect(conditionTime(null)).toBe('');
  });
});
