import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import { createReadCache, JsonText, VERSIONED_TABLES } from './readCache';

let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openTestDatabase();
});

afterAll(async () => {
  await opened.close();
});

let nextStaff = 9000;
const bumpStaff = () =>
  opened.db
    .insertInto('staff')
    .values({
      id: (nextStaff += 1),
      name: `T${nextStaff}`,
      kind: 'technicien',
      agency_id: null,
      data: '{}',
    })
    .execute();

describe('read cache (issue 10)', () => {
  it('has a version row and a write trigger for every table a cached read may name, and no more', async () => {
    const triggers = await sql<{ table: string }>`
      SELECT event_object_table AS table FROM information_schema.triggers
      WHERE trigger_name = event_object_table || '_data_version'
      GROUP BY event_object_table`.execute(opened.db);
    const rows = await opened.db.selectFrom('data_versions').select('name').execute();
    const sorted = [...VERSIONED_TABLES].sort();
    expect(triggers.rows.map((r) => r.table).sort()).toEqual(sorted);
    expect(rows.map((r) => r.name).sort()).toEqual(sorted);
  });

  it.each([
    ['read from data_versions (PostgreSQL)', false],
    ['heard by this process (embedded database)', true],
  ] as const)(
    'builds once for callers of the same key at the same version, again after a write: version %s',
    async (_name, heard) => {
      const cache = createReadCache(heard ? { changes: opened.changes } : {});
      let builds = 0;
      const build = async () => {
        builds += 1;
        return { data: [builds] };
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => cache.answer(opened.db, 'k', ['staff'], build)),
      );
      expect(builds).toBe(1);
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]!.text).toBe('{"data":[1]}');
      expect((await cache.answer(opened.db, 'k', ['staff'], build)).text).toBe('{"data":[1]}');
      // A write to another table does not matter; one to `staff` does.
      await opened.db.deleteFrom('outbox').execute();
      await opened.db
        .updateTable('settings')
        .set({ value: 'x' })
        .where('key', '=', 'none')
        .execute();
      expect((await cache.answer(opened.db, 'k', ['staff'], build)).text).toBe('{"data":[1]}');
      await bumpStaff();
      expect((await cache.answer(opened.db, 'k', ['staff'], build)).text).toBe('{"data":[2]}');
      expect(cache.stats()).toMatchObject({ misses: 2, entries: 1 });
    },
  );

  it('keeps JSON text as it is, gives it a validator that follows the content', async () => {
    const cache = createReadCache();
    const a = await cache.answer(opened.db, 'a', ['staff'], async () => new JsonText('[1, 2]'));
    const b = await cache.answer(opened.db, 'b', ['staff'], async () => new JsonText('[1, 2]'));
    const c = await cache.answer(opened.db, 'c', ['staff'], async () => new JsonText('[1, 3]'));
    expect(a.text).toBe('[1, 2]');
    expect(a.answerText()).toBe('{"code":0,"data":[1, 2]}');
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('forgets the least recently used answers past its size', async () => {
    const cache = createReadCache({ maxBytes: 250 });
    const text = 'x'.repeat(100);
    for (const key of ['a', 'b', 'c']) {
      await cache.answer(opened.db, key, ['staff'], async () => new JsonText(`"${text}"`));
    }
    expect(cache.stats().entries).toBe(2);
    let rebuilt = false;
    await cache.answer(opened.db, 'a', ['staff'], async () => {
      rebuilt = true;
      return new JsonText('"a"');
    });
    expect(rebuilt).toBe(true);
  });

  it('does not keep a failed build: the next caller builds again', async () => {
    const cache = createReadCache();
    await expect(
      cache.answer(opened.db, 'f', ['staff'], async () => {
        throw new Error('échec');
      }),
    ).rejects.toThrow('échec');
    const ok = await cache.answer(opened.db, 'f', ['staff'], async () => ({ ok: true }));
    expect(ok.text).toBe('{"ok":true}');
  });

  it('seals an answer once per envelope and reuses it', () => {
    const value = new JsonText('{"data":[]}');
    let seals = 0;
    const seal = (answer: string) => {
      seals += 1;
      return `sealed:${answer}`;
    };
    const envelope = {};
    expect(value.sealedBy(envelope, seal)).toBe('sealed:{"code":0,"data":{"data":[]}}');
    value.sealedBy(envelope, seal);
    expect(seals).toBe(1);
    value.sealedBy({}, seal);
    expect(seals).toBe(2);
  });
});
