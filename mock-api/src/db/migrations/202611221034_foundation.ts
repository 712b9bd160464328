import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Foundation schema. Business records keep the backend's field names in `data` (jsonb, the
 * `fieldData` the contract answers with); the columns beside it are what the server filters,
 * joins and indexes on. Timestamps of business events are epoch milliseconds (bigint), as the
 * contract sends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE companies (
      id integer PRIMARY KEY,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );

    CREATE TABLE agencies (
      id integer PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id),
      name text NOT NULL,
      latitude double precision,
      longitude double precision,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );

    CREATE TABLE users (
      id serial PRIMARY KEY,
      login text NOT NULL UNIQUE,
      email text UNIQUE,
      display_name text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      admin boolean NOT NULL DEFAULT false,
      web_application_to_show text NOT NULL DEFAULT '',
      planning_display jsonb NOT NULL DEFAULT '{}'::jsonb,
      tech_to_show_planning_livraison text NOT NULL DEFAULT '',
      tech_to_show_planning_technicien text NOT NULL DEFAULT '',
      mails text NOT NULL DEFAULT '',
      agency_id integer REFERENCES agencies(id),
      company_id integer REFERENCES companies(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user_idx ON sessions(user_id);

    CREATE TABLE login_attempts (
      key text PRIMARY KEY,
      failures integer NOT NULL DEFAULT 0,
      window_start timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz
    );

    CREATE TABLE families (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE,
      web_name text NOT NULL DEFAULT '',
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );

    CREATE TABLE sub_families (
      id integer PRIMARY KEY,
      family_id integer NOT NULL REFERENCES families(id),
      name text NOT NULL UNIQUE,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );

    CREATE TABLE tariff_grids (
      id integer PRIMARY KEY,
      sub_family_id integer NOT NULL REFERENCES sub_families(id),
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX tariff_grids_sub_family_idx ON tariff_grids(sub_family_id);

    CREATE TABLE fleet (
      id integer PRIMARY KEY,
      matricule text NOT NULL UNIQUE,
      family_id integer NOT NULL REFERENCES families(id),
      sub_family_id integer NOT NULL REFERENCES sub_families(id),
      agency_id integer NOT NULL REFERENCES agencies(id),
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX fleet_sub_family_idx ON fleet(sub_family_id);

    CREATE TABLE clients (
      id integer PRIMARY KEY,
      code_client text NOT NULL UNIQUE,
      company_name text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX clients_company_name_idx ON clients(lower(company_name));

    CREATE TABLE contract_states (
      state text PRIMARY KEY,
      color text NOT NULL
    );

    CREATE TABLE contracts (
      id integer PRIMARY KEY,
      num_contrat text NOT NULL UNIQUE,
      client_id integer NOT NULL REFERENCES clients(id),
      agency_id integer NOT NULL REFERENCES agencies(id),
      state text,
      created_ts bigint NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX contracts_client_idx ON contracts(client_id);

    -- Rental lines (CLD_*): one fleet item on one contract, the rental events of the plannings.
    CREATE TABLE contract_lines (
      id integer PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
      fleet_id integer REFERENCES fleet(id),
      agency_id integer NOT NULL REFERENCES agencies(id),
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      delivery_start_ts bigint,
      delivery_end_ts bigint,
      state text,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX contract_lines_contract_idx ON contract_lines(contract_id);
    CREATE INDEX contract_lines_window_idx ON contract_lines(start_ts, end_ts);
    CREATE INDEX contract_lines_end_idx ON contract_lines(end_ts);

    -- Reservations (R_*): a fleet item booked for a future rental.
    CREATE TABLE reservations (
      id integer PRIMARY KEY,
      contract_id integer REFERENCES contracts(id) ON DELETE CASCADE,
      fleet_id integer REFERENCES fleet(id),
      agency_id integer NOT NULL REFERENCES agencies(id),
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      state text,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX reservations_window_idx ON reservations(start_ts, end_ts);
    CREATE INDEX reservations_end_idx ON reservations(end_ts);

    -- After-sales interventions (the SAV events of the plannings and the repair orders).
    CREATE TABLE interventions (
      id integer PRIMARY KEY,
      report_number text NOT NULL UNIQUE,
      fleet_id integer REFERENCES fleet(id),
      client_id integer REFERENCES clients(id),
      agency_id integer REFERENCES agencies(id),
      status text NOT NULL,
      start_ts bigint,
      end_ts bigint,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX interventions_window_idx ON interventions(start_ts, end_ts);
    CREATE INDEX interventions_status_idx ON interventions(status);

    -- Technicians and drivers (kind 'technicien' or 'chauffeur').
    CREATE TABLE staff (
      id integer PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('technicien', 'chauffeur')),
      agency_id integer REFERENCES agencies(id),
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      UNIQUE (kind, name)
    );

    -- Settings as Key/Value rows, per scope (a tool or 'general').
    CREATE TABLE settings (
      scope text NOT NULL,
      key text NOT NULL,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    );

    -- Mail outbox: every mail the suite sends, with its delivery events.
    CREATE TABLE outbox (
      id serial PRIMARY KEY,
      message_id text NOT NULL UNIQUE,
      mailbox text NOT NULL,
      from_address text NOT NULL,
      to_address text NOT NULL,
      cc text NOT NULL DEFAULT '',
      subject text NOT NULL,
      html text NOT NULL DEFAULT '',
      text_body text NOT NULL DEFAULT '',
      tag text NOT NULL DEFAULT 'SENDINBLUE',
      attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'stored')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX outbox_mailbox_idx ON outbox(mailbox, created_at DESC);
    CREATE INDEX outbox_status_idx ON outbox(status);

    CREATE TABLE mail_events (
      id serial PRIMARY KEY,
      outbox_id integer NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
      event text NOT NULL,
      at timestamptz NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX mail_events_outbox_idx ON mail_events(outbox_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS mail_events, outbox, settings, staff, interventions, reservations,
      contract_lines, contracts, contract_states, clients, fleet, tariff_grids, sub_families,
      families, login_attempts, sessions, users, agencies, companies CASCADE;
  `,
  );
}
