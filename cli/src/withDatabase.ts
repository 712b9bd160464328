import {
  loadConfig,
  migrateToLatest,
  openDatabase,
  type OpenedDatabase,
  type ServerConfig,
} from '@locasuite/mock-api';
import type { CliIo } from './CliIo';

/** Options every database command accepts. */
export interface DatabaseOptions {
  dataDir?: string | undefined;
  db?: string | undefined;
}

/** The server's configuration (same environment variables), with the command-line overrides. */
export function configFrom(
  io: CliIo,
  options: DatabaseOptions & Partial<ServerConfig>,
): ServerConfig {
  const { db, ...rest } = options;
  return loadConfig(io.env, {
    ...rest,
    ...(db !== undefined ? { databaseUrl: db === 'memory' ? 'memory://' : db } : {}),
  });
}

/**
 * Opens and migrates the configured database, runs `task` (given the migrations just applied),
 * and always closes the database.
 */
export async function withDatabase<T>(
  config: ServerConfig,
  task: (db: OpenedDatabase['db'], applied: string[]) => Promise<T>,
): Promise<T> {
  // A command is the database's only user: PGlite runs in this thread (the server gives it its own).
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: 'inline',
  });
  try {
    const applied = await migrateToLatest(opened.db);
    return await task(opened.db, applied);
  } finally {
    await opened.close();
  }
}
