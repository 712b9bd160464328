/** An error whose French message is shown as is, without a stack trace; the exit code is 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}
