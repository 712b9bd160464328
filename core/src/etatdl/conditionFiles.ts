import { CONDITION_CHECK_MESSAGES as M } from './messages';

/**
 * One part of a file-store path: trimmed, slashes (and backslashes) as `@` (spec 3 §7.1
 * "registration with slashes replaced by @"); null when empty or a dot segment, so a part never
 * adds or climbs a folder level.
 */
function pathPart(value: unknown): string | null {
  const text = (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
    .trim()
    .replace(/[/\\]/g, '@');
  return text === '' || text === '.' || text === '..' ? null : text;
}

/**
 * spec 3 §7.1, issue 14: the photo folder of one item, `LOCATION/{contract}/{registration with /
 * as @}/PHOTOS/` (contract C000123, registration `AB/12` → `LOCATION/C000123/AB@12/PHOTOS/`).
 * The contract gets the same treatment. Null when either is empty.
 */
export function conditionPhotoFolder(contract: unknown, registration: unknown): string | null {
  const c = pathPart(contract);
  const r = pathPart(registration);
  return c && r ? `LOCATION/${c}/${r}/PHOTOS/` : null;
}

/**
 * spec 3 §7.1 "The PDF name is {contract}_{registration}_{title uppercased}.pdf"
 * (`C000123_NAC-0042_DEPART.pdf`). A slash in a part becomes `@` as in the photo folder, since a
 * file name holds none. Null when a part is empty.
 */
export function conditionPdfName(
  contract: unknown,
  registration: unknown,
  title: unknown,
): string | null {
  const c = pathPart(contract);
  const r = pathPart(registration);
  const t = pathPart(title);
  return c && r && t ? `${c}_${r}_${t.toUpperCase()}.pdf` : null;
}

/**
 * spec 3 §5.3 "Accepted types: png and jpeg", judged by content, not by name (issue 14): the
 * PNG signature or the JPEG start-of-image marker. Null for anything else.
 */
export function conditionImageKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

/**
 * spec 3 §5.3 "Maximum photos: adding more gives Nombre maximum de photos sélectionnées {n} and
 * the list is truncated": the added photos kept, and the message when some were dropped.
 * `max` null: no maximum.
 */
export function limitConditionPhotos<T>(
  existing: number,
  added: readonly T[],
  max: number | null,
): { readonly kept: T[]; readonly message: string | null } {
  if (max === null) return { kept: [...added], message: null };
  const room = Math.max(0, max - Math.max(0, existing));
  return added.length > room
    ? { kept: added.slice(0, room), message: M.maximumPhotos(max) }
    : { kept: [...added], message: null };
}

/** spec 3 §5.3 "If no return photos exist, the user is asked whether to reuse the departure photos". */
export function offersDeparturePhotos(returnPhotos: number, departurePhotos: number): boolean {
  return returnPhotos === 0 && departurePhotos > 0;
}
