import { describe, expect, it } from 'vitest';
import { conditionPhotoCaption, gpsPosition, parseGpsPosition } from './photoCaption';

const TAKEN = Date.UTC(2026, 2, 20, 9, 5);

describe('conditionPhotoCaption (spec 3 §9 photo pages; issue 14 "Photos carry the time and … the GPS position")', () => {
  it('"labelled Photo de départ or Photo de retour"', () => {
    expect(conditionPhotoCaption('DEPART')).toEqual(['Photo de départ']);
    expect(conditionPhotoCaption('RETOUR')).toEqual(['Photo de retour']);
  });

  it('the time and the position under the label', () => {
    expect(
      conditionPhotoCaption('RETOUR', { takenAt: TAKEN, latitude: 45.764043, longitude: 4.835659 }),
    ).toEqual(['Photo de retour', 'Prise le 20/03/2026 09:05', 'Position GPS : 45.76404, 4.83566']);
  });

  it('"when the device allows": no position, or an invalid one, is left out', () => {
    expect(conditionPhotoCaption('DEPART', { takenAt: TAKEN })).toEqual([
      'Photo de départ',
      'Prise le 20/03/2026 09:05',
    ]);
    expect(conditionPhotoCaption('DEPART', { latitude: 95, longitude: 4 })).toEqual([
      'Photo de départ',
    ]);
    expect(conditionPhotoCaption('DEPART', { takenAt: Number.NaN, latitude: null })).toEqual([
      'Photo de départ',
    ]);
  });
});

describe('gpsPosition / parseGpsPosition (spec 3 §3.1 "two coordinates separated by a pipe")', () => {
  it('reads two coordinates in range', () => {
    expect(parseGpsPosition('45.764|4.8357')).toEqual({ latitude: 45.764, longitude: 4.8357 });
    expect(parseGpsPosition(' 45,764 | -1,5 ')).toEqual({ latitude: 45.764, longitude: -1.5 });
    expect(gpsPosition('-90', 180)).toEqual({ latitude: -90, longitude: 180 });
  });

  it('anything else is null, never an exception', () => {
    expect(parseGpsPosition('')).toBeNull();
    expect(parseGpsPosition('45.764')).toBeNull();
    expect(parseGpsPosition('45|4|2')).toBeNull();
    expect(parseGpsPosition('|4.8')).toBeNull();
    expect(parseGpsPosition('91|4')).toBeNull();
    expect(parseGpsPosition('45|181')).toBeNull();
    expect(parseGpsPosition('nord|est')).toBeNull();
    expect(parseGpsPosition(null)).toBeNull();
  });
});
