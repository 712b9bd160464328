import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Delivery management (spec 3 §2.6, §3.5, §7.2; issue 35): the itineraries saved as calendar
 * events. One row per event: `name` (nom), `description`, `start_ts` / `end_ts`
 * (debut_timestamp / fin_timestamp), `driver` (chauffeur), what the server computed from the legs
 * (`distance_tenths` in tenths of km, `minutes`, `weights` the pipe-joined leg weights in kg,
 * `kind` Livraison or Reprise), `recap` (the legs), `deleted` (supprimer 0/1: a delete only sets
 * it, the row is never listed again) and `version` (409 on a stale edit). The version trigger of
 * the read cache (migration 202611230855_data_versions) covers it, so `getEvents` is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE delivery_itineraries (
      id serial PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      driver text NOT NULL,
      distance_tenths integer NOT NULL DEFAULT 0 CHECK (distance_tenths >= 0),
      minutes integer NOT NULL DEFAULT 0 CHECK (minutes >= 0),
      weights text NOT NULL DEFAULT '',
      kind text NOT NULL DEFAULT 'Livraison' CHECK (kind IN ('Livraison', 'Reprise')),
      recap jsonb NOT NULL DEFAULT '[]'::jsonb,
      deleted smallint NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
      version integer NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_ts >= start_ts)
    );
    CREATE INDEX delivery_itineraries_window_idx ON delivery_itineraries (start_ts, end_ts)
      WHERE deleted = 0;
    INSERT INTO data_versions (name) VALUES ('delivery_itineraries');
    CREATE TRIGGER delivery_itineraries_data_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_itineraries
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS delivery_itineraries;
    DELETE FROM data_versions WHERE name = 'delivery_itineraries';
  `,
  );
}
