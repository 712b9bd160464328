import { sql, type Kysely } from 'kysely';
import { runStatements } from './runStatements';

/** The tables a session lookup reads, versioned from now on (`SESSION_TABLES` in auth/sessions.ts). */
const SESSION_TABLES = ['sessions', 'users'];

const bumpFunction = (notify: boolean) =>
  sql.raw(
    `CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE data_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
        ${notify ? `PERFORM pg_notify('locasuite_table_change', TG_TABLE_NAME);` : ''}
        RETURN NULL;
      END $$`,
  );

/**
 * Issue 10: the version trigger also notifies `locasuite_table_change` with the table's name, so
 * the embedded database's process counts writes without reading `data_versions` on every kept
 * answer (db/tableChanges.ts); and the two tables a session lookup reads get the trigger, so a
 * session already looked up can be trusted until a session or a user is written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await bumpFunction(true).execute(db);
  await runStatements(
    db,
    `
    INSERT INTO data_versions (name) VALUES ${SESSION_TABLES.map((t) => `('${t}')`).join(', ')};
    ${SESSION_TABLES.map(
      (t) => `CREATE TRIGGER ${t}_data_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();`,
    ).join('\n    ')}
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ${SESSION_TABLES.map((t) => `DROP TRIGGER IF EXISTS ${t}_data_version ON ${t};`).join('\n    ')}
    DELETE FROM data_versions WHERE name IN (${SESSION_TABLES.map((t) => `'${t}'`).join(', ')});
  `,
  );
  await bumpFunction(false).execute(db);
}
