import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testSnapshots';
import { down, up } from './202611281040_save_subjects';

describe('202611281040_save_subjects', () => {
  it('keeps the first owner of an id and reads the subject back from the kept answers', async () => {
    const { db, close } = await openTestDatabase();
    try {
      await down(db as Kysely<unknown>);
      const rows: [number, string, string, unknown, string][] = [
        [1, 'shared-id-000000000000001', 'edit_material', { recordId: 12 }, '2026-11-20'],
        [2, 'shared-id-000000000000001', 'edit_material', { recordId: 40 }, '2026-11-21'],
        [
          1,
          'photos-id-000000000000002',
          'set_photos',
          { paths: ['LOCATION/C1/NAC@42/PHOTOS/RETOUR_003.jpg'] },
          '2026-11-22',
        ],
        [1, 'photos-id-000000000000003', 'set_photos', { paths: [] }, '2026-11-22'],
      ];
      for (const [user, id, call, answer, at] of rows) {
        await sql`insert into applied_saves (user_id, save_id, call, answer, applied_at)
          values (${user}, ${id}, ${call}, ${JSON.stringify(answer)}::jsonb, ${at}::timestamptz)`.execute(
          db,
        );
      }
      await up(db as Kysely<unknown>);
      const { rows: after } = await sql<{
        user_id: number;
        save_id: string;
        subject: string | null;
      }>`select user_id, save_id, subject from applied_saves order by save_id`.execute(db);
      expect(after).toEqual([
        {
          user_id: 1,
          save_id: 'photos-id-000000000000002',
          subject: 'LOCATION/C1/NAC@42/PHOTOS/RETOUR',
        },
        { user_id: 1, save_id: 'photos-id-000000000000003', subject: null },
        { user_id: 1, save_id: 'shared-id-000000000000001', subject: '12' },
      ]);
      // One owner per id from now on.
      await expect(
        sql`insert into applied_saves (user_id, save_id, call) values (2, 'photos-id-000000000000002', 'set_photos')`.execute(
          db,
        ),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
