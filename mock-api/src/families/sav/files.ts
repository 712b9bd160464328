import { RECORD_MESSAGES } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { normaliseFilePath } from '../../files/normaliseFilePath';

/** Where after-sales photos and recap PDFs live in the file store: `SAV/{report link}/…`. */
export const SAV_ROOT = 'SAV/';

/** A path a client sent, normalised, that must stay under `SAV/` (never escaping the root). */
export function savPath(path: string): string {
  const normal = normaliseFilePath(path);
  if (!normal.startsWith(SAV_ROOT) || normal.length === SAV_ROOT.length) {
    throw new HttpError(422, RECORD_MESSAGES.invalidPath);
  }
  return normal;
}

/** A folder under `SAV/`, with its trailing slash. */
export const savFolder = (path: string) => {
  const normal = savPath(path);
  return normal.endsWith('/') ? normal : `${normal}/`;
};

/** The recap's name in a report's folder of the file store (`SAV/{link}/`), made by the server. */
export const RECAP_NAME = 'recapitulatif.pdf';

/** Where the server keeps the recap PDF of the report of `link`. */
export const recapPath = (link: string) => `${SAV_ROOT}${link}/${RECAP_NAME}`;
