import { RECORD_MESSAGES } from '@locasuite/core';
import { HttpError } from '../HttpError';

const invalid = () => new HttpError(422, RECORD_MESSAGES.invalidPath);

/**
 * Normalises a client file path to `a/b/c` and refuses (422 « Chemin de fichier invalide ») any
 * path that is empty, absolute, holds NUL, control characters or backslashes, a drive letter, or a
 * `..` segment. `allowEmpty` accepts `''` (the root, for listings).
 */
export function normaliseFilePath(input: unknown, { allowEmpty = false } = {}): string {
  if (typeof input !== 'string' || input.length > 1024) throw invalid();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(input)) throw invalid();
  if (input.startsWith('/') || /^[A-Za-z]:/.test(input)) throw invalid();
  const segments = input.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..' || s.length > 255)) throw invalid();
  if (segments.length === 0 && !allowEmpty) throw invalid();
  return segments.join('/');
}
