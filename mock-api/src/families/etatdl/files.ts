import {
  CONDITION_CHECK_MESSAGES as M,
  conditionImageKind,
  conditionPhotoFolder,
  imageSizeMessage,
  imageSizeRefusal,
  isPdfContent,
} from '@locasuite/core';
import { normaliseFilePath } from '../../files/normaliseFilePath';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';

/** The largest photo a check accepts (spec 3 §5.3: photos are resized to 720×720 first). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The largest PDF or other file a check uploads. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A path of the condition check's files: normalised and under LOCATION/. */
export function locationPath(path: string): string {
  const normal = normaliseFilePath(path);
  if (!normal.startsWith('LOCATION/')) throw new HttpError(422, M.pathOutside);
  return normal;
}

/** Photos of one leg in the item's photo folder (`DEPART_001.jpg`…). */
export async function legPhotos(
  ctx: HandlerContext,
  contract: unknown,
  registration: unknown,
  leg: string,
) {
  const folder = conditionPhotoFolder(contract, registration);
  if (!folder) return [];
  const files = await ctx.files.list(folder);
  return files.filter((f) => baseName(f.path).startsWith(`${leg}_`));
}

/** A file sent as a data URL or plain base64: its bytes; 422 when it is neither. */
export function decodeFile(value: unknown): Buffer {
  const raw = typeof value === 'string' ? value.trim() : '';
  const comma = raw.startsWith('data:') ? raw.indexOf(',') : -1;
  if (raw.startsWith('data:') && (comma < 0 || !raw.slice(0, comma).endsWith(';base64'))) {
    throw new HttpError(422, M.fileUnreadable);
  }
  const base64 = (comma >= 0 ? raw.slice(comma + 1) : raw).replace(/\s/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) {
    throw new HttpError(422, M.fileUnreadable);
  }
  return Buffer.from(base64, 'base64');
}

/** A photo of a list: a data URL, or an object holding one (`content`, `data`, `base64`…). */
function photoContent(item: unknown): unknown {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null) {
    const o = item as Record<string, unknown>;
    return o.content ?? o.data ?? o.base64 ?? o.dataUrl ?? o.src ?? o.file ?? '';
  }
  return '';
}

/**
 * Photo n° `n` of a list: a PNG or a JPEG by its content, 5 MB at most, declaring at most
 * 4000×4000 pixels and 16 megapixels (core `imageSizeRefusal`); 422 otherwise.
 */
export function decodePhoto(item: unknown, n: number): { bytes: Buffer; ext: 'png' | 'jpg' } {
  let bytes: Buffer;
  try {
    bytes = decodeFile(photoContent(item));
  } catch {
    throw new HttpError(422, M.notAnImage(n));
  }
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(422, M.photoTooLarge(n));
  const kind = conditionImageKind(bytes);
  if (!kind) throw new HttpError(422, M.notAnImage(n));
  const tooLarge = imageSizeRefusal(bytes);
  if (tooLarge) throw new HttpError(422, imageSizeMessage(tooLarge, `La photo n° ${n}`));
  return { bytes, ext: kind === 'png' ? 'png' : 'jpg' };
}

/**
 * A PDF a call sends (base64 or a data URL): at most `FILE_MAX_BYTES`, `%PDF-` at its start
 * (core `isPdfContent`); else the French 422.
 */
export function decodePdf(value: unknown): Buffer {
  const bytes = decodeFile(value);
  if (bytes.length > FILE_MAX_BYTES) throw new HttpError(422, M.fileTooLarge);
  if (!isPdfContent(bytes)) throw new HttpError(422, M.notAPdf);
  return bytes;
}
