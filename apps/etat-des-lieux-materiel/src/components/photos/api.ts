import {
  calls,
  imageDataUrl,
  conditionPhotoCaption,
  limitConditionPhotos,
  photoTraceFromTags,
} from '@locasuite/core';
import type { ConditionLeg, PhotoTrace } from '@locasuite/core';
import type { FieldPhoto } from '@locasuite/ui/field';
import type { EtatdlApi } from '../../api';

export type { PreparedPhoto } from '@locasuite/ui/field';

/**
 * One stored photo of a leg, with its content (a data URL), its trace (time, position) and its
 * caption (core `conditionPhotoCaption`), as the kit's photo section shows it.
 */
export interface ConditionPhoto extends FieldPhoto {
  readonly name: string;
  readonly path: string;
  /** The file store's last modification (ISO), when it says. */
  readonly modified: string | null;
  readonly trace: PhotoTrace;
  readonly tags: readonly string[];
  readonly src: string;
}

export interface PhotoItem {
  readonly contract: string;
  readonly matricule: string;
}

/** The photos of one leg, names and tags only (`get_photos`). */
export async function listLegPhotos(api: EtatdlApi, item: PhotoItem, leg: ConditionLeg) {
  const answer = await api.call(calls.etatdl.get_photos, {
    contrat: item.contract,
    matricule: item.matricule,
    type: leg,
  });
  return answer.photos;
}

/** spec 3 §2.2 section 7: the photos of one leg with their content (`photo_download`). */
export async function loadLegPhotos(
  api: EtatdlApi,
  item: PhotoItem,
  leg: ConditionLeg,
): Promise<ConditionPhoto[]> {
  const listed = await listLegPhotos(api, item, leg);
  return Promise.all(
    listed.map(async (photo) => {
      const { fileBinary } = await api.call(calls.etatdl.photo_download, { path: photo.path });
      const tags = photo.tags ?? [];
      const trace = photoTraceFromTags(tags);
      return {
        key: photo.path,
        caption: conditionPhotoCaption(leg, trace),
        name: photo.name,
        path: photo.path,
        modified: photo.server_modified ?? null,
        trace,
        tags,
        src: imageDataUrl(fileBinary),
      };
    }),
  );
}

/**
 * Stores photos of a leg (`set_photos`, the server names them `{leg}_NNN`), then each one's time
 * and position (`set_tags`, issue 14). Resolves to the stored paths.
 */
export async function storePhotos(
  api: EtatdlApi,
  item: PhotoItem,
  leg: ConditionLeg,
  photos: readonly { readonly dataUrl: string; readonly tags: readonly string[] }[],
): Promise<string[]> {
  if (photos.length === 0) return [];
  const { paths } = await api.call(calls.etatdl.set_photos, {
    contrat: item.contract,
    matricule: item.matricule,
    type: leg,
    fileList: photos.map((p) => p.dataUrl),
  });
  await Promise.all(
    paths.map((path, i) => {
      const tags = photos[i]?.tags ?? [];
      return tags.length === 0
        ? Promise.resolve()
        : api.call(calls.etatdl.set_tags, { path, tags: [...tags] });
    }),
  );
  return paths;
}

/** spec 3 §2.2 section 7 "delete" (`photo_delete`). */
export async function deletePhoto(api: EtatdlApi, path: string): Promise<void> {
  await api.call(calls.etatdl.photo_delete, { path });
}

/**
 * spec 3 §5.3 "reuse the departure photos": each departure photo copied as a return photo on the
 * server (`photo_download`, `set_photos`, `set_tags`: the copy keeps when and where it was taken),
 * at most `max` (core `limitConditionPhotos`). Resolves to how many were copied.
 */
export async function reuseDeparturePhotos(
  api: EtatdlApi,
  item: PhotoItem,
  max: number | null,
): Promise<number> {
  const departure = await listLegPhotos(api, item, 'DEPART');
  const { kept } = limitConditionPhotos(0, departure, max);
  const copies = await Promise.all(
    kept.map(async (photo) => {
      const { fileBinary } = await api.call(calls.etatdl.photo_download, { path: photo.path });
      return { dataUrl: imageDataUrl(fileBinary), tags: photo.tags ?? [] };
    }),
  );
  return (await storePhotos(api, item, 'RETOUR', copies)).length;
}
