import { LIVE_LIMITS, type FamilyKey, type LiveChange, type LivePresence } from '@locasuite/core';

/** What travels between server processes (and from a process to its own streams). */
export type LiveBusMessage =
  | { readonly kind: 'change'; readonly change: LiveChange }
  | {
      readonly kind: 'presence';
      readonly presence: LivePresence;
      /** The sender: their own pages are not told about themselves. */
      readonly userId: number;
    };

/** Carries messages to the other server processes (nothing to carry on one process). */
export interface LiveBus {
  /** Sends to the other processes; never to this one (the hub has delivered it already). */
  publish(message: LiveBusMessage): void;
  /**
   * Messages from the other processes, and `resync` when some may have been missed. Resolves
   * once the first attempt to listen is over (the server starts listening to pages after it).
   */
  listen(handlers: {
    readonly message: (message: LiveBusMessage) => void;
    readonly resync: () => void;
  }): Promise<void>;
  close(): Promise<void>;
}

/** The bus of a single process (PGlite): the hub delivers locally, there is nobody else. */
export function createLocalBus(): LiveBus {
  return { publish() {}, listen: async () => {}, close: async () => {} };
}

/** One open stream (one page). */
export interface LiveStream {
  readonly userId: number;
  /** The families the user may call (refreshed at every heartbeat). */
  families: ReadonlySet<FamilyKey>;
  /** Writes one server-sent event. */
  send(event: 'change' | 'presence' | 'resync' | 'refused', data: unknown): void;
  /** Ends the stream (cap reached, server closing). */
  end(): void;
}

export interface LiveTimers {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

export interface LiveHubOptions {
  readonly bus: LiveBus;
  readonly now: () => Date;
  /** Presence expiry timers (tests pass fake ones). */
  readonly timers?: LiveTimers;
  readonly streamsPerUser?: number;
  readonly presenceTtlMs?: number;
}

export interface LiveHub {
  /** Registers a stream; past the per-user cap the user's oldest stream is ended. */
  add(stream: LiveStream): () => void;
  /** A write call committed: every stream that may see the family hears it, here and elsewhere. */
  publishChange(change: LiveChange): void;
  /** Someone is moving a record, or stopped: the family's other people hear it. */
  publishPresence(presence: Omit<LivePresence, 'until'>, userId: number): void;
  /** The presences under way that a new stream should know about. */
  presencesFor(stream: LiveStream): LivePresence[];
  readonly size: number;
  /** Resolves once the bus listens (or its first attempt failed and it retries on its own). */
  readonly ready: Promise<void>;
  /** Ends every stream and forgets the presences (server closing). */
  close(): void;
}

const NODE_TIMERS: LiveTimers = {
  setTimeout: (run, ms) => {
    const handle = setTimeout(run, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface PresenceEntry {
  presence: LivePresence;
  readonly userId: number;
  timer: unknown;
}

/**
 * The live channel's switchboard in one server process (mock-api/README.md « Live channel »):
 * open streams by user, changes and presences delivered to the streams whose user may call the
 * family, and through the bus to the other processes. A `moving` presence ends by itself after
 * `presenceTtlMs` without renewal: every process times it out on its own clock.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const timers = options.timers ?? NODE_TIMERS;
  const cap = options.streamsPerUser ?? LIVE_LIMITS.streamsPerUser;
  const ttl = options.presenceTtlMs ?? LIVE_LIMITS.presenceTtlMs;
  const streams = new Set<LiveStream>();
  const presences = new Map<string, PresenceEntry>();

  function deliver(
    family: FamilyKey,
    event: 'change' | 'presence',
    data: unknown,
    exceptUser?: number,
  ) {
    for (const stream of streams) {
      if (stream.userId === exceptUser || !stream.families.has(family)) continue;
      try {
        stream.send(event, data);
      } catch {
        // A stream that cannot be written to is ended by its own close handler.
      }
    }
  }

  function receivePresence(presence: LivePresence, userId: number) {
    const key = JSON.stringify([presence.family, presence.subject, userId]);
    const previous = presences.get(key);
    if (previous) timers.clearTimeout(previous.timer);
    if (presence.state === 'idle') {
      presences.delete(key);
      deliver(presence.family, 'presence', presence, userId);
      return;
    }
    const until = new Date(options.now().getTime() + ttl).toISOString();
    const moving: LivePresence = { ...presence, until };
    const entry: PresenceEntry = {
      presence: moving,
      userId,
      timer: timers.setTimeout(() => {
        if (presences.get(key) !== entry) return;
        presences.delete(key);
        // Not renewed: the tab was closed or lost its network. Every process says so itself.
        deliver(presence.family, 'presence', { ...presence, state: 'idle' }, userId);
      }, ttl),
    };
    presences.set(key, entry);
    deliver(presence.family, 'presence', moving, userId);
  }

  const ready = options.bus.listen({
    message(message) {
      if (message.kind === 'change') deliver(message.change.family, 'change', message.change);
      else receivePresence(message.presence, message.userId);
    },
    resync() {
      for (const stream of streams) stream.send('resync', {});
    },
  });

  return {
    add(stream) {
      const mine = [...streams].filter((s) => s.userId === stream.userId);
      for (const old of mine.slice(0, Math.max(0, mine.length - cap + 1))) {
        streams.delete(old);
        old.end();
      }
      streams.add(stream);
      return () => {
        streams.delete(stream);
      };
    },

    publishChange(change) {
      deliver(change.family, 'change', change);
      options.bus.publish({ kind: 'change', change });
    },

    publishPresence(presence, userId) {
      receivePresence(presence, userId);
      options.bus.publish({ kind: 'presence', presence, userId });
    },

    presencesFor(stream) {
      return [...presences.values()]
        .filter((e) => e.userId !== stream.userId && stream.families.has(e.presence.family))
        .map((e) => e.presence);
    },

    get size() {
      return streams.size;
    },

    ready,

    close() {
      for (const entry of presences.values()) timers.clearTimeout(entry.timer);
      presences.clear();
      for (const stream of [...streams]) {
        streams.delete(stream);
        stream.end();
      }
    },
  };
}
