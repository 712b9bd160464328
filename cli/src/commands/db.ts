import type { Command } from 'commander';
import type { CliIo } from '../CliIo';
import { configFrom, withDatabase } from '../withDatabase';

/** `locasuite db migrate`: applies the pending migrations. */
export function registerDbCommand(program: Command, io: CliIo): void {
  const db = program.command('db').description('Base de données');
  db.command('migrate')
    .description('Appliquer les migrations en attente')
    .option('--data-dir <dossier>', 'dossier des données (LOCASUITE_DATA_DIR)')
    .option('--db <url>', 'memory, ou une URL postgres:// (DATABASE_URL)')
    .action(async (options: { dataDir?: string; db?: string }) => {
      const config = configFrom(io, options);
      const applied = await withDatabase(config, async (_db, migrations) => migrations);
      io.out(
        applied.length === 0
          ? `Base à jour (${describeDatabase(config.databaseUrl, config.dataDir)}).`
          : `Migrations appliquées : ${applied.join(', ')}.`,
      );
    });
}

/** Where the data lives, without the credentials a database URL may carry. */
function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl === undefined) return dataDir;
  try {
    const url = new URL(databaseUrl);
    return url.protocol === 'memory:' ? 'memory://' : `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'base configurée';
  }
}
