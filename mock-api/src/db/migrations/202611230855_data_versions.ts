import { sql, type Kysely } from 'kysely';
import { runStatements } from './runStatements';

/** The tables a cached read may depend on (`VERSIONED_TABLES` in http/readCache.ts). */
const TABLES = [
  'agencies',
  'bike_agencies',
  'bike_slots',
  'clients',
  'contract_lines',
  'contract_states',
  'contracts',
  'driver_unavailabilities',
  'fleet',
  'interventions',
  'reservations',
  'settings',
  'staff',
  'technician_comments',
  'technician_unavailabilities',
];

/**
 * A data version per table (issue 10): every statement that writes one of these tables bumps its
 * version in the same transaction (a statement trigger, so a 50,000-row seed costs one bump). The
 * read cache serves an answer again only while the versions it was built at are unchanged; the
 * version lives in the database, so two server processes on one PostgreSQL never serve a stale
 * answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE data_versions (
      name text PRIMARY KEY,
      version bigint NOT NULL DEFAULT 0
    );
    INSERT INTO data_versions (name) VALUES ${TABLES.map((t) => `('${t}')`).join(', ')};
  `,
  );
  // One statement (its body has semicolons inside, which runStatements would split on).
  await sql
    .raw(
      `CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME; RETURN NULL;
      END $$`,
    )
    .execute(db);
  await runStatements(
    db,
    TABLES.map(
      (t) => `CREATE TRIGGER ${t}_data_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();`,
    ).join('\n'),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${TABLES.map((t) => `DROP TRIGGER IF EXISTS ${t}_data_version ON ${t};`).join('\n    ')}
    DROP FUNCTION IF EXISTS bump_data_version();
    DROP TABLE IF EXISTS data_versions;
  `,
  );
}
