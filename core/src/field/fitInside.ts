/** A box in pixels: a square side, or a width and a height. */
export type PixelBox = number | { readonly width: number; readonly height: number };

/**
 * spec 3 §5.3, §9 "Selected photos are resized to 720 by 720 pixels". Ours: a photo is fitted
 * inside a 720×720 box keeping its proportions (a 4000×3000 photo becomes 720×540), never
 * cropped, never stretched, never enlarged: a damage mark at the edge of a photo stays in it.
 */
export const PHOTO_BOX = 720;

/**
 * The size of a `width`×`height` image fitted inside `box` (proportions kept, never enlarged):
 * whole pixels, at least 1; the box itself for an image without a size.
 */
export function fitInside(
  width: number,
  height: number,
  box: PixelBox = PHOTO_BOX,
): { width: number; height: number } {
  const boxWidth = typeof box === 'number' ? box : box.width;
  const boxHeight = typeof box === 'number' ? box : box.height;
  if (!(width > 0) || !(height > 0)) return { width: boxWidth, height: boxHeight };
  const scale = Math.min(1, boxWidth / width, boxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
