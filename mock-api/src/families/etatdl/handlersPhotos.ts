import {
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  conditionPhotoFolder,
} from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { readCheckedFile } from '../signedDocuments';
import { baseName, decodePhoto, legPhotos, locationPath } from './files';
import { deletePhotoTags, readPhotoTags } from './photoTags';
import { conditionOptions, findLineByItem } from './queries';

/**
 * spec 3 §2.2 section 7, §5.3, §7.1: the photos of a leg, stored under core's photo folder as
 * `{DEPART|RETOUR}_NNN.png|jpg`, judged by content, at most nbrMaxPhoto per leg.
 */
export const photoHandlers = {
  set_photos: async (ctx, { contrat, matricule, fileList, type }) => {
    await findLineByItem(ctx.db, contrat, matricule);
    const folder = conditionPhotoFolder(contrat, matricule);
    if (!folder) throw new HttpError(422, RECORD_MESSAGES.invalidPath);
    const photos = fileList.map((item, i) => decodePhoto(item, i + 1));
    const existing = await legPhotos(ctx, contrat, matricule, type);
    const { nbrMaxPhoto } = await conditionOptions(ctx.db);
    if (nbrMaxPhoto !== null && existing.length + photos.length > nbrMaxPhoto) {
      throw new HttpError(422, M.maximumPhotos(nbrMaxPhoto));
    }
    let next =
      existing.reduce((max, f) => {
        const n = Number(/_(\d+)\.\w+$/.exec(baseName(f.path))?.[1] ?? 0);
        return Math.max(max, n);
      }, 0) + 1;
    const paths: string[] = [];
    for (const photo of photos) {
      const path = `${folder}${type}_${String(next++).padStart(3, '0')}.${photo.ext}`;
      await ctx.files.put(path, photo.bytes);
      paths.push(path);
    }
    return { paths };
  },

  get_photos: read(async (ctx, { contrat, matricule, type }) => {
    await findLineByItem(ctx.db, contrat, matricule);
    const files = await legPhotos(ctx, contrat, matricule, type);
    const photos = [];
    for (const f of files) {
      photos.push({
        name: baseName(f.path),
        path: f.path,
        server_modified: f.modifiedAt.toISOString(),
        tags: await readPhotoTags(ctx.files, f.path),
      });
    }
    return { photos };
  }),

  photo_exite: read(async (ctx, { path }) => ({
    exist: await ctx.files.exists(locationPath(path)),
  })),

  photo_download: read(async (ctx, { path }) => ({
    fileBinary: (await readCheckedFile(ctx, locationPath(path), M.photoNotFound)).toString(
      'base64',
    ),
  })),

  photo_delete: async (ctx, { path }) => {
    const normal = locationPath(path);
    if (!normal.includes('/PHOTOS/') || !(await ctx.files.delete(normal))) {
      throw new HttpError(404, M.photoNotFound);
    }
    await deletePhotoTags(ctx.files, normal);
    return {};
  },
} satisfies FamilyHandlers<'etatdl'>;
