import { describe, expect, it } from 'vitest';
import { PHOTO_BOX, fitInside } from './fitInside';

describe('fitInside (spec 3 §5.3 "resized to 720 by 720 pixels": fitted inside, proportions kept)', () => {
  it('fits a landscape, a portrait and a square photo inside 720×720', () => {
    expect(PHOTO_BOX).toBe(720);
    expect(fitInside(4000, 3000)).toEqual({ width: 720, height: 540 });
    expect(fitInside(3024, 4032)).toEqual({ width: 540, height: 720 });
    expect(fitInside(1440, 1440)).toEqual({ width: 720, height: 720 });
  });

  it('never enlarges a small photo, never gives 0 pixels', () => {
    expect(fitInside(320, 200)).toEqual({ width: 320, height: 200 });
    expect(fitInside(10_000, 3)).toEqual({ width: 720, height: 1 });
  });

  it('an image without a size gets the box', () => {
    expect(fitInside(0, 0)).toEqual({ width: 720, height: 720 });
    expect(fitInside(Number.NaN, 10, { width: 300, height: 200 })).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('fits inside a box that is not square (a PDF cell, a thumbnail)', () => {
    expect(fitInside(1000, 1000, { width: 400, height: 100 })).toEqual({ width: 100, height: 100 });
    expect(fitInside(800, 200, { width: 400, height: 300 })).toEqual({ width: 400, height: 100 });
  });
});
