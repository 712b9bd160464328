import { describe, expect, it } from 'vitest';
import { pastSlotStart } from './pastSlot';

const DAY = Date.UTC(2026, 11, 30);
const at = (hours: number, minutes = 0) => DAY + (hours * 60 + minutes) * 60_000;

describe('pastSlotStart', () => {
  it('null when every range starts now or later', () => {
    expect(pastSlotStart(DAY, [{ start: '09:00' }, { start: '14:00' }], at(9))).toBeNull();
    expect(pastSlotStart(DAY + 86_400_000, [{ start: '08:00' }], at(18))).toBeNull();
    expect(pastSlotStart(DAY, [], at(9))).toBeNull();
  });

  it('the earliest past start, on the day (UTC) or a day before', () => {
    expect(pastSlotStart(DAY, [{ start: '14:00' }, { start: '08:00' }], at(9))).toBe('08:00');
    expect(pastSlotStart(DAY, [{ start: '08:59' }], at(9))).toBe('08:59');
    expect(pastSlotStart(DAY - 86_400_000, [{ start: '23:50' }], at(0, 5))).toBe('23:50');
  });

  it('ignores what is no time (the dialog says so under the field)', () => {
    expect(pastSlotStart(DAY, [{ start: '' }, { start: '25:00' }], at(12))).toBeNull();
  });
});
