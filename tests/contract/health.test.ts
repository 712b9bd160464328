import type { Worker } from 'node:worker_threads';
import { HEALTH_MESSAGES } from '@locasuite/core';
import { describe, expect, it, vi } from 'vitest';
import { startTestServer } from './support/testServer';

// The readiness check (README « Exploitation »): `GET /api/health`, for a load balancer or a
// supervisor, answers whether the database can be used.

const health = async (url: string) => {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/health', () => {
  it('answers 200 { status: ok } while the database answers, outside the anonymous limit', async () => {
    const t = await startTestServer({}, { LOCASUITE_ANONYMOUS_RATE_LIMIT: '2' });
    try {
      for (let i = 0; i < 5; i++) {
        expect(await health(t.url)).toEqual({ status: 200, body: { status: 'ok' } });
      }
      // The monitor's checks used none of the address's anonymous calls.
      const anonymous = () => t.call('/api/etatdl/v1/user_token_is_valide', { token: 'inconnu' });
      expect((await anonymous()).status).toBe(200);
      expect((await anonymous()).status).toBe(200);
      expect((await anonymous()).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('answers 503 in French once the database cannot be used, as every call does', async (context) => {
    if (process.env.TEST_DATABASE_URL) {
      context.skip('the embedded database only: its thread is stopped as a crash would stop it');
    }
    const threads: Worker[] = [];
    const lost: Error[] = [];
    const t = await startTestServer({
      onDatabaseThread: (thread) => threads.push(thread),
      // This test's server: told, instead of exiting.
      onDatabaseLost: (error) => lost.push(error),
    });
    try {
      await t.addUser({ login: 'agent', password: 'motdepasse1' });
      const token = await t.signIn('agent', 'motdepasse1');
      // In memory, the data goes with the thread: nothing to open again.
      await threads.at(-1)!.terminate();
      await vi.waitFor(() => expect(lost).toHaveLength(1));
      expect(await health(t.url)).toEqual({
        status: 503,
        body: { code: 503, status: 'unavailable', message: HEALTH_MESSAGES.unavailable },
      });
      expect(HEALTH_MESSAGES.unavailable).toBe(
        'La base de données du serveur ne répond pas : les appels échouent jusqu’à son retour.',
      );
      expect(await t.call('/api/v1/get_agency_soft', {}, token)).toMatchObject({ status: 503 });
    } finally {
      await t.close();
    }
  });
});
