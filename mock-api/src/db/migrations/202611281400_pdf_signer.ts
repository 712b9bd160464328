import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * The PDF signer's evidence (spec 3 §3.6, §4.4, issue 36). The client files themselves live in the
 * file store (`CLIENTS/{code}/…`); these tables hold what proves what happened to them.
 *
 * - `pdf_signer_documents`: one row per client file the signer touched: its current `path` (NOK,
 *   then OK once signed), the client, and once signed its `sha256` and `signed_at`.
 * - `pdf_signer_events`: each document's event log (created, sent, code sent, wrong code,
 *   verified, signed, downloaded, new version), each event carrying the previous one's hash
 *   (core `chainEvent`): changing or removing one breaks the chain (core `verifyEventLog`).
 * - `pdf_signer_requests`: remote double-authentication requests, under 128 random bits chosen by
 *   the server, with the current code's hash only (never the code), its tries and the link's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE pdf_signer_documents (
      id serial PRIMARY KEY,
      path text NOT NULL UNIQUE,
      client_code text NOT NULL,
      created_at timestamptz NOT NULL,
      signed_at timestamptz,
      sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$')
    );
    CREATE INDEX pdf_signer_documents_sha_idx ON pdf_signer_documents (sha256);
    CREATE TABLE pdf_signer_events (
      document_id integer NOT NULL REFERENCES pdf_signer_documents (id) ON DELETE CASCADE,
      seq integer NOT NULL CHECK (seq > 0),
      kind text NOT NULL,
      at text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      prev text NOT NULL,
      hash text NOT NULL,
      PRIMARY KEY (document_id, seq)
    );
    CREATE TABLE pdf_signer_requests (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
      document_id integer NOT NULL REFERENCES pdf_signer_documents (id) ON DELETE CASCADE,
      client text NOT NULL,
      email text NOT NULL,
      tel text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      end_date timestamptz NOT NULL,
      code_hash text,
      code_issued_at timestamptz,
      code_tries integer NOT NULL DEFAULT 0,
      link_tries integer NOT NULL DEFAULT 0,
      codes_sent integer NOT NULL DEFAULT 0,
      verified_at timestamptz,
      signed integer NOT NULL DEFAULT 0
    );
    CREATE INDEX pdf_signer_requests_document_idx ON pdf_signer_requests (document_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS pdf_signer_requests;
    DROP TABLE IF EXISTS pdf_signer_events;
    DROP TABLE IF EXISTS pdf_signer_documents;
  `,
  );
}
