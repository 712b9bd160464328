import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * One link per recipient (DECISIONS.md « One signing request, several recipients »): a request
 * sent to three addresses is three rows, each with its own 128-bit id, that share `batch_id` (the
 * sending); the first to sign closes the others. `recipient`: the address this link was mailed to,
 * so the evidence names who signed. Rows written before this migration were each their own
 * sending (`batch_id` = `id`) and name no recipient.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE signature_requests ADD COLUMN batch_id text;
    ALTER TABLE signature_requests ADD COLUMN recipient text;
    UPDATE signature_requests SET batch_id = id WHERE batch_id IS NULL;
    ALTER TABLE signature_requests ALTER COLUMN batch_id SET NOT NULL;
    CREATE INDEX signature_requests_batch_idx ON signature_requests (batch_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS signature_requests_batch_idx;
    ALTER TABLE signature_requests DROP COLUMN IF EXISTS recipient;
    ALTER TABLE signature_requests DROP COLUMN IF EXISTS batch_id;
  `,
  );
}
