import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * The customers' remote signature of a condition report (spec 3 §2.5, §3.4, §4.3, §7.1;
 * DECISIONS.md). One row per link sent by `send_signature_request`:
 *
 * - `id`: the link's id, 128 random bits in hex (nothing else in the link names the request).
 * - `contract`, `registration`, `leg` ('DEPART' or 'RETOUR'), `line_id`: the condition record
 *   the customer signs (§3.4 CONTRAT, MATRICULE).
 * - `end_date`: the link's end, request time + 7 days (§3.4 END_DATE); `valide` 0/1 (VALIDE).
 * - `pdf_path`, `pdf_sha256`: the report as sent, in the file store, and its hash.
 * - once signed: `signed_at`, `signer`, `signed_ip`, `signed_user_agent`, `signed_pdf_path`,
 *   `signed_pdf_sha256`: what the customer signed, when, from where.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE signature_requests (
      id text PRIMARY KEY,
      line_id integer NOT NULL REFERENCES contract_lines (id) ON DELETE CASCADE,
      contract text NOT NULL,
      registration text NOT NULL,
      leg text NOT NULL CHECK (leg IN ('DEPART', 'RETOUR')),
      end_date timestamptz NOT NULL,
      valide smallint NOT NULL DEFAULT 0 CHECK (valide IN (0, 1)),
      pdf_path text NOT NULL,
      pdf_sha256 text NOT NULL,
      created_at timestamptz NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      signed_at timestamptz,
      signer text,
      signed_ip text,
      signed_user_agent text,
      signed_pdf_path text,
      signed_pdf_sha256 text
    );
    CREATE INDEX signature_requests_line_idx ON signature_requests (line_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS signature_requests;`);
}
