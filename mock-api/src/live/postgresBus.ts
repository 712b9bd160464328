import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { LiveBus, LiveBusMessage } from './liveHub';

/** The PostgreSQL channel every server process of one database listens on. */
export const LIVE_CHANNEL = 'locasuite_live';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const NOTIFY_MAX_BYTES = 7900;

interface Envelope {
  readonly origin: string;
  readonly message: LiveBusMessage;
}

export interface PostgresBusOptions {
  readonly connectionString: string;
  /** Sends the NOTIFY (through the server's pool). */
  readonly db: Kysely<Database>;
  readonly log: { warn(object: unknown, message: string): void };
}

/** The message made small enough for NOTIFY: record ids are dropped first, else null. */
export function notifyPayload(origin: string, message: LiveBusMessage): string | null {
  let text = JSON.stringify({ origin, message } satisfies Envelope);
  if (Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return text;
  if (message.kind === 'change') {
    const { ids: _ids, ...change } = message.change;
    text = JSON.stringify({ origin, message: { kind: 'change', change } } satisfies Envelope);
    if (Buffer.byteLength(text) <= NOTIFY_MAX_BYTES) return text;
  }
  return null;
}

/**
 * Fans the live channel out between server processes on one PostgreSQL database: each message
 * goes out with `pg_notify('locasuite_live', …)` once its transaction has committed, and every
 * process LISTENs on a connection of its own (not the pool's), reconnecting after a failure
 * (1 s, 2 s … 30 s) and then telling its pages to reload, since messages may have been missed.
 * A process skips the notifications it sent itself: the hub delivered them already.
 */
export function createPostgresBus(options: PostgresBusOptions): LiveBus {
  const origin = randomBytes(9).toString('base64url');
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let handlers: Parameters<LiveBus['listen']>[0] | null = null;

  async function connect(): Promise<void> {
    if (closed || !handlers) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (closed) return;
      if (error) options.log.warn({ err: error }, 'Canal en direct : écoute PostgreSQL perdue');
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
      failures += 1;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, delay);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (notification) => {
      if (notification.channel !== LIVE_CHANNEL || !notification.payload) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(notification.payload) as Envelope;
      } catch {
        return;
      }
      if (envelope.origin === origin || !envelope.message) return;
      handlers?.message(envelope.message);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (failures > 0) handlers.resync();
      failures = 0;
    } catch (error) {
      lost(error);
    }
  }

  return {
    publish(message) {
      const payload = notifyPayload(origin, message);
      if (payload === null) return;
      sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`
        .execute(options.db)
        .catch((error: unknown) =>
          options.log.warn({ err: error }, 'Canal en direct : NOTIFY refusé'),
        );
    },
    listen(next) {
      handlers = next;
      return connect();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
