import type { DatabaseSnapshot } from '@locasuite/mock-api';
import type { CliIo } from './CliIo';

/** A `CliIo` that records what a command prints (tests). */
export function captureIo(
  env: Record<string, string | undefined> = {},
  signal?: AbortSignal,
  databaseSnapshot?: DatabaseSnapshot,
) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: { LOG_LEVEL: 'silent', ...env },
    signal,
    databaseSnapshot,
  };
  return { io, out, err, text: () => out.join('\n'), errors: () => err.join('\n') };
}
