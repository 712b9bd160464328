import { describe, expect, it } from 'vitest';
import { LOCATION_UPLOAD_MESSAGES, isPdfContent, locationUploadRefusal } from './locationUpload';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PDF = bytes('%PDF-1.7\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
const HTML = bytes('<!doctype html><script>alert(1)</script>');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const ITEM = 'LOCATION/C000123/NAC-0042/';

describe('isPdfContent', () => {
  it('reads the %PDF- header', () => {
    expect(isPdfContent(PDF)).toBe(true);
    expect(isPdfContent(PNG)).toBe(false);
    expect(isPdfContent(bytes('%PD'))).toBe(false);
  });
});

describe('locationUploadRefusal', () => {
  it('takes reports and images in the item’s folder, images in PHOTOS/', () => {
    expect(locationUploadRefusal(`${ITEM}C000123_NAC-0042_DEPART.pdf`, PDF)).toBeNull();
    expect(locationUploadRefusal(`${ITEM}plan.JPG`, JPEG)).toBeNull();
    expect(locationUploadRefusal(`${ITEM}PHOTOS/DEPART_001.png`, PNG)).toBeNull();
    expect(locationUploadRefusal(`${ITEM}PHOTOS/DEPART_002.jpeg`, JPEG)).toBeNull();
  });

  it('judges by content: the name must agree with it', () => {
    expect(locationUploadRefusal(`${ITEM}x.pdf`, PNG)).toBe('notAPdf');
    expect(locationUploadRefusal(`${ITEM}PHOTOS/DEPART_001.png`, SVG)).toBe('imageExpected');
    expect(locationUploadRefusal(`${ITEM}PHOTOS/DEPART_001.jpg`, HTML)).toBe('imageExpected');
  });

  it('refuses any other type, whatever the bytes', () => {
    expect(locationUploadRefusal(`${ITEM}page.html`, HTML)).toBe('typeNotAllowed');
    expect(locationUploadRefusal(`${ITEM}image.html`, PNG)).toBe('typeNotAllowed');
    expect(locationUploadRefusal(`${ITEM}PHOTOS/DEPART_001.svg`, SVG)).toBe('typeNotAllowed');
    expect(locationUploadRefusal(`${ITEM}rapport`, PDF)).toBe('typeNotAllowed');
    expect(locationUploadRefusal(`${ITEM}.pdf`, PDF)).toBe('typeNotAllowed');
  });

  it('PHOTOS/ takes no PDF; TAGS/ takes nothing', () => {
    expect(locationUploadRefusal(`${ITEM}PHOTOS/DEPART_001.pdf`, PDF)).toBe('photosOnly');
    expect(locationUploadRefusal(`${ITEM}TAGS/DEPART_001.png.json`, PNG)).toBe('notForUploads');
    expect(locationUploadRefusal(`${ITEM}TAGS/DEPART_001.png`, PNG)).toBe('notForUploads');
  });

  it('has a French text for each refusal', () => {
    expect(LOCATION_UPLOAD_MESSAGES.typeNotAllowed).toBe(
      'Sous LOCATION/, seuls les PDF (.pdf) et les images PNG ou JPEG (.png, .jpg, .jpeg) sont acceptés.',
    );
    expect(LOCATION_UPLOAD_MESSAGES.notAPdf).toBe('Le fichier envoyé n’est pas un PDF.');
  });
});
