import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Signed evidence (issue « the server's door »): one row per document a customer signed, written
 * with the document, so it is never replaced and never served altered.
 *
 * - `path`: the document in the file store (`file_upload` refuses to write there, 409).
 * - `folder`: the item's folder (`LOCATION/{contract}/{registration}/`): `file_download` serves
 *   the newest signed document of the item before any other PDF of the folder.
 * - `sha256`: the document's hash when it was written; a file that no longer matches it is
 *   refused and logged, never served.
 * - `signature_request_id`, `signed_at`: the request it answers and when.
 *
 * Documents signed before this migration (`signature_requests.signed_pdf_path`) are registered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE signed_documents (
      path text PRIMARY KEY,
      folder text NOT NULL,
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      signature_request_id text REFERENCES signature_requests (id) ON DELETE SET NULL,
      signed_at timestamptz NOT NULL
    );
    CREATE INDEX signed_documents_folder_idx ON signed_documents (folder, signed_at DESC);
    INSERT INTO signed_documents (path, folder, sha256, signature_request_id, signed_at)
      SELECT signed_pdf_path,
             left(signed_pdf_path, length(signed_pdf_path) - strpos(reverse(signed_pdf_path), '/') + 1),
             signed_pdf_sha256, id, signed_at
        FROM signature_requests
       WHERE signed_pdf_path IS NOT NULL AND signed_pdf_sha256 IS NOT NULL
         AND signed_at IS NOT NULL
      ON CONFLICT (path) DO NOTHING;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS signed_documents;`);
}
