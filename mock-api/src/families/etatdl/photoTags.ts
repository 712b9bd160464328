import {
  CONDITION_CHECK_MESSAGES as M,
  PHOTO_TAGS_MAX,
  PHOTO_TAG_MAX_LENGTH,
} from '@locasuite/core';
import type { FileStore } from '../../files/FileStore';
import { normaliseFilePath } from '../../files/normaliseFilePath';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers } from '../../http/defineHandlers';

const PHOTOS = '/PHOTOS/';

/** Where the tags of a photo are kept; null when the path is not in a photo folder. */
export function photoTagsPath(photoPath: string): string | null {
  const at = photoPath.lastIndexOf(PHOTOS);
  const name = at < 0 ? '' : photoPath.slice(at + PHOTOS.length);
  if (!photoPath.startsWith('LOCATION/') || name === '' || name.includes('/')) return null;
  return `${photoPath.slice(0, at)}/TAGS/${name}.json`;
}

/** The tags of a photo (`[]` when it has none or they cannot be read). */
export async function readPhotoTags(files: FileStore, photoPath: string): Promise<string[]> {
  const path = photoTagsPath(photoPath);
  if (!path || !(await files.exists(path))) return [];
  try {
    const stored: unknown = JSON.parse(new TextDecoder().decode(await files.get(path)));
    const tags = (stored as { tags?: unknown } | null)?.tags;
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Removes a photo's tags (after the photo itself is deleted). */
export async function deletePhotoTags(files: FileStore, photoPath: string): Promise<void> {
  const path = photoTagsPath(photoPath);
  if (path) await files.delete(path);
}

/**
 * spec 3 §7.1 `set_tags: path, tags` (issue 14: a photo carries when and where it was taken, core
 * `photoTraceTags`). A photo's tags live beside the photo folder, in the item's `TAGS/` folder as
 * `{photo name}.json` (`LOCATION/C1/AB@12/TAGS/DEPART_001.jpg.json` for
 * `LOCATION/C1/AB@12/PHOTOS/DEPART_001.jpg`), so the photo folder holds photos only and its
 * listing, counting and numbering stay as they are. `get_photos` answers them, `photo_delete`
 * removes them with the photo.
 */
export const photoTagHandlers = {
  /** Replaces the tags of an existing photo: 404 when it does not exist, 422 past the limits. */
  set_tags: async (ctx, { path, tags }) => {
    const photo = normaliseFilePath(path);
    const tagsPath = photoTagsPath(photo);
    if (!tagsPath) throw new HttpError(422, M.tagsNotOnAPhoto);
    if (!(await ctx.files.exists(photo))) {
      throw new HttpError(404, M.photoNotFound);
    }
    if (tags.length > PHOTO_TAGS_MAX) throw new HttpError(422, M.tooManyTags(PHOTO_TAGS_MAX));
    if (tags.some((t) => t.length > PHOTO_TAG_MAX_LENGTH)) {
      throw new HttpError(422, M.tagTooLong(PHOTO_TAG_MAX_LENGTH));
    }
    await ctx.files.put(tagsPath, JSON.stringify({ tags }));
    return {};
  },
} satisfies FamilyHandlers<'etatdl'>;
