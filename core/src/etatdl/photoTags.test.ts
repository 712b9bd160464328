import { describe, expect, it } from 'vitest';
import { photoTraceFromTags, photoTraceTags } from './photoTags';

const TAKEN = Date.UTC(2026, 10, 23, 9, 5);

describe('photoTraceTags (issue 14 "Photos carry the time and, when the device allows, the GPS position")', () => {
  it('the time and the position as two tags', () => {
    expect(photoTraceTags({ takenAt: TAKEN, latitude: 45.764043, longitude: 4.835659 })).toEqual([
      `prise:${TAKEN}`,
      'gps:45.76404|4.83566',
    ]);
  });

  it('"when the device allows": no position, no gps tag; nothing valid, no tag', () => {
    expect(photoTraceTags({ takenAt: TAKEN })).toEqual([`prise:${TAKEN}`]);
    expect(photoTraceTags({ takenAt: Number.NaN, latitude: 95, longitude: 2 })).toEqual([]);
    expect(photoTraceTags({})).toEqual([]);
  });
});

describe('photoTraceFromTags', () => {
  it('reads back what photoTraceTags wrote', () => {
    const trace = { takenAt: TAKEN, latitude: -33.86785, longitude: 151.20732 };
    expect(photoTraceFromTags(photoTraceTags(trace))).toEqual(trace);
  });

  it('ignores unknown and unreadable tags, never throws', () => {
    expect(photoTraceFromTags(['autre', 'prise:abc', 'gps:1|2|3', 'gps:100|2', 7])).toEqual({});
    expect(photoTraceFromTags('prise:1')).toEqual({});
    expect(photoTraceFromTags(undefined)).toEqual({});
    expect(photoTraceFromTags(['gps:45,5|4,25'])).toEqual({ latitude: 45.5, longitude: 4.25 });
  });
});
