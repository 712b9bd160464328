import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from './migrations/index';

const staticProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/** Applies every pending migration (run at server start). Throws with a French message on failure. */
export async function migrateToLatest<DB>(database: Kysely<DB>): Promise<string[]> {
  const db = database as unknown as Kysely<unknown>;
  const migrator = new Migrator({ db, provider: staticProvider });
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
