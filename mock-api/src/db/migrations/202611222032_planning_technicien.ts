import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Technician planning (spec 2 §3.1, §7.1 planningTechnicien): a version on every intervention (an
 * edit made on a stale version answers 409: the UPDATE is conditional on it), the technicians'
 * unavailabilities and comments by key (state 1 active, 0 deleted). The date-range and status
 * indexes `get_events_liste` uses exist since the foundation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE interventions ADD COLUMN version integer NOT NULL DEFAULT 1;
    CREATE TABLE technician_unavailabilities (
      key serial PRIMARY KEY,
      technician text NOT NULL,
      type text NOT NULL,
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      state smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_ts > start_ts)
    );
    CREATE INDEX technician_unavailabilities_technician_idx
      ON technician_unavailabilities (technician, start_ts);
    CREATE TABLE technician_comments (
      key serial PRIMARY KEY,
      technician text NOT NULL,
      comment text NOT NULL,
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      state smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_ts >= start_ts)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS technician_comments;
    DROP TABLE IF EXISTS technician_unavailabilities;
    ALTER TABLE interventions DROP COLUMN IF EXISTS version;
  `,
  );
}
