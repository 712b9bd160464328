import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  imageDimensions,
  imageSizeMessage,
  imageSizeRefusal,
} from './imageSize';

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];

/** A PNG's signature and IHDR declaring width × height (no pixel data: none is read). */
const png = (width: number, height: number) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...be32(13),
    0x49,
    0x48,
    0x44,
    0x52,
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);

/** A JPEG: SOI, an APP0 segment, then a baseline (SOF0) or progressive (SOF2) frame header. */
const jpeg = (width: number, height: number, sof = 0xc0) =>
  Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...be16(16),
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xc4,
    ...be16(4),
    0,
    0,
    0xff,
    0xff,
    sof,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);

describe('imageDimensions', () => {
  it('reads a PNG’s IHDR', () => {
    expect(imageDimensions(png(720, 480))).toEqual({ kind: 'png', width: 720, height: 480 });
    expect(imageDimensions(png(8000, 8000))).toEqual({ kind: 'png', width: 8000, height: 8000 });
  });

  it('reads a JPEG’s frame header past other segments, a DHT and fill bytes', () => {
    expect(imageDimensions(jpeg(640, 360))).toEqual({ kind: 'jpeg', width: 640, height: 360 });
    expect(imageDimensions(jpeg(8000, 6000, 0xc2))).toEqual({
      kind: 'jpeg',
      width: 8000,
      height: 6000,
    });
  });

  it('null for other bytes, a cut header, or a JPEG whose scan comes before any frame', () => {
    expect(imageDimensions(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBeNull();
    expect(imageDimensions(png(10, 10).subarray(0, 20))).toBeNull();
    expect(imageDimensions(jpeg(10, 10).subarray(0, 30))).toBeNull();
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(imageDimensions(new Uint8Array(0))).toBeNull();
  });
});

describe('imageSizeRefusal (4,000 pixels a side, 16 megapixels)', () => {
  it('accepts up to the limits', () => {
    expect(IMAGE_MAX_SIDE).toBe(4000);
    expect(IMAGE_MAX_PIXELS).toBe(16_000_000);
    expect(imageSizeRefusal(png(720, 720))).toBeNull();
    expect(imageSizeRefusal(png(4000, 4000))).toBeNull();
    expect(imageSizeRefusal(jpeg(4000, 4000))).toBeNull();
  });

  it('refuses a side over 4,000 or more than 16 megapixels, before any decoding', () => {
    expect(imageSizeRefusal(png(8000, 8000))).toEqual({
      code: 'tooLarge',
      width: 8000,
      height: 8000,
    });
    expect(imageSizeRefusal(png(4001, 10))).toMatchObject({ code: 'tooLarge' });
    expect(imageSizeRefusal(jpeg(10, 4001))).toMatchObject({ code: 'tooLarge' });
    expect(imageSizeRefusal(png(0xffffffff, 1))).toMatchObject({ code: 'tooLarge' });
  });

  it('refuses an image whose size cannot be read, or is zero', () => {
    expect(imageSizeRefusal(Uint8Array.from([0x89, 0x50]))).toEqual({ code: 'unreadable' });
    expect(imageSizeRefusal(png(0, 10))).toEqual({ code: 'unreadable' });
  });
});

describe('imageSizeMessage', () => {
  it('says the size and the limits in French', () => {
    expect(imageSizeMessage(imageSizeRefusal(png(8000, 8000))!, 'La signature envoyée')).toBe(
      'La signature envoyée mesure 8000 × 8000 pixels : 4000 pixels par côté et 16 mégapixels au plus.',
    );
    expect(imageSizeMessage({ code: 'unreadable' }, 'La photo n° 2')).toBe(
      'La photo n° 2 est illisible : sa largeur et sa hauteur ne se lisent pas dans son en-tête.',
    );
  });
});
