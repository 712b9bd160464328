import { describe, expect, it } from 'vitest';
import { hourSeparatorToColon } from './hourSeparator';

describe('hourSeparatorToColon', () => {
  it('replaces the H hour separator by a colon (spec 3 §2.2)', () => {
    expect(hourSeparatorToColon('10H30')).toBe('10:30');
    expect(hourSeparatorToColon('8h05')).toBe('8:05');
    expect(hourSeparatorToColon('03-04-2025 10H30')).toBe('03-04-2025 10:30');
  });

  it('leaves other text alone', () => {
    expect(hourSeparatorToColon('10:30')).toBe('10:30');
    expect(hourSeparatorToColon('Horamètre')).toBe('Horamètre');
    expect(hourSeparatorToColon('')).toBe('');
  });
});
