import { describe, expect, it } from 'vitest';
import {
  conditionImageKind,
  conditionPdfName,
  conditionPhotoFolder,
  limitConditionPhotos,
  offersDeparturePhotos,
} from './conditionFiles';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('conditionPhotoFolder (spec 3 §7.1 "LOCATION/{contract}/{registration with slashes replaced by @}/PHOTOS/")', () => {
  it('builds the folder, slashes of the registration as @', () => {
    expect(conditionPhotoFolder('C000123', 'NAC-0042')).toBe('LOCATION/C000123/NAC-0042/PHOTOS/');
    expect(conditionPhotoFolder('C000123', 'AB/12/3')).toBe('LOCATION/C000123/AB@12@3/PHOTOS/');
    expect(conditionPhotoFolder(123, ' VEL 7 ')).toBe('LOCATION/123/VEL 7/PHOTOS/');
  });

  it('no part adds or climbs a folder level', () => {
    expect(conditionPhotoFolder('C/1', 'A\\B')).toBe('LOCATION/C@1/A@B/PHOTOS/');
    expect(conditionPhotoFolder('..', 'NAC-0042')).toBeNull();
    expect(conditionPhotoFolder('C000123', '.')).toBeNull();
  });

  it('null when a part is missing', () => {
    expect(conditionPhotoFolder('', 'NAC-0042')).toBeNull();
    expect(conditionPhotoFolder('C000123', null)).toBeNull();
  });
});

describe('conditionPdfName (spec 3 §7.1 "{contract}_{registration}_{title uppercased}.pdf")', () => {
  it('uppercases the title', () => {
    expect(conditionPdfName('C000123', 'NAC-0042', 'depart')).toBe('C000123_NAC-0042_DEPART.pdf');
    expect(conditionPdfName('C000123', 'NAC-0042', 'état des lieux')).toBe(
      'C000123_NAC-0042_ÉTAT DES LIEUX.pdf',
    );
  });

  it('a slash in the registration becomes @; null when a part is missing', () => {
    expect(conditionPdfName('C000123', 'AB/12', 'retour')).toBe('C000123_AB@12_RETOUR.pdf');
    expect(conditionPdfName('C000123', 'AB/12', '')).toBeNull();
    expect(conditionPdfName('', 'AB/12', 'retour')).toBeNull();
  });
});

describe('conditionImageKind (spec 3 §5.3 "Accepted types: png and jpeg"; issue 14 "by content, not by name")', () => {
  it('recognises the PNG signature and the JPEG start of image', () => {
    expect(
      conditionImageKind(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)),
    ).toBe('png');
    expect(conditionImageKind(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('jpeg');
  });

  it('anything else is refused (GIF, PDF, text, truncated, empty)', () => {
    expect(conditionImageKind(ascii('GIF89a'))).toBeNull();
    expect(conditionImageKind(ascii('%PDF-1.7'))).toBeNull();
    expect(conditionImageKind(ascii('photo.png'))).toBeNull();
    expect(conditionImageKind(Uint8Array.of(0x89, 0x50, 0x4e))).toBeNull();
    expect(conditionImageKind(new Uint8Array())).toBeNull();
  });
});

describe('limitConditionPhotos (spec 3 §5.3 "adding more gives Nombre maximum de photos sélectionnées {n} and the list is truncated")', () => {
  it('keeps what fits and says the §5.3 text', () => {
    expect(limitConditionPhotos(3, ['a', 'b', 'c'], 4)).toEqual({
      kept: ['a'],
      message: 'Nombre maximum de photos sélectionnées 4',
    });
    expect(limitConditionPhotos(4, ['a'], 4)).toEqual({
      kept: [],
      message: 'Nombre maximum de photos sélectionnées 4',
    });
  });

  it('no message when everything fits or there is no maximum', () => {
    expect(limitConditionPhotos(2, ['a', 'b'], 4)).toEqual({ kept: ['a', 'b'], message: null });
    expect(limitConditionPhotos(50, ['a'], null)).toEqual({ kept: ['a'], message: null });
  });
});

describe('offersDeparturePhotos (spec 3 §5.3 "If no return photos exist, the user is asked whether to reuse the departure photos")', () => {
  it('only with no return photo and some departure photos', () => {
    expect(offersDeparturePhotos(0, 3)).toBe(true);
    expect(offersDeparturePhotos(1, 3)).toBe(false);
    expect(offersDeparturePhotos(0, 0)).toBe(false);
  });
});
