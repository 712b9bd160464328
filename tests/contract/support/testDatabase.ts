import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** `memory://` or a fresh PostgreSQL database's URL. */
  readonly url: string;
  readonly label: string;
  drop(): Promise<void>;
}

/**
 * The database a contract test runs on: a fresh PostgreSQL database when `TEST_DATABASE_URL` is
 * set (created here, dropped after), the in-memory embedded database otherwise. Logs which one.
 */
export async function createTestDatabase(
  embedded: 'memory' | 'files' = 'memory',
): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    console.info(
      embedded === 'memory'
        ? '[contract] base : PGlite en mémoire (memory://)'
        : '[contract] base : PGlite sur disque (<dataDir>/pgdata)',
    );
    return { url: 'memory://', label: 'pglite', drop: async () => {} };
  }
  const name = `locasuite_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  console.info(`[contract] base : PostgreSQL ${url.host}/${name}`);
  return {
    url: url.toString(),
    label: 'postgres',
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
