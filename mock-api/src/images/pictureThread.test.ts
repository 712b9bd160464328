import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createPictureThread } from './pictureThread';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};
/** A real RGBA PNG of width × height transparent pixels. */
function png(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([u32(width), u32(height), Buffer.from([8, 6, 0, 0, 0])])),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (1 + width * 4)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const thread = createPictureThread();
afterAll(() => thread.close());

describe('createPictureThread', () => {
  it('makes a one-page PDF of the signature fitted to 150×100', async () => {
    const picture = await thread.picturePdf(png(600, 200));
    const doc = await PDFDocument.load(picture);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 150, height: 50 });
  });

  it('keeps the event loop turning while it decodes a large image', async () => {
    let turns = 0;
    let decoding = true;
    const spin = () => {
      turns++;
      if (decoding) setImmediate(spin);
    };
    setImmediate(spin);
    const picture = thread.picturePdf(png(2000, 2000));
    await picture.finally(() => {
      decoding = false;
    });
    // Decoding 4 megapixels on this thread would have let it turn once or twice.
    expect(turns).toBeGreaterThan(20);
  });

  it('refuses bytes that are not a PNG, and makes the next picture all the same', async () => {
    await expect(thread.picturePdf(Buffer.from('pas une image'))).rejects.toThrow();
    const picture = await thread.picturePdf(png(30, 20));
    expect((await PDFDocument.load(picture)).getPageCount()).toBe(1);
  });
});
