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
  query<R>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'object' },
  ): Promise<EmbeddedResult<R>>;
  close(): Promise<void>;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: EmbeddedSql) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
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
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
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
