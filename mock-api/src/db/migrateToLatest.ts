import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { LEGACY_MIGRATION_NAMES, MIGRATIONS } from './migrations/index';

const staticProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/**
 * Databases migrated before migrations were named by date record `001_foundation`…: rename those
 * rows to today's names, in one transaction, so the migrator sees them as applied.
 */
async function renameLegacyMigrations(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    present: string | null;
  }>`select to_regclass('kysely_migration')::text as present`.execute(db);
  if (!rows[0]?.present) return;
  await db.transaction().execute(async (trx) => {
    for (const [legacy, name] of Object.entries(LEGACY_MIGRATION_NAMES)) {
      await sql`update kysely_migration set name = ${name} where name = ${legacy}`.execute(trx);
    }
  });
}

/** Applies every pending migration (run at server start). Throws with a French message on failure. */
export async function migrateToLatest<DB>(database: Kysely<DB>): Promise<string[]> {
  const db = database as unknown as Kysely<unknown>;
  await renameLegacyMigrations(db);
  // Two tools written at once may land a migration dated before one already applied here:
  // it is still applied (migrations of different tools do not depend on each other's order).
  const migrator = new Migrator({ db, provider: staticProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(
      `Échec de la migration de la base${failed ? ` (${failed.migrationName})` : ''} : ${detail}`,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
