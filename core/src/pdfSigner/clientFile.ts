import { signedOnText } from '../etatdl/remoteSignature';

/**
 * spec 3 §3.6: a client file of the PDF signer. Its name holds, separated by `@@`: the type, the
 * number, the date, the signed flag (OK or NOK), the position `x-y` of the stamp on page one, the
 * client's name, then optionally a phone and an e-mail; `.pdf` ends it.
 */
export interface ClientFile {
  readonly path: string;
  /** The file name without `.pdf`. */
  readonly title: string;
  /** The number (the reservation / document number). */
  readonly resaNum: string;
  /** The fifth path segment (CONTRAT or FACTURE folders). */
  readonly type: string;
  /** The type value written first in the name. */
  readonly typeValue: string;
  readonly date: string;
  readonly isSigned: boolean;
  readonly position: { readonly x: number; readonly y: number };
  readonly client: string;
  readonly phone: string;
  readonly email: string;
  /** Last modification, in ms (0 when unknown), and DD/MM/YYYY HH:mm. */
  readonly lastEdit: number;
  readonly lastEditText: string;
}

export const NAME_SEPARATOR = '@@';
/** spec 3 §9: at least six path segments. */
export const LISTED_MIN_SEGMENTS = 6;

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * spec 3 §3.6, §9 listing rule: a file with a pdf name whose path contains CONTRAT or FACTURE
 * and has at least six path segments.
 */
export function isListedClientFile(path: string): boolean {
  const segments = segmentsOf(path);
  if (segments.length < LISTED_MIN_SEGMENTS) return false;
  if (!/\.pdf$/i.test(baseName(path))) return false;
  return segments.some((s) => /CONTRAT|FACTURE/.test(s));
}

const STAMP_PREFIX = 'Signée le ';

/** DD/MM/YYYY HH:mm in French time (the §9 stamp's date); '' for 0 or an invalid time. */
export function frenchDateTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  return signedOnText(new Date(ms)).slice(STAMP_PREFIX.length);
}

/** `400-120` → { x: 400, y: 120 }; null when it is not two numbers joined by a hyphen. */
export function parsePosition(text: string): { x: number; y: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  return { x: Number(match[1]), y: Number(match[2]) };
}

/**
 * spec 3 §3.6: the derived fields of a client file, or null when its name does not hold the
 * `@@` parts (at least type, number, date, OK/NOK, position and client).
 */
export function parseClientFile(path: string, modifiedMs = 0): ClientFile | null {
  const name = baseName(path);
  if (!/\.pdf$/i.test(name)) return null;
  const title = name.slice(0, -4);
  const parts = title.split(NAME_SEPARATOR).map((p) => p.trim());
  if (parts.length < 6) return null;
  const [typeValue = '', resaNum = '', date = '', flag = '', position = '', client = ''] = parts;
  if (flag !== 'OK' && flag !== 'NOK') return null;
  const at = parsePosition(position);
  if (!at || resaNum === '') return null;
  return {
    path,
    title,
    resaNum,
    type: segmentsOf(path)[4] ?? '',
    typeValue,
    date,
    isSigned: flag === 'OK',
    position: at,
    client,
    phone: parts[6] ?? '',
    email: parts[7] ?? '',
    lastEdit: modifiedMs,
    lastEditText: frenchDateTime(modifiedMs),
  };
}

/** spec 3 §4.4: the name of a file once signed, NOK → OK in its flag part; null when not NOK. */
export function signedPathOf(path: string): string | null {
  const slash = path.lastIndexOf('/');
  const parts = path.slice(slash + 1).split(NAME_SEPARATOR);
  if (parts.length < 6 || parts[3]?.trim() !== 'NOK') return null;
  parts[3] = 'OK';
  return `${path.slice(0, slash + 1)}${parts.join(NAME_SEPARATOR)}`;
}

/** Builds a client file name from its parts (the seed and tests): `@@` removed from each part. */
export function clientFileName(parts: {
  typeValue: string;
  resaNum: string;
  date: string;
  signed: boolean;
  position: { x: number; y: number };
  client: string;
  phone?: string;
  email?: string;
}): string {
  const clean = (v: string) => v.replaceAll(NAME_SEPARATOR, ' ').replaceAll('/', '-').trim();
  const list = [
    parts.typeValue,
    parts.resaNum,
    parts.date,
    parts.signed ? 'OK' : 'NOK',
    `${Math.round(parts.position.x)}-${Math.round(parts.position.y)}`,
    parts.client,
  ].map(clean);
  if (parts.phone || parts.email) list.push(clean(parts.phone ?? ''));
  if (parts.email) list.push(clean(parts.email));
  return `${list.join(NAME_SEPARATOR)}.pdf`;
}
