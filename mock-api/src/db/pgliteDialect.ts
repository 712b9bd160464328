import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex';

/**
 * The embedded database's thread stopped under a statement (a crash of PGlite's WebAssembly):
 * what was in flight, and a transaction begun before, did not happen. A file-backed database is
 * opened again in a new thread (`restarting`); one in memory is gone with its thread.
 */
export class DatabaseLostError extends Error {
  /** The HTTP status the server answers with (the service, not the request, is at fault). */
  readonly statusCode = 503;

  constructor(
    readonly restarting: boolean,
    options?: { readonly cause?: unknown },
  ) {
    super(
      restarting
        ? 'La base de données du serveur a redémarré : l’opération en cours n’a pas été faite, recommencez-la.'
        : 'La base de données du serveur s’est arrêtée : le serveur doit être redémarré.',
      options,
    );
    this.name = 'DatabaseLostError';
  }
}

/** A statement's answer, as PGlite gives it. */
export interface EmbeddedResult<R> {
  readonly rows: R[];
  readonly affectedRows?: number;
}

/**
 * What the dialect needs of the embedded database: a PGlite instance (the in-page server) or
 * PGlite in its own thread (the server, `pgliteThread.ts`).
 */
export interface EmbeddedSql {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  /**
   * Counts the database's threads since it opened (`pgliteThread.ts`): a transaction begun on one
   * must not go on, statement by statement, on the next. Absent: one PGlite for good.
   */
  readonly generation?: number;
  query<R>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' },
  ): Promise<EmbeddedResult<R>>;
  close(): Promise<void>;
}

class PGliteConnection implements DatabaseConnection {
  /** The database's thread a transaction began on, while it is open. */
  transactionGeneration: number | undefined;

  constructor(private readonly pg: EmbeddedSql) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const begunOn = this.transactionGeneration;
    if (begunOn !== undefined && begunOn !== this.pg.generation) {
      // The transaction ended with the thread it began on: its rollback has nothing left to undo,
      // anything else would run outside it.
      if (/^\s*rollback\s*$/i.test(compiledQuery.sql)) return { rows: [] };
      throw new DatabaseLostError(true);
    }
    const result = await this.pg.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    const command = compiledQuery.sql.trimStart().slice(0, 6).toLowerCase();
    const isWrite = ['insert', 'update', 'delete', 'merge '].includes(command);
    return {
      rows: result.rows ?? [],
      numAffectedRows:
        isWrite && result.affectedRows !== undefined ? BigInt(result.affectedRows) : undefined,
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("La lecture en flux n'est pas disponible sur la base embarquée.");
  }
}

const INT8_OID = 20;

/** The types PGlite hands back as numbers: int8 holds epoch milliseconds and counts. */
export const PGLITE_PARSER_OIDS_TO_NUMBER: readonly number[] = [INT8_OID];

/**
 * PGlite's type parsers for LocaSuite: int8 holds epoch milliseconds and counts, well inside
 * Number's exact range (the server's database thread and the in-page server open PGlite with them).
 */
export const PGLITE_PARSERS = { [INT8_OID]: (value: string) => Number(value) };

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * PGlite is a single connection: the driver hands it to one Kysely connection at a time (a mutex),
 * so a transaction never interleaves with another caller's statements.
 */
class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;
  readonly #connection: PGliteConnection;

  constructor(private readonly pg: EmbeddedSql) {
    this.#connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.acquire();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    (connection as PGliteConnection).transactionGeneration = this.pg.generation;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection) {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      (connection as PGliteConnection).transactionGeneration = undefined;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      (connection as PGliteConnection).transactionGeneration = undefined;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(
      CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`),
    );
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#connection.transactionGeneration = undefined;
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    // Wait for the statement in flight, then close the files.
    const release = await this.#mutex.acquire();
    try {
      if (!this.pg.closed) await this.pg.close();
    } finally {
      release();
    }
  }
}

/** Kysely dialect over an embedded PGlite database (the same SQL as PostgreSQL). */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: EmbeddedSql) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
