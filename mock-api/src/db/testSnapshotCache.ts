// The tests' cache of dumped databases, kept between runs (Node only): the server and contract
// projects' snapshots (`testSnapshots.setup.ts`) and the web projects' in-page one
// (`inPage/inPageSnapshot.setup.ts`) share its key and its writing.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `node_modules/.cache/<name>`: one folder per kind of snapshot, kept between runs. */
export function snapshotCache(name: string): string {
  return join(ROOT, 'node_modules', '.cache', name);
}

/** Every source file the migrations and the seed can depend on (tests excepted), sorted. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/**
 * What a snapshot is made of: the server's and core's sources (migrations, seed, the registries
 * they read), the locked dependency versions (PGlite's among them), the seed's UTC day
 * (`generateSeed` gives the same data all day) and `extra`, whatever else a kind of snapshot
 * depends on (one line each). Any change gives another key, so a stale snapshot is never used.
 */
export function snapshotKey(now: number, extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  hash.update(`day ${new Date(now).toISOString().slice(0, 10)}\n`);
  for (const line of extra) hash.update(`${line}\n`);
  for (const file of [
    join(ROOT, 'package-lock.json'),
    ...sourceFiles(join(ROOT, 'core', 'src')),
    ...sourceFiles(join(ROOT, 'mock-api', 'src')),
  ]) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * How long another key's snapshots are kept after they were last made: a run that started on
 * other sources (another working copy's tests, or a run started before an edit) may still be
 * cloning them, so only older ones are removed.
 */
const KEEP_OTHER_KEYS_MS = 60 * 60 * 1000;

/**
 * The folder of `key` in `cache`, with the other keys' folders made more than an hour ago removed
 * before a build: their snapshots are stale, and no run still reads them.
 */
export function freshSnapshotFolder(cache: string, key: string, now = Date.now()): string {
  if (existsSync(cache)) {
    for (const other of readdirSync(cache)) {
      const path = join(cache, other);
      if (other !== key && now - statSync(path).mtimeMs > KEEP_OTHER_KEYS_MS) {
        rmSync(path, { recursive: true, force: true });
      }
    }
  }
  const dir = join(cache, key);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Written then renamed: a run started meanwhile never reads half a file. */
export async function writeSnapshotFile(file: string, blob: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
  renameSync(partial, file);
}
