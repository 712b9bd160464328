import { HEALTH_MESSAGES } from '@locasuite/core';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The readiness check a load balancer or a supervisor asks (README « Exploitation »). */
export const HEALTH_PATH = '/api/health';

/** A check that has not answered by then says the database is not usable. */
const HEALTH_TIMEOUT_MS = 5000;
/** A check's outcome is answered again to whoever asks within this time: one query at most. */
const HEALTH_REUSE_MS = 1000;

export interface HealthDeps {
  readonly db: Kysely<Database>;
}

/**
 * `GET /api/health`: 200 `{ status: 'ok' }` when a trivial query succeeds, 503 `{ code, status:
 * 'unavailable', message }` in French when the database cannot be used (lost, restarting, not
 * answering within 5 s). Not counted by the anonymous rate limit (a monitor behind the office's
 * address must not be refused for the office's calls), and cheap whatever the number of callers:
 * the callers of one second share one query.
 */
export function registerHealth(app: FastifyInstance, deps: HealthDeps): void {
  let kept: { readonly at: number; readonly ok: Promise<boolean> } | undefined;

  async function check(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
      timer.unref();
    });
    const answered = sql<{ ok: number }>`select 1 as ok`
      .execute(deps.db)
      .then((result) => result.rows[0]?.ok === 1)
      .catch(() => false);
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get(HEALTH_PATH, async (_request, reply) => {
    // The monotonic clock: a server given a fixed `now` (tests, demos) still checks again.
    const at = performance.now();
    if (!kept || at - kept.at >= HEALTH_REUSE_MS) {
      kept = { at, ok: check() };
    }
    const ok = await kept.ok;
    reply.header('cache-control', 'no-store');
    return ok
      ? reply.code(200).send({ status: 'ok' })
      : reply
          .code(503)
          .send({ code: 503, status: 'unavailable', message: HEALTH_MESSAGES.unavailable });
  });
}
