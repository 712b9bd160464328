import {
  PDF_SIGNER_MESSAGES as M,
  isListedClientFile,
  parseClientFile,
  type ClientFile,
} from '@locasuite/core';
import type { FileInfo } from '../../files/FileStore';
import { normaliseFilePath } from '../../files/normaliseFilePath';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';

/** Where the client files live: `CLIENTS/{CODE_CLIENT}/DOCUMENTS/{year}/{CONTRAT|FACTURE}/…`. */
export const CLIENTS_ROOT = 'CLIENTS/';

/** The folder of a client's documents. */
export const clientFolder = (code: string) => `${CLIENTS_ROOT}${code}/`;

/**
 * A path a caller names (with or without the leading `/` of `path_display`): normalised, `..`,
 * absolute paths and backslashes refused (422), and under CLIENTS/ only (422).
 */
export function clientPath(input: string, { folder = false } = {}): string {
  let normal: string;
  try {
    normal = normaliseFilePath(input.replace(/^\/+/, ''), { allowEmpty: false });
  } catch {
    throw new HttpError(422, M.pathInvalid);
  }
  if (!`${normal}/`.startsWith(CLIENTS_ROOT)) {
    throw new HttpError(422, M.pathOutside);
  }
  if (!folder && !/\.pdf$/i.test(normal)) throw new HttpError(422, M.notAPdf);
  if (!folder && !isListedClientFile(normal)) throw new HttpError(422, M.pathOutside);
  return normal;
}

/** A client file's derived fields (core `parseClientFile`), 422 when its name has no @@ parts. */
export function clientFileOf(path: string, modifiedMs = 0): ClientFile {
  const file = parseClientFile(path, modifiedMs);
  if (!file) throw new HttpError(422, M.pathOutside);
  return file;
}

/** The code of the client whose folder holds `path` (`CLIENTS/{code}/…`). */
export const clientCodeOf = (path: string) => path.slice(CLIENTS_ROOT.length).split('/')[0] ?? '';

/** spec 3 §7.3 file entries: tag, name, path_display, client_modified (ISO). */
export function fileEntry(info: FileInfo) {
  return {
    tag: 'file',
    name: info.path.slice(info.path.lastIndexOf('/') + 1),
    path_display: `/${info.path}`,
    client_modified: info.modifiedAt.toISOString(),
  };
}

/** The listed client files under a folder (spec 3 §3.6 listing rule), newest first. */
export async function listedFiles(ctx: HandlerContext, folder: string): Promise<FileInfo[]> {
  const files = await ctx.files.list(folder);
  return files
    .filter((f) => isListedClientFile(f.path))
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime());
}

/** A PDF of the store: its bytes (404 French when absent, 422 when not a PDF). */
export async function readClientPdf(ctx: HandlerContext, path: string): Promise<Buffer> {
  if (!(await ctx.files.exists(path))) throw new HttpError(404, M.missingFile);
  const bytes = await ctx.files.get(path);
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new HttpError(422, M.notAPdf);
  }
  return bytes;
}
