import { describe, expect, it } from 'vitest';
import { FRESH_PHOTO_MS, fitInside, photoTrace } from './preparePhoto';

describe('fitInside (spec 3 §5.3 "resized to 720 by 720 pixels": fitted inside, proportions kept)', () => {
  it('fits a landscape, a portrait and a square photo inside 720×720', () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 720, height: 540 });
    expect(fitInside(3024, 4032)).toEqual({ width: 540, height: 720 });
    expect(fitInside(1440, 1440)).toEqual({ width: 720, height: 720 });
  });

  it('never enlarges a small photo, never gives 0 pixels', () => {
    expect(fitInside(320, 200)).toEqual({ width: 320, height: 200 });
    expect(fitInside(10_000, 3)).toEqual({ width: 720, height: 1 });
    expect(fitInside(0, 0)).toEqual({ width: 720, height: 720 });
  });
});

describe('photoTrace (issue 14: the time and, when the device allows, the position)', () => {
  const now = Date.UTC(2026, 10, 23, 10, 0);
  const here = { latitude: 45.76, longitude: 4.83 };

  it('a photo just taken: its time and the position', () => {
    expect(photoTrace(now - 1000, now, here)).toEqual({ takenAt: now - 1000, ...here });
  });

  it('an older photo from the gallery keeps its date but gets no position', () => {
    const old = now - FRESH_PHOTO_MS - 1;
    expect(photoTrace(old, now, here)).toEqual({ takenAt: old });
  });

  it('a file date in the future or missing is now; no position, none stored', () => {
    expect(photoTrace(now + 5000, now, null)).toEqual({ takenAt: now });
    expect(photoTrace(Number.NaN, now, null)).toEqual({ takenAt: now });
  });
});
