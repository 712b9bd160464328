import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * The condition check's temporary PDFs (`creat_tmp_pdf`, the public `openPdf`; issue « the
 * server's door »): the id is 128 random bits the server chooses (hex), the only key to the
 * file `Etat_des_lieux_pdf/{id}.pdf`, readable until `expires_at` (one hour, core
 * `TEMPORARY_PDF_LIFETIME_MS`). `created_by`: who made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE temporary_pdfs (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
      expires_at timestamptz NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL
    );
    CREATE INDEX temporary_pdfs_expiry_idx ON temporary_pdfs (expires_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS temporary_pdfs;`);
}
