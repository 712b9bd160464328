import { describe, expect, it } from 'vitest';
import { formatKg, kgWire, parseKg, sumHg } from './weights';

describe('weights (issue 35: « kg, to 0.1 kg, kept exact — no floating-point drift in sums »)', () => {
  it('reads kg as typed or stored into hectograms', () => {
    expect(parseKg('12')).toBe(120);
    expect(parseKg('12,5')).toBe(125);
    expect(parseKg('12.5 kg')).toBe(125);
    expect(parseKg(0.1)).toBe(1);
    expect(parseKg(1250)).toBe(12500);
  });

  it('refuses negative, NaN, empty and finer than 0.1 kg', () => {
    for (const bad of ['-1', -1, Number.NaN, '', 'abc', '1,25', 1.25, Infinity, null, {}]) {
      expect(parseKg(bad)).toBeNull();
    }
  });

  it('sums exactly: 0.1 + 0.2 kg is 0.3 kg, ten times 0.1 kg is 1 kg', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(kgWire(sumHg([parseKg('0.1')!, parseKg('0.2')!]))).toBe('0.3');
    expect(kgWire(sumHg(Array.from({ length: 10 }, () => parseKg(0.1)!)))).toBe('1');
  });

  it('writes kg for the wire and in French', () => {
    expect(kgWire(125)).toBe('12.5');
    expect(formatKg(125)).toBe('12,5 kg');
    expect(formatKg(12500)).toBe('1\u202f250 kg');
  });
});
