import { describe, expect, it } from 'vitest';
import { normalizeHour, slotDuration } from './SlotsSection';

describe('slot hours (spec 4 §3.3, §9)', () => {
  it('reads an hour typed the French way as HH:MM, and leaves anything else as typed', () => {
    expect(normalizeHour('8')).toBe('08:00');
    expect(normalizeHour('8h30')).toBe('08:30');
    expect(normalizeHour('0830')).toBe('08:30');
    expect(normalizeHour('17:05')).toBe('17:05');
    expect(normalizeHour('25h')).toBe('25h');
    expect(normalizeHour('midi')).toBe('midi');
  });

  it('computes the duration of a slot, across midnight too', () => {
    expect(slotDuration('08:00', '09:30')).toBe('01:30');
    expect(slotDuration('23:00', '00:00')).toBe('01:00');
    expect(slotDuration('', '09:00')).toBe('');
  });
});
