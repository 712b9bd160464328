import { toJsonText } from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TableChanges } from '../db/tableChanges';

/**
 * An answer's `data` already written as JSON text (built by the database, or kept by the read
 * cache): the runner puts it in the answer as it is, without parsing and stringifying it again,
 * and keeps its sealed form once made.
 */
export class JsonText {
  /** The sealed `{ code: 0, data }` answer, made once per envelope and then reused. */
  #sealed: { readonly by: object; readonly text: string } | undefined;

  constructor(
    readonly text: string,
    /** A strong validator of this answer (`ETag`), when it comes from the read cache. */
    readonly etag?: string,
  ) {}

  /** The whole plaintext answer `{"code":0,"data":…}`. */
  answerText(): string {
    return `{"code":0,"data":${this.text}}`;
  }

  /** The sealed answer, sealed by `seal` the first time and kept for the next callers. */
  sealedBy(envelope: object, seal: (answer: string) => string): string {
    if (this.#sealed?.by !== envelope) {
      this.#sealed = { by: envelope, text: seal(this.answerText()) };
    }
    return this.#sealed.text;
  }

  get byteLength(): number {
    return this.text.length + (this.#sealed?.text.length ?? 0);
  }
}

/** The tables whose writes a cached read depends on (each has the version trigger). */
export type VersionedTable =
  | 'agencies'
  | 'bike_agencies'
  | 'bike_slots'
  | 'clients'
  | 'contract_lines'
  | 'contract_states'
  | 'contracts'
  | 'delivery_itineraries'
  | 'driver_unavailabilities'
  | 'fleet'
  | 'interventions'
  | 'reservations'
  | 'sessions'
  | 'sav_lines'
  | 'sav_reports'
  | 'sav_stock'
  | 'settings'
  | 'staff'
  | 'technician_comments'
  | 'technician_unavailabilities'
  | 'users';

/**
 * Every table with the version trigger (migrations 202611230855_data_versions, and
 * 202611261100_change_notices for the session lookup's two).
 */
export const VERSIONED_TABLES: readonly VersionedTable[] = [
  'agencies',
  'bike_agencies',
  'bike_slots',
  'clients',
  'contract_lines',
  'contract_states',
  'contracts',
  'delivery_itineraries',
  'driver_unavailabilities',
  'fleet',
  'interventions',
  'reservations',
  'sessions',
  'sav_lines',
  'sav_reports',
  'sav_stock',
  'settings',
  'staff',
  'technician_comments',
  'technician_unavailabilities',
  'users',
];

export interface ReadCacheStats {
  readonly hits: number;
  readonly misses: number;
  readonly entries: number;
  readonly bytes: number;
}

/**
 * The answers of the big window reads (issue 10), kept by call, payload and the data version of
 * the tables they read. Every write to those tables bumps their version in the database, in the
 * writing transaction (a statement trigger), so an answer is served again only while nothing it
 * depends on has changed — also when another server process on the same PostgreSQL wrote.
 */
export interface ReadCache {
  /**
   * The answer for `key` at the current version of `tables`: from the cache, from a build
   * already running for the same key and version, or built now by `build`.
   */
  answer(
    db: Kysely<Database>,
    key: string,
    tables: readonly VersionedTable[],
    build: () => Promise<unknown>,
  ): Promise<JsonText>;
  stats(): ReadCacheStats;
  clear(): void;
}

interface Entry {
  readonly version: string;
  readonly value: JsonText;
}

/** 96 MB of answers (text and sealed text): a few dozen 90-day windows at the national scale. */
const DEFAULT_MAX_BYTES = 96 * 1024 * 1024;

/**
 * The version of a set of tables as one text, read before the answer is built: an answer is then
 * never older than the version it is filed under (a write that commits in between only makes the
 * entry miss next time).
 */
async function versionOf(db: Kysely<Database>, tables: readonly VersionedTable[]): Promise<string> {
  const { rows } = await sql<{ v: string | null }>`
    select string_agg(name || ':' || version, ',' order by name) as v
    from data_versions where name = any(${sql.val([...tables])}::text[])`.execute(db);
  return rows[0]?.v ?? '';
}

/** FNV-1a 32 bits over the UTF-16 units, twice with different offsets: an ETag, not a secret. */
export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

export function createReadCache(
  options: {
    maxBytes?: number;
    /**
     * The embedded database's writes as this process heard them: the version is then read
     * without a query (db/tableChanges.ts). Without it, from `data_versions` (PostgreSQL).
     */
    changes?: TableChanges | undefined;
    /**
     * The ETag of an answer's text (`hashText` by default, which runs anywhere; the server gives
     * a native hash: a week's answer is megabytes, hashed on the event loop).
     */
    hash?: ((text: string) => string) | undefined;
  } = {},
): ReadCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const hash = options.hash ?? hashText;
  const { changes } = options;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recent.
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<JsonText>>();
  let hits = 0;
  let misses = 0;

  const bytes = () => {
    let total = 0;
    for (const entry of entries.values()) total += entry.value.byteLength;
    return total;
  };

  function evict(): void {
    let total = bytes();
    for (const [key, entry] of entries) {
      if (total <= maxBytes) break;
      entries.delete(key);
      total -= entry.value.byteLength;
    }
  }

  return {
    async answer(db, key, tables, build) {
      const version = changes ? changes.versionOf(tables) : await versionOf(db, tables);
      const found = entries.get(key);
      if (found && found.version === version) {
        hits += 1;
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      const flight = `${version}\u0000${key}`;
      const running = building.get(flight);
      if (running) {
        hits += 1;
        return running;
      }
      misses += 1;
      const made = (async () => {
        const data = await build();
        const text = data instanceof JsonText ? data.text : toJsonText(data);
        // The validator follows the content, so a database seeded again (versions counted from
        // the start) never validates an answer kept from before.
        return new JsonText(text, `"${hash(text)}"`);
      })();
      building.set(flight, made);
      try {
        const value = await made;
        entries.set(key, { version, value });
        evict();
        return value;
      } finally {
        building.delete(flight);
      }
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes: bytes() }),
    clear: () => {
      entries.clear();
    },
  };
}
