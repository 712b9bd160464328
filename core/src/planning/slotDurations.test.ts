import { describe, expect, it } from 'vitest';
import { AVAILABILITY_DAYS_SHOWN } from './availabilitySettings';
import { TIMELINE_MAX_SLOTS, drawableSlotDurations, fitSlotDuration } from './slotDurations';

describe('drawableSlotDurations', () => {
  it('spec 1 §9 « slot duration 01:00, 02:00, 06:00, 12:00 »: all four on 1, 7, 15 and 30 days', () => {
    for (const days of [1, 7, 15, 30])
      expect(drawableSlotDurations(days)).toEqual(['01:00', '02:00', '06:00', '12:00']);
  });
  it('90 days (spec 1 §9) draw 06:00 and 12:00 only: 2,160 and 1,080 slots are more than 1,000', () => {
    expect(TIMELINE_MAX_SLOTS).toBe(1000);
    expect(drawableSlotDurations(90)).toEqual(['06:00', '12:00']);
  });
  it('every span of spec 1 §9 keeps at least one choice', () => {
    for (const days of AVAILABILITY_DAYS_SHOWN)
      expect(drawableSlotDurations(days).length).toBeGreaterThan(0);
  });
});

describe('fitSlotDuration', () => {
  it('keeps a drawable choice', () => {
    expect(fitSlotDuration(7, '01:00')).toBe('01:00');
    expect(fitSlotDuration(90, '12:00')).toBe('12:00');
  });
  it('90 days with 01:00 or 02:00 draw 06:00, and the select says so', () => {
    expect(fitSlotDuration(90, '01:00')).toBe('06:00');
    expect(fitSlotDuration(90, '02:00')).toBe('06:00');
  });
  it('an unknown saved value falls back to a drawable one', () => {
    expect(drawableSlotDurations(90)).toContain(fitSlotDuration(90, '00:30'));
    expect(drawableSlotDurations(90)).toContain(fitSlotDuration(90, '24:00'));
  });
});
