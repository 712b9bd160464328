import { describe, expect, it } from 'vitest';
import { pad2 } from './pad2';

describe('pad2', () => {
  it('pads hours and minutes to two digits (spec 2 §5.2)', () => {
    expect(pad2(0)).toBe('00');
    expect(pad2(7)).toBe('07');
    expect(pad2(10)).toBe('10');
    expect(pad2(59)).toBe('59');
    expect(pad2('5')).toBe('05');
    expect(pad2(123)).toBe('123');
  });
});
