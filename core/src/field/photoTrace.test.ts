import { describe, expect, it } from 'vitest';
import { FRESH_PHOTO_MS, photoTrace } from './photoTrace';

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

  it('a photo exactly FRESH_PHOTO_MS old still gets the position', () => {
    expect(photoTrace(now - FRESH_PHOTO_MS, now, here)).toEqual({
      takenAt: now - FRESH_PHOTO_MS,
      ...here,
    });
  });

  it('a file date in the future or missing is now; no position, none stored', () => {
    expect(photoTrace(now + 5000, now, null)).toEqual({ takenAt: now });
    expect(photoTrace(Number.NaN, now, null)).toEqual({ takenAt: now });
    expect(photoTrace(0, now, null)).toEqual({ takenAt: now });
  });
});
