import { describe, expect, it } from 'vitest';
import { stampLayout } from './stampLayout';

describe('stampLayout (spec 3 §9)', () => {
  it('puts the 150×100 image at the position, the date (size 10) at +50/+15 and the name (size 12) at +10/+45', () => {
    expect(stampLayout({ x: 400, y: 60 }, { width: 595, height: 842 })).toEqual({
      image: { x: 400, y: 60, width: 150, height: 100 },
      date: { x: 450, y: 75, size: 10 },
      name: { x: 410, y: 105, size: 12 },
    });
  });
  it('keeps the box on the page (default page 841×594)', () => {
    expect(stampLayout({ x: 900, y: 700 }).image).toEqual({
      x: 691,
      y: 494,
      width: 150,
      height: 100,
    });
  });
});
