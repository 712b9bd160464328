/**
 * A dumped PGlite data directory (the uncompressed tar of `dumpDataDir('none')`), read once and
 * opened many times: the tests clone one migrated or seeded database per file.
 *
 * PGlite's own loading (`loadDataDir`) parses the tar again for every database and looks up every
 * parent directory of each of its 1,200 files; its Blob is copied in and then assembled again in
 * small chunks. Here the bytes sit once in shared memory, the tar is parsed once, and a database
 * opened from it (`PGliteThreadOptions.snapshot`) only writes its files into its own memory.
 */

/** A file or directory of the data directory. */
export interface DataDirEntry {
  /** Its path inside the data directory, starting with `/` (as `dumpDataDir` writes it). */
  readonly path: string;
  readonly directory: boolean;
  /** Last modification, in milliseconds since the epoch. */
  readonly modified: number;
  /** A file's bytes, a view on the snapshot's shared memory (never written); empty for a directory. */
  readonly bytes: Uint8Array;
}

const BLOCK = 512;

function text(block: Uint8Array, offset: number, length: number): string {
  let end = offset;
  while (end < offset + length && block[end] !== 0) end++;
  return new TextDecoder().decode(block.subarray(offset, end));
}

function octal(block: Uint8Array, offset: number, length: number): number {
  const digits = text(block, offset, length).trim();
  if (!/^[0-7]*$/.test(digits))
    throw new Error(`Archive de base illisible : nombre « ${digits} ».`);
  return digits === '' ? 0 : parseInt(digits, 8);
}

/**
 * The entries of a tar as PGlite writes it (ustar headers: name and prefix, octal size and mtime,
 * type `0` file or `5` directory), in the archive's order (a directory before what it holds).
 * Throws on anything else: the snapshots are ours, a surprise means a damaged file.
 */
export function parseDataDirTar(tar: Uint8Array): DataDirEntry[] {
  const entries: DataDirEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header[0] === 0) break; // the two empty blocks that end the archive
    const name = text(header, 0, 100);
    const prefix = text(header, 345, 155);
    const size = octal(header, 124, 12);
    const modified = octal(header, 136, 12) * 1000;
    const type = String.fromCharCode(header[156] ?? 0);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new Error(`Archive de base tronquée : « ${name} ».`);
    const path = prefix ? `${prefix}/${name}` : name;
    if (type === '5') {
      entries.push({ path, directory: true, modified, bytes: new Uint8Array(0) });
    } else if (type === '0' || type === '\0') {
      entries.push({ path, directory: false, modified, bytes: tar.subarray(start, start + size) });
    } else {
      throw new Error(`Archive de base : entrée de type « ${type} » inattendue (${path}).`);
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** A data directory's tar in shared memory, with its entries parsed on first use. */
export class DataDirSnapshot {
  /** The whole tar, on a `SharedArrayBuffer`: it crosses to a database thread without a copy. */
  readonly tar: Uint8Array;
  #entries: DataDirEntry[] | undefined;

  constructor(bytes: Uint8Array) {
    this.tar = new Uint8Array(new SharedArrayBuffer(bytes.length));
    this.tar.set(bytes);
  }

  get entries(): readonly DataDirEntry[] {
    this.#entries ??= parseDataDirTar(this.tar);
    return this.#entries;
  }

  /**
   * The tar as PGlite's `loadDataDir` reads it (its `arrayBuffer()` and nothing else), without
   * copying it: for a data directory on disk, which PGlite fills itself.
   */
  asBlob(): Blob {
    return new SharedTarBlob(this.tar);
  }
}

/** What `openDatabase` and the server accept to start from: a dump, or one read once. */
export type DatabaseSnapshot = Blob | DataDirSnapshot;

class SharedTarBlob extends Blob {
  readonly #tar: Uint8Array;

  constructor(tar: Uint8Array) {
    super([]);
    this.#tar = tar;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // Shared memory that no one writes: PGlite only wraps it in a Uint8Array to read it.
    return Promise.resolve(this.#tar.buffer as ArrayBuffer);
  }
}
