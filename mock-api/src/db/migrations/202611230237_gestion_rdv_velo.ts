import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Bike appointment slots (spec 2 §3.2, §7.2 gestionRdvVelo): the agencies of the calendar (PR_*
 * fields, GPS, indications) and the slots. JOUR is stored at 12:00 UTC of the day (`day_ts`),
 * DEBUT/FIN as `HH:mm`; `types` holds the appointment type keys set to 1 (TYPE_ID fields); `booked`
 * is LIBRE (1 booked, 0 free, DECISIONS.md); `series_id` is ID_HEBDOMADAIRE. Every edit bumps
 * `version` in a conditional UPDATE: of two bookings of one free slot only one is written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE bike_agencies (
      id integer PRIMARY KEY,
      name text NOT NULL,
      city text NOT NULL,
      web_label text NOT NULL DEFAULT '',
      color text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      latitude double precision,
      longitude double precision,
      indications text NOT NULL DEFAULT '',
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE TABLE bike_slots (
      key serial PRIMARY KEY,
      agency_id integer NOT NULL REFERENCES bike_agencies (id) ON DELETE CASCADE,
      city text NOT NULL DEFAULT '',
      day_ts bigint NOT NULL,
      start_time text NOT NULL,
      end_time text NOT NULL,
      types jsonb NOT NULL DEFAULT '[]'::jsonb,
      booked smallint NOT NULL DEFAULT 0 CHECK (booked IN (0, 1)),
      rdv_valide smallint NOT NULL DEFAULT 0 CHECK (rdv_valide BETWEEN 0 AND 3),
      last_name text NOT NULL DEFAULT '',
      first_name text NOT NULL DEFAULT '',
      client_code text NOT NULL DEFAULT '',
      mail text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      bike_type text NOT NULL DEFAULT '',
      reservation_num text NOT NULL DEFAULT '',
      contract text NOT NULL DEFAULT '',
      matricule text NOT NULL DEFAULT '',
      weekly smallint NOT NULL DEFAULT 0 CHECK (weekly IN (0, 1)),
      series_id text NOT NULL DEFAULT '',
      comments jsonb NOT NULL DEFAULT '[]'::jsonb,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_time > start_time)
    );
    CREATE INDEX bike_slots_agency_day_idx ON bike_slots (agency_id, day_ts);
    CREATE INDEX bike_slots_day_idx ON bike_slots (day_ts);
    CREATE INDEX bike_slots_client_idx ON bike_slots (lower(client_code)) WHERE client_code <> '';
    CREATE INDEX bike_slots_series_idx ON bike_slots (series_id) WHERE series_id <> '';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS bike_slots;
    DROP TABLE IF EXISTS bike_agencies;
  `,
  );
}
