// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resizePhoto } from './preparePhoto';

/** A decoded 4000×3000 photo; the canvas records the size it is given. */
function fakeDevice() {
  const sizes: { width: number; height: number }[] = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return { drawImage: vi.fn(), imageSmoothingQuality: 'low' } as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    sizes.push({ width: this.width, height: this.height });
    return 'data:image/jpeg;base64,AA==';
  });
  return sizes;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resizePhoto', () => {
  it('fits a photo inside 720×720 by default (spec 3 §5.3)', async () => {
    const sizes = fakeDevice();
    await resizePhoto(new Blob(['x']), 'jpeg');
    expect(sizes).toEqual([{ width: 720, height: 540 }]);
  });

  it('fits it inside the box a tool gives: 750×750 for after-sales reports (spec 4 §5)', async () => {
    const sizes = fakeDevice();
    await resizePhoto(new Blob(['x']), 'jpeg', 750);
    expect(sizes).toEqual([{ width: 750, height: 563 }]);
  });
});
