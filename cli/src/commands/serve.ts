import { startServer, verifyPassword, type RunningServer } from '@locasuite/mock-api';
import type { Command } from 'commander';
import type { CliIo } from '../CliIo';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { parsePort } from '../parseOptions';
import { printTable } from '../printTable';
import { configFrom } from '../withDatabase';

interface ServeOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  db?: string;
  seed: boolean;
}

/** `locasuite serve`: the API and the web app, until SIGINT/SIGTERM. */
export function registerServeCommand(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description('Démarrer le serveur (API et application web)')
    .option(
      '--port <n>',
      'port d\u2019écoute (PORT, 8080 par défaut ; 0 = un port libre)',
      parsePort,
    )
    .option('--host <adresse>', 'adresse d\u2019écoute (HOST, 0.0.0.0 par défaut)')
    .option('--data-dir <dossier>', 'dossier des données (LOCASUITE_DATA_DIR, ./data par défaut)')
    .option('--db <url>', 'memory (base en mémoire), ou une URL postgres:// (DATABASE_URL)')
    .option('--no-seed', 'ne pas remplir une base vide avec les données de démonstration')
    .action(async (options: ServeOptions) => {
      const config = configFrom(io, {
        port: options.port,
        host: options.host,
        dataDir: options.dataDir,
        db: options.db,
        // The command prints its own summary; the server's info lines would repeat it.
        ...(io.env.LOG_LEVEL === undefined ? { logLevel: 'warn' as const } : {}),
      });
      const server = await startServer(config, {
        seed: options.seed,
        handleSignals: false,
        databaseSnapshot: io.databaseSnapshot,
      });
      try {
        io.out(`LocaSuite est démarré : ${server.url}`);
        io.out(`Base de données : ${server.database.kind} (${server.database.location})`);
        if (config.webRoot === undefined) {
          io.out('Application web non construite : lancez « npm run build » (l\u2019API répond).');
        }
        await printDemoAccounts(io, server);
        io.out('Ctrl+C pour arrêter.');
        await stopRequested(io.signal);
        io.out('Arrêt du serveur…');
      } finally {
        // A second Ctrl+C (npm start passes signals on) must not cut the shutdown short.
        const ignore = () => {};
        process.on('SIGINT', ignore);
        process.on('SIGTERM', ignore);
        try {
          await server.close();
        } finally {
          process.off('SIGINT', ignore);
          process.off('SIGTERM', ignore);
        }
      }
    });
}

async function printDemoAccounts(io: CliIo, server: RunningServer): Promise<void> {
  const users = await server.db
    .selectFrom('users')
    .select(['login', 'password_hash'])
    .where(
      'login',
      'in',
      DEMO_ACCOUNTS.map((a) => a.login),
    )
    .execute();
  const unchanged: string[][] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = users.find((u) => u.login === account.login);
    if (row && (await verifyPassword(account.login, row.password_hash))) {
      unchanged.push([account.login, account.login, account.role]);
    }
  }
  if (unchanged.length === 0) {
    const anyone = await server.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!anyone) {
      io.out(
        'Aucun compte : créez-en un avec « locasuite user add <identifiant> --password <mot de passe> --admin » (serveur arrêté).',
      );
    }
    return;
  }
  io.out('');
  io.out('Comptes de démonstration :');
  printTable(io, ['identifiant', 'mot de passe', 'rôle'], unchanged);
  io.out(
    'Changez ces mots de passe avant tout usage réel : locasuite user set-password <identifiant> <mot de passe>',
  );
  io.out('');
}

/** Resolves on SIGINT, SIGTERM or when `signal` aborts. */
function stopRequested(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    if (signal?.aborted) return resolve();
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    signal?.addEventListener('abort', done, { once: true });
  });
}
