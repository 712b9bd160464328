import { conditionImageKind } from './conditionFiles';
import { CONDITION_CHECK_MESSAGES } from './messages';

/**
 * The French refusals of `file_upload` (ours; the first two are those the server answered
 * before the folders had rules).
 */
export const LOCATION_UPLOAD_MESSAGES = {
  notAPdf: CONDITION_CHECK_MESSAGES.notAPdf,
  imageExpected: 'Le fichier envoyé doit être une image PNG ou JPEG.',
  typeNotAllowed:
    'Sous LOCATION/, seuls les PDF (.pdf) et les images PNG ou JPEG (.png, .jpg, .jpeg) sont acceptés.',
  photosOnly: 'Le dossier PHOTOS/ ne reçoit que des images PNG ou JPEG.',
  notForUploads: 'Le dossier TAGS/ est écrit par le serveur : aucun fichier ne peut y être déposé.',
} as const;

export type LocationUploadRefusal = keyof typeof LOCATION_UPLOAD_MESSAGES;

/** A PDF by its content: the `%PDF-` header. */
export function isPdfContent(bytes: Uint8Array): boolean {
  return [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => bytes[i] === b);
}

/**
 * What a folder under LOCATION/ takes through `file_upload` (spec 3 §7.1, issue « the server's
 * door »), judged by content, the name only having to agree with it: the item's folder and those
 * above it take PDFs (the reports) and PNG/JPEG images; `PHOTOS/` takes images only; `TAGS/`
 * nothing (the server writes it). Any other name (`.html`, `.svg`, none) is refused, whatever the
 * bytes. Null when the file may be written.
 */
export function locationUploadRefusal(
  path: string,
  bytes: Uint8Array,
): LocationUploadRefusal | null {
  const segments = path.split('/');
  if (segments.includes('TAGS')) return 'notForUploads';
  const name = segments[segments.length - 1] ?? '';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (ext === 'pdf') {
    if (segments.includes('PHOTOS')) return 'photosOnly';
    return isPdfContent(bytes) ? null : 'notAPdf';
  }
  if (ext === 'png' || ext === 'jpg' || ext === 'jpeg') {
    return conditionImageKind(bytes) ? null : 'imageExpected';
  }
  return 'typeNotAllowed';
}
