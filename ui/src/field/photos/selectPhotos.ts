import { limitConditionPhotos, photoTrace } from '@locasuite/core';
import type { GpsPosition, PhotoTrace } from '@locasuite/core';
import { currentPosition, photoKind, resizePhoto } from './preparePhoto';

/** A photo ready to store: its content (data URL) and when and where it was taken. */
export interface PreparedPhoto {
  readonly dataUrl: string;
  readonly trace: PhotoTrace;
}

/** What a refused file is told, from the tool's texts. */
export interface SelectPhotosTexts {
  /** Neither PNG nor JPEG by content (spec 3 §5.3 "Accepted types: png and jpeg"). */
  readonly notAnImage: (name: string) => string;
  /** A PNG or JPEG this device could not decode. */
  readonly unreadable: (name: string) => string;
}

/** How photos are decoded and where the device is: the browser's, or a test's. */
export interface PhotoDevice {
  readonly resize: (file: Blob, kind: 'png' | 'jpeg') => Promise<string>;
  readonly locate: () => Promise<GpsPosition | null>;
  readonly now: () => number;
}

export const BROWSER_DEVICE: PhotoDevice = {
  resize: resizePhoto,
  locate: currentPosition,
  now: () => Date.now(),
};

/**
 * spec 3 §5.3: the files a person picked, made ready to store. Files that are neither PNG nor
 * JPEG by content are refused by name; past the maximum the list is truncated with `Nombre maximum
 * de photos sélectionnées {n}` (core `limitConditionPhotos`); the others are resized to fit
 * 720×720 and stamped with their time and, when the device gives it, its position (issue 14).
 * `notices` are what to tell the person, in order.
 */
export async function selectPhotos(
  files: readonly File[],
  existing: number,
  max: number | null,
  device: PhotoDevice,
  texts: SelectPhotosTexts,
): Promise<{ photos: PreparedPhoto[]; notices: string[] }> {
  const notices: string[] = [];
  const images: { file: File; kind: 'png' | 'jpeg' }[] = [];
  for (const file of files) {
    const kind = await photoKind(file).catch(() => null);
    if (kind) images.push({ file, kind });
    else notices.push(texts.notAnImage(file.name));
  }
  const { kept, message } = limitConditionPhotos(existing, images, max);
  if (message) notices.push(message);
  if (kept.length === 0) return { photos: [], notices };
  const [position, resized] = await Promise.all([
    device.locate().catch(() => null),
    Promise.all(kept.map(({ file, kind }) => device.resize(file, kind).catch(() => null))),
  ]);
  const now = device.now();
  const photos: PreparedPhoto[] = [];
  kept.forEach(({ file }, i) => {
    const dataUrl = resized[i];
    if (dataUrl) photos.push({ dataUrl, trace: photoTrace(file.lastModified, now, position) });
    else notices.push(texts.unreadable(file.name));
  });
  return { photos, notices };
}
