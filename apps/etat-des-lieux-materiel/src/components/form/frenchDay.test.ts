import { describe, expect, it } from 'vitest';
import { formDayToFrench, frenchDayToForm } from './frenchDay';

describe('frenchDayToForm (a French date field, spec 3 §9 « YYYY-MM-DD in the form »)', () => {
  it('reads DD/MM/YYYY and its usual variants', () => {
    expect(frenchDayToForm('23/11/2026')).toBe('2026-11-23');
    expect(frenchDayToForm(' 5/3/2026 ')).toBe('2026-03-05');
    expect(frenchDayToForm('23.11.2026')).toBe('2026-11-23');
    expect(frenchDayToForm('23-11-2026')).toBe('2026-11-23');
    expect(frenchDayToForm('23112026')).toBe('2026-11-23');
  });

  it('reads the form’s own YYYY-MM-DD (autofill, paste)', () => {
    expect(frenchDayToForm('2026-11-23')).toBe('2026-11-23');
  });

  it('null for a day that is not whole or not in the calendar', () => {
    for (const typed of [
      '',
      '23/11',
      '23/11/26',
      '31/02/2026',
      '00/01/2026',
      '2026-13-01',
      'hier',
    ]) {
      expect(frenchDayToForm(typed)).toBeNull();
    }
  });
});

describe('formDayToFrench', () => {
  it('shows a form day DD/MM/YYYY, anything else as it is', () => {
    expect(formDayToFrench('2026-11-23')).toBe('23/11/2026');
    expect(formDayToFrench('')).toBe('');
    expect(formDayToFrench('23/11')).toBe('23/11');
  });
});
