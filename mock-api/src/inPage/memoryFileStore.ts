import { PDF_SIGNER_MESSAGES, RECORD_MESSAGES } from '@locasuite/core';
import { HttpError } from '../HttpError';
import type { FileInfo, FileStore } from '../files/FileStore';
import { normaliseFilePath } from '../files/normaliseFilePath';

const clean = (path: string) => normaliseFilePath(path);

/**
 * A file store in memory, for the in-page server (no disk in a browser tab): the same contract
 * as the local store, files gone when the page closes.
 */
export function createMemoryFileStore(now: () => Date): FileStore {
  const files = new Map<string, { data: Uint8Array; info: FileInfo }>();
  const sealed = new Set<string>();
  const refuseSealed = (key: string) => {
    if (sealed.has(key)) throw new HttpError(409, PDF_SIGNER_MESSAGES.signedImmutable);
  };
  return {
    async put(path, data) {
      const key = clean(path);
      refuseSealed(key);
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data.slice();
      const info = { path: key, size: bytes.byteLength, modifiedAt: now() };
      files.set(key, { data: bytes, info });
      return info;
    },
    async get(path) {
      const file = files.get(clean(path));
      if (!file) throw new HttpError(404, RECORD_MESSAGES.fileNotFound(clean(path)));
      // The contract says Buffer (the Node store); a Uint8Array is what handlers read of it.
      return file.data.slice() as Buffer;
    },
    async exists(path) {
      return files.has(clean(path));
    },
    async list(prefix = '') {
      const folder = normaliseFilePath(prefix, { allowEmpty: true });
      const start = folder === '' ? '' : `${folder}/`;
      return [...files.values()]
        .map((file) => file.info)
        .filter((info) => info.path.startsWith(start))
        .sort((a, b) => a.path.localeCompare(b.path));
    },
    async delete(path) {
      refuseSealed(clean(path));
      return files.delete(clean(path));
    },
    async seal(path) {
      if (files.has(clean(path))) sealed.add(clean(path));
    },
    async isSealed(path) {
      return sealed.has(clean(path));
    },
    async stat(path) {
      return files.get(clean(path))?.info ?? null;
    },
  };
}
