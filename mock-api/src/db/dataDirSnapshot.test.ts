import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseDataDirTar } from './dataDirSnapshot';
import { openDatabase } from './openDatabase';
import { migrateToLatest } from './migrateToLatest';
import { testSnapshot } from './testSnapshots';

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('DataDirSnapshot', () => {
  it('opens copies of a dumped data directory, read once, that do not touch it', async () => {
    // The run's migrated database, as `testSnapshot` reads it: once per test worker.
    const snapshot = testSnapshot('migrated');
    if (!snapshot) throw new Error('The server project’s global setup makes the snapshots.');
    expect(snapshot.tar.buffer).toBeInstanceOf(SharedArrayBuffer);
    const { entries } = snapshot;
    // The cluster's files, each directory listed before what it holds.
    const seen = new Set<string>(['']);
    for (const entry of entries) {
      expect(seen.has(entry.path.slice(0, entry.path.lastIndexOf('/')))).toBe(true);
      if (entry.directory) seen.add(entry.path);
    }
    const version = entries.find((entry) => entry.path === '/PG_VERSION');
    expect(new TextDecoder().decode(version?.bytes).trim()).toMatch(/^\d+$/);
    expect(entries.some((entry) => entry.path.startsWith('/base/') && entry.bytes.length > 0)).toBe(
      true,
    );
    const before = digest(snapshot.tar);

    // In memory (its files written straight in), twice: a write in the first copy is not in the
    // second, nor in the snapshot.
    const first = await openDatabase({ databaseUrl: 'memory://', snapshot });
    try {
      await first.db.insertInto('companies').values({ id: 7, data: '{"RS":"Loca"}' }).execute();
      const rows = await first.db.selectFrom('companies').selectAll().execute();
      expect(rows).toEqual([{ id: 7, data: { RS: 'Loca' } }]);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ databaseUrl: 'memory://', snapshot });
    try {
      expect(await second.db.selectFrom('companies').selectAll().execute()).toEqual([]);
      expect(await migrateToLatest(second.db)).toEqual([]);
      // The run's snapshots carry the small test settings (testSnapshots.setup.ts).
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(
        second.db,
      );
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await second.close();
    }
    expect(digest(snapshot.tar)).toBe(before);
  });

  it('refuses a damaged archive with a French message', () => {
    const header = new Uint8Array(512);
    header.set(new TextEncoder().encode('/PG_VERSION'), 0);
    header.set(new TextEncoder().encode('00000000003'), 124);
    header.set(new TextEncoder().encode('0'), 156);
    // The header announces 3 bytes that are not there.
    expect(() => parseDataDirTar(header)).toThrow(/Archive de base tronquée : « \/PG_VERSION »/);
    const data = new Uint8Array(1024);
    data.set(header);
    expect(parseDataDirTar(data).map((entry) => entry.path)).toEqual(['/PG_VERSION']);
    data[156] = '2'.charCodeAt(0); // a symbolic link: never in a dump of ours
    expect(() => parseDataDirTar(data)).toThrow(/entrée de type « 2 » inattendue/);
    header.set(new TextEncoder().encode('0000000009x'), 124);
    expect(() => parseDataDirTar(header)).toThrow(/nombre « 0000000009x »/);
  });
});
