import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * A save id names one save (issue 15, security issue item 3): `applied_saves` keeps what the save
 * was about (`subject`: the record, or the photo folder and leg) and an id belongs to one person
 * (primary key `save_id`), so the same id on another record or from another person is refused
 * instead of answered with the first save's answer.
 *
 * Rows recorded before: two people who used the same id keep the first one's row; the subject is
 * read back from the kept answer where it says it (`edit_material`: its `recordId`; `set_photos`:
 * the folder and leg of its first photo, `LOCATION/…/PHOTOS/DEPART`), else left null (any record,
 * as before; such rows are purged 90 days after they were applied).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM applied_saves a USING applied_saves b
      WHERE a.save_id = b.save_id
        AND a.user_id <> b.user_id
        AND (a.applied_at, a.user_id) > (b.applied_at, b.user_id);
    ALTER TABLE applied_saves DROP CONSTRAINT applied_saves_pkey;
    ALTER TABLE applied_saves ADD PRIMARY KEY (save_id);
    ALTER TABLE applied_saves ADD COLUMN subject text;
    UPDATE applied_saves SET subject = answer->>'recordId'
      WHERE call = 'edit_material' AND answer->>'recordId' IS NOT NULL;
    UPDATE applied_saves
      SET subject = regexp_replace(answer->'paths'->>0, '_[0-9]+\\.[A-Za-z0-9]+$', '')
      WHERE call = 'set_photos' AND answer->'paths'->>0 IS NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE applied_saves DROP COLUMN IF EXISTS subject;
    ALTER TABLE applied_saves DROP CONSTRAINT applied_saves_pkey;
    ALTER TABLE applied_saves ADD PRIMARY KEY (user_id, save_id);
  `,
  );
}
