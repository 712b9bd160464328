import { Command, CommanderError, type Help } from 'commander';
import { CliError } from './CliError';
import { processIo, type CliIo } from './CliIo';
import { frenchError } from './frenchError';
import { registerDbCommand } from './commands/db';
import { registerSeedCommand } from './commands/seed';
import { registerServeCommand } from './commands/serve';
import { registerUserCommand } from './commands/user';

export { CliError } from './CliError';
export type { CliIo } from './CliIo';

const TITLES: Record<string, string> = {
  'Usage:': 'Utilisation :',
  'Options:': 'Options :',
  'Commands:': 'Commandes :',
  'Arguments:': 'Arguments :',
  'Global Options:': 'Options générales :',
};

/** The `locasuite` program: serve, seed, user, db (ARCHITECTURE.md, CLI). */
export function buildProgram(io: CliIo): Command {
  const program = new Command('locasuite')
    .description('LocaSuite : serveur, données de démonstration, comptes et base de données.')
    .helpOption('-h, --help', 'afficher l\u2019aide')
    .helpCommand('help [commande]', 'afficher l\u2019aide d\u2019une commande')
    .showSuggestionAfterError(false)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      writeErr: (s) => io.err(s.replace(/\n$/, '')),
      outputError: () => {},
    })
    .configureHelp({
      styleTitle: (title: string) => TITLES[title] ?? title,
      showGlobalOptions: true,
    } satisfies Partial<Help>);
  // Subcommands inherit the output, help and exit settings configured above.
  registerServeCommand(program, io);
  registerSeedCommand(program, io);
  registerUserCommand(program, io);
  registerDbCommand(program, io);
  return program;
}

/** The French sentence for a command-line mistake commander reports in English. */
function commanderMessage(error: CommanderError): string {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'commander.unknownCommand':
      return `Commande inconnue : ${quoted}. Voir « locasuite --help ».`;
    case 'commander.unknownOption':
      return `Option inconnue : ${quoted}.`;
    case 'commander.missingArgument':
      return `Argument manquant : ${quoted}.`;
    case 'commander.optionMissingArgument':
      return `L\u2019option ${quoted} attend une valeur.`;
    case 'commander.missingMandatoryOptionValue':
      return `Option obligatoire manquante : ${quoted}.`;
    case 'commander.excessArguments':
      return 'Trop d\u2019arguments. Voir « locasuite --help ».';
    case 'commander.invalidArgument': {
      const [, target, reason] =
        /'([^']+)'(?: argument '[^']*')? is invalid\.\s*(.*)$/s.exec(error.message) ??
        /argument '([^']+)'\.\s*(.*)$/s.exec(error.message) ??
        [];
      if (target === undefined) return `Valeur invalide : ${error.message}`;
      return `Valeur invalide pour ${target}${reason ? ` : ${reason}` : '.'}`;
    }
    default:
      return error.message.replace(/^error: /, '');
  }
}

/**
 * Runs the CLI with `argv` (the arguments after `locasuite`). Returns the exit code: 0 on success,
 * 1 with a French message on stderr (no stack trace) on any error. `serve` returns once stopped.
 */
export async function run(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)) {
        return error.exitCode === 0 ? 0 : 1;
      }
      io.err(`Erreur : ${commanderMessage(error)}`);
      return 1;
    }
    io.err(`Erreur : ${frenchError(error)}`);
    if (!(error instanceof CliError) && io.env.LOCASUITE_DEBUG === '1' && error instanceof Error) {
      io.err(error.stack ?? '');
    }
    return 1;
  }
}
