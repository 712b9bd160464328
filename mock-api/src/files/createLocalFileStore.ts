import { PDF_SIGNER_MESSAGES, RECORD_MESSAGES } from '@locasuite/core';
import { randomBytes } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  open,
  readFile,
  readdir,
  realpath,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { HttpError } from '../HttpError';
import type { FileInfo, FileStore } from './FileStore';
import { normaliseFilePath } from './normaliseFilePath';

const TEMP_MARK = '.tmp-';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';

/**
 * A file store in a local directory (`<dataDir>/files`). Every path is normalised, and no symlink
 * may lead out of the root. Writes go to a temporary file in the same folder, are flushed, then
 * renamed over the target, so a reader never sees half a file.
 */
export function createLocalFileStore(rootDir: string): FileStore {
  mkdirSync(rootDir, { recursive: true });
  const root = realpathSync(rootDir);

  const inside = (real: string) => real === root || real.startsWith(root + sep);

  /** Refuses a path whose existing part resolves (through symlinks) outside the root. */
  async function resolveSafe(
    clientPath: string,
    allowEmpty = false,
  ): Promise<{ rel: string; abs: string }> {
    const rel = normaliseFilePath(clientPath, { allowEmpty });
    const abs = rel === '' ? root : join(root, ...rel.split('/'));
    let probe = abs;
    for (;;) {
      try {
        const info = await lstat(probe);
        if (info.isSymbolicLink() || !inside(await realpath(probe))) {
          throw new HttpError(422, RECORD_MESSAGES.invalidPath);
        }
        break;
      } catch (error) {
        if (!isMissing(error)) throw error;
        const parent = dirname(probe);
        if (parent === probe || !inside(parent))
          throw new HttpError(422, RECORD_MESSAGES.invalidPath);
        probe = parent;
      }
    }
    return { rel, abs };
  }

  const infoOf = (rel: string, s: { size: number; mtime: Date }): FileInfo => ({
    path: rel,
    size: s.size,
    modifiedAt: s.mtime,
  });

  async function statFile(path: string): Promise<FileInfo | null> {
    const { rel, abs } = await resolveSafe(path);
    try {
      const s = await stat(abs);
      return s.isFile() ? infoOf(rel, s) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A sealed file has no write permission left (it survives restarts with the directory). */
  async function sealedAt(abs: string): Promise<boolean> {
    try {
      const s = await stat(abs);
      return s.isFile() && (s.mode & 0o222) === 0;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async function refuseSealed(abs: string): Promise<void> {
    if (await sealedAt(abs)) throw new HttpError(409, PDF_SIGNER_MESSAGES.signedImmutable);
  }

  return {
    async put(path, data) {
      const { rel, abs } = await resolveSafe(path);
      await refuseSealed(abs);
      await mkdir(dirname(abs), { recursive: true });
      // The folders just created must still be inside the root (a symlinked parent would not be).
      await resolveSafe(path);
      const temp = join(dirname(abs), `${TEMP_MARK}${randomBytes(6).toString('hex')}`);
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, abs);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return infoOf(rel, await stat(abs));
    },

    async get(path) {
      const { abs } = await resolveSafe(path);
      try {
        return await readFile(abs);
      } catch (error) {
        if (isMissing(error) || (error as { code?: string }).code === 'EISDIR') {
          throw new HttpError(404, RECORD_MESSAGES.fileNotFound(normaliseFilePath(path)));
        }
        throw error;
      }
    },

    async exists(path) {
      return (await statFile(path)) !== null;
    },

    stat: statFile,

    async list(prefix = '') {
      const { abs } = await resolveSafe(prefix, true);
      const out: FileInfo[] = [];
      async function walk(dir: string) {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error) || (error as { code?: string }).code === 'ENOTDIR') return;
          throw error;
        }
        for (const entry of entries) {
          if (entry.name.startsWith(TEMP_MARK)) continue;
          const full = join(dir, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (entry.isFile()) {
            out.push(infoOf(relative(root, full).split(sep).join('/'), await stat(full)));
          }
        }
      }
      await walk(abs);
      return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },

    async delete(path) {
      const { abs } = await resolveSafe(path);
      await refuseSealed(abs);
      try {
        await unlink(abs);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async seal(path) {
      const { abs } = await resolveSafe(path);
      await chmod(abs, 0o444);
    },

    async isSealed(path) {
      return sealedAt((await resolveSafe(path)).abs);
    },
  };
}
