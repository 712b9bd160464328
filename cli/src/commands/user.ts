import {
  createUser,
  listUsers,
  setAdmin,
  setApplications,
  setPassword,
  type UserSummary,
} from '@locasuite/mock-api';
import type { Command } from 'commander';
import type { CliIo } from '../CliIo';
import { printTable } from '../printTable';
import { parseBoolean, parseList } from '../parseOptions';
import { configFrom, withDatabase, type DatabaseOptions } from '../withDatabase';

const describeUser = (u: UserSummary): string =>
  `${u.login}${u.admin ? ' (admin)' : ''} — ${u.applications.length} application(s)`;

/** `locasuite user …`: account management from the command line. */
export function registerUserCommand(program: Command, io: CliIo): void {
  const user = program.command('user').description('Comptes utilisateurs');
  const withDb = <T>(command: Command, task: Parameters<typeof withDatabase<T>>[1]) =>
    withDatabase(configFrom(io, command.optsWithGlobals<DatabaseOptions>()), task);
  user
    .option('--data-dir <dossier>', 'dossier des données (LOCASUITE_DATA_DIR)')
    .option('--db <url>', 'memory, ou une URL postgres:// (DATABASE_URL)');

  user
    .command('add <login>')
    .description('Créer un compte')
    .requiredOption('--password <motDePasse>', 'mot de passe (8 caractères au moins)')
    .option('--email <email>', 'adresse email')
    .option('--name <nom>', 'nom affiché')
    .option('--admin', 'administrateur')
    .option(
      '--apps <applications>',
      'applications autorisées, séparées par des virgules',
      parseList,
    )
    .action(
      async (
        login: string,
        options: {
          password: string;
          email?: string;
          name?: string;
          admin?: boolean;
          apps?: string[];
        },
        command: Command,
      ) => {
        const created = await withDb(command, (db) =>
          createUser(db, {
            login,
            password: options.password,
            email: options.email,
            displayName: options.name,
            admin: options.admin === true,
            applications: options.apps ?? [],
          }),
        );
        io.out(`Compte créé : ${describeUser(created)}.`);
      },
    );

  user
    .command('list')
    .description('Lister les comptes')
    .action(async (_options: unknown, command: Command) => {
      const users = await withDb(command, (db) => listUsers(db));
      if (users.length === 0) {
        io.out('Aucun compte.');
        return;
      }
      const rows = users.map((u) => [
        String(u.id),
        u.login,
        u.email ?? '',
        u.displayName,
        u.admin ? 'oui' : 'non',
        u.applications.join(','),
      ]);
      printTable(io, ['id', 'identifiant', 'email', 'nom', 'admin', 'applications'], rows);
    });

  user
    .command('set-password <login> <password>')
    .description('Changer le mot de passe (ferme les sessions ouvertes)')
    .action(async (login: string, password: string, _options: unknown, command: Command) => {
      const updated = await withDb(command, (db) => setPassword(db, login, password));
      io.out(`Mot de passe changé pour ${updated.login} ; ses sessions sont fermées.`);
    });

  user
    .command('set-apps <login> <apps>')
    .description('Remplacer les applications autorisées (séparées par des virgules)')
    .action(async (login: string, apps: string, _options: unknown, command: Command) => {
      const updated = await withDb(command, (db) => setApplications(db, login, parseList(apps)));
      io.out(`Applications de ${updated.login} : ${updated.applications.join(', ') || 'aucune'}.`);
    });

  user
    .command('set-admin')
    .description('Donner (true) ou retirer (false) le rôle administrateur')
    .argument('<login>', 'identifiant ou email')
    .argument('<admin>', 'true ou false (oui ou non)', parseBoolean)
    .action(async (login: string, flag: boolean, _options: unknown, command: Command) => {
      const updated = await withDb(command, (db) => setAdmin(db, login, flag));
      io.out(`${updated.login} ${updated.admin ? 'est' : 'n\u2019est plus'} administrateur.`);
    });
}
