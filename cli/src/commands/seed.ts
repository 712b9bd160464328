import { isDatabaseEmpty, seedDatabase } from '@locasuite/mock-api';
import type { Command } from 'commander';
import type { CliIo } from '../CliIo';
import { CliError } from '../CliError';
import { parseScale, parseSeed } from '../parseOptions';
import { configFrom, withDatabase } from '../withDatabase';

interface SeedOptions {
  scale: number;
  reset?: boolean;
  randomSeed?: number;
  dataDir?: string;
  db?: string;
}

/** `locasuite seed`: fills the database with the deterministic demo data. */
export function registerSeedCommand(program: Command, io: CliIo): void {
  program
    .command('seed')
    .description('Remplir la base avec les données de démonstration')
    .option(
      '--scale <n>',
      'facteur de volume (1 = 320 matériels, 1 200 lignes de location)',
      parseScale,
      1,
    )
    .option('--reset', 'remplacer les données métier existantes (les comptes sont conservés)')
    .option('--random-seed <n>', 'graine du générateur (20261122 par défaut)', parseSeed)
    .option('--data-dir <dossier>', 'dossier des données (LOCASUITE_DATA_DIR)')
    .option('--db <url>', 'memory, ou une URL postgres:// (DATABASE_URL)')
    .action(async (options: SeedOptions) => {
      const config = configFrom(io, { dataDir: options.dataDir, db: options.db });
      const summary = await withDatabase(config, async (db) => {
        if (!options.reset && !(await isDatabaseEmpty(db))) {
          throw new CliError(
            'La base contient déjà des données : relancez avec --reset pour les remplacer par les données de démonstration.',
          );
        }
        return seedDatabase(db, {
          scale: options.scale,
          reset: options.reset === true,
          ...(options.randomSeed !== undefined ? { randomSeed: options.randomSeed } : {}),
        });
      });
      io.out(
        `Données de démonstration écrites (échelle ${summary.scale}, graine ${summary.randomSeed}) :`,
      );
      for (const [table, count] of Object.entries(summary.counts)) {
        io.out(`  ${table.padEnd(16)} ${String(count).padStart(7)}`);
      }
      io.out(
        `${summary.totalRows} lignes en ${(summary.durationMs / 1000).toFixed(1)} s (${summary.rowsPerSecond} lignes/s).`,
      );
    });
}
