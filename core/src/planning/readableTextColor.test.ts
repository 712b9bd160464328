import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readableTextColor';

describe('readableTextColor', () => {
  it('black on the spec’s default delivery colour #4CAF50 (spec 1 §4; 7.5:1 against 2.8:1 for white)', () => {
    expect(readableTextColor('#4CAF50')).toBe('#000000');
  });

  it('white on dark colours, black on light ones', () => {
    expect(readableTextColor('#0D47A1')).toBe('#FFFFFF');
    expect(readableTextColor('#FFEB3B')).toBe('#000000');
    expect(readableTextColor('#000000')).toBe('#FFFFFF');
  });

  it('white for anything that is not #RRGGBB', () => {
    expect(readableTextColor('vert')).toBe('#FFFFFF');
  });
});
