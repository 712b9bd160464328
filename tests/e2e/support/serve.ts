// The browser tests' servers, in processes of their own (node --import tsx serve.ts …):
//
//   serve.ts prepare <dir>                     seeds a new in-memory database with the demo data
//                                              (and its photo files in <dir>/files), dumps it to
//                                              <dir>/seeded.tar, and exits;
//   serve.ts start <port> <snapshot> <dataDir> starts the API and the built web app on a copy of
//                                              that database, with files in <dataDir>/files.
//
// Each Playwright worker starts its own server on its own copy (fixtures.ts): no test sees
// another's changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import {
  createLocalFileStore,
  loadConfig,
  migrateToLatest,
  openDatabase,
  seedConditionPhotos,
  seedDatabase,
  seedSignerDocuments,
  startServer,
} from '@locasuite/mock-api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [mode, ...args] = process.argv.slice(2);

if (mode === 'prepare') {
  const dir = args[0] ?? '';
  const opened = await openDatabase({ databaseUrl: 'memory://', embedded: 'inline' });
  try {
    await migrateToLatest(opened.db);
    await seedDatabase(opened.db);
    const files = createLocalFileStore(join(dir, 'files'));
    await seedConditionPhotos(opened.db, files);
    await seedSignerDocuments(opened.db, files);
    // Written to the data files first: a copy then starts without replaying the log.
    await sql`checkpoint`.execute(opened.db);
    const dump = await opened.dumpSnapshot?.();
    if (!dump) throw new Error('La base embarquée ne peut pas être copiée.');
    writeFileSync(join(dir, 'seeded.tar'), new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await opened.close();
  }
} else if (mode === 'start') {
  const [port, snapshot, dataDir] = args;
  const config = loadConfig(process.env, {
    port: Number(port ?? 0),
    host: '127.0.0.1',
    databaseUrl: 'memory://',
    dataDir,
    webRoot: join(root, 'apps', 'shell', 'dist'),
  });
  const server = await startServer(config, {
    databaseSnapshot: new Blob([readFileSync(snapshot ?? '')]),
  });
  console.log(`LocaSuite e2e: ${server.url}`);
} else {
  console.error('Usage: serve.ts prepare <dir> | start <port> <snapshot> <dataDir>');
  process.exit(2);
}
