import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, migrateToLatest, openDatabase } from '@locasuite/mock-api';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnonymousLoad } from './support/anonymousLoad';
import { RELIABILITY_KEY, call } from './support/client';
import { spawnServer } from './support/spawnServer';

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-anonymous-load-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('24 MB anonymous bodies while a person works (issue 9 §4)', () => {
  it('refuses them unread: memory stays under 600 MB and the signed-in calls stay fast', async () => {
    const setup = await openDatabase({ dataDir });
    await migrateToLatest(setup.db);
    await createUser(setup.db, { login: 'agent', password: 'motdepasse1' });
    await setup.close();

    const server = await spawnServer({
      LOCASUITE_DATA_DIR: dataDir,
      LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
      DATABASE_URL: '',
    });
    try {
      const login = await call(server.url, '/api/v1/user_login', {
        email: 'agent',
        password: 'motdepasse1',
      });
      const token = (login.data as { id: string }).id;
      const result = await runAnonymousLoad(server.url, server.child.pid!, token);
      console.info(
        `[reliability] 16 corps anonymes de 24 Mo, 8 à la fois (${result.seconds.toFixed(1)} s) : mémoire ${result.baselineMb.toFixed(0)} → ${result.peakMb.toFixed(0)} Mo au plus ; appel connecté p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (${result.latencies.length} appels).`,
      );
      expect(result.anonymousStatuses).toEqual(Array(16).fill(401));
      expect(result.peakMb).toBeLessThan(600);
      // The target is 100 ms on a quiet machine (tests/perf/anonymous-load.bench.ts
      // measures it); this bound stays generous for a loaded 2-core CI runner, and the unfixed
      // server (median 877 ms) still fails it.
      expect(result.p99).toBeLessThan(500);
    } finally {
      await server.kill9();
    }
  });
});
