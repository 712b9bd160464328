import { conditionPhotoFolder } from '@locasuite/core';
import type { SaveSubjects } from '../../http/saveReplay';
import { isIntegerKey } from '../records';

/**
 * What a condition check save carrying a `saveId` is about (issue 15, `http/saveReplay.ts`): the
 * same string for every copy of one save, another one for a save of anything else.
 */

/** `edit_material`: the record (CLD_IDEnreg), `12` and `"12"` alike. */
export function reportSaveSubject({ id }: { readonly id: string | number }): string {
  const numeric = Number(id);
  return isIntegerKey(numeric) ? String(numeric) : String(id).trim();
}

/**
 * `set_photos`: the item's photo folder and the leg, as the stored photos' paths begin
 * (`LOCATION/C000123/NAC-0042/PHOTOS/DEPART`).
 */
export function photoBatchSubject({
  contrat,
  matricule,
  type,
}: {
  readonly contrat: string | number;
  readonly matricule: string | number;
  readonly type: string;
}): string {
  const folder =
    conditionPhotoFolder(contrat, matricule) ?? `${String(contrat)}|${String(matricule)}/`;
  return `${folder}${type}`;
}

/** The condition check's calls that take a `saveId`, with what their saves are about. */
export const ETATDL_SAVE_SUBJECTS: SaveSubjects<'etatdl'> = {
  edit_material: reportSaveSubject,
  set_photos: photoBatchSubject,
};
