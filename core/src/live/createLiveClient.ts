import type { FamilyKey } from '../api/catalogue';
import type { FetchLike } from '../api/client/createCallClient';
import {
  LIVE_PATHS,
  liveBackoffMs,
  parseLiveMessage,
  type LiveChange,
  type LivePresence,
  type PresenceState,
} from './liveProtocol';

/** The part of a browser `EventSource` the client uses (core has no DOM types). */
export interface EventSourceLike {
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: string, listener: (event: { readonly data: string }) => void): void;
  close(): void;
}

/** What a page hears from the channel about one family. */
export interface LiveListener {
  /**
   * A write call of the family went through. `null` each time the stream opens, the first time
   * included: a change saved between the page's first load and the stream, or while the stream
   * was down, was told to nobody, so the page reloads as for a change.
   */
  onChange?(change: LiveChange | null): void;
  onPresence?(presence: LivePresence): void;
}

/** `connecting` (ticket or stream under way, or waiting to retry), `open`, `refused` (401), `closed`. */
export type LiveStatus = 'connecting' | 'open' | 'refused' | 'closed';

export interface LiveClientOptions {
  /** Server origin, `''` for the page's own. */
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  /** The session token (the shell's); no token, no stream. */
  readonly getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** `(url) => new EventSource(url)` in a browser. */
  readonly openEventSource: (url: string) => EventSourceLike;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  /** Spreads the reconnections of many pages after a server restart (`Math.random`). */
  readonly random: () => number;
  /** The server refused the session (the shell's `onRefused`). */
  readonly onRefused?: () => void;
}

export interface LiveClient {
  /** Listens to one family; opens the stream on the first listener. Returns the unsubscribe. */
  subscribe(family: FamilyKey, listener: LiveListener): () => void;
  /** Tells the family's other pages that this person is `moving` `subject`, or `idle`. Never rejects. */
  presence(family: FamilyKey, subject: string, state: PresenceState): Promise<boolean>;
  status(): LiveStatus;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Closes the stream for good (sign-out). */
  close(): void;
}

/** How long the stream stays open once its last listener left (a page re-mounting keeps it). */
const LINGER_MS = 1000;

/**
 * The live channel's client (mock-api/README.md « Live channel »): one stream per page for every
 * family, opened with a short-lived ticket so the session token never travels in an address;
 * tells every listener to reload each time the stream opens (what was saved before it opened
 * reached no stream); reconnects with a growing delay (1 s … 30 s), a new ticket each time; stops
 * on a refused session. Timers, `fetch`, `EventSource` and chance come in as options.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const listeners = new Map<FamilyKey, Set<LiveListener>>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'closed';
  let source: EventSourceLike | null = null;
  let retry: unknown = null;
  let linger: unknown = null;
  let failures = 0;
  /** Bumped on every (re)connection and close: answers of an older attempt are dropped. */
  let generation = 0;
  let stopped = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  async function token(): Promise<string | null> {
    try {
      return (await options.getToken()) ?? null;
    } catch {
      return null;
    }
  }

  const hasListeners = () => [...listeners.values()].some((set) => set.size > 0);

  function each(family: FamilyKey | null, call: (listener: LiveListener) => void) {
    for (const [key, set] of listeners) {
      if (family !== null && key !== family) continue;
      for (const listener of [...set]) {
        try {
          call(listener);
        } catch {
          // A page's listener failing must not stop the others.
        }
      }
    }
  }

  function dropSource() {
    if (source) {
      source.onopen = null;
      source.onerror = null;
      source.close();
      source = null;
    }
  }

  function scheduleRetry() {
    if (retry !== null || stopped) return;
    setStatus('connecting');
    const delay = liveBackoffMs(failures, options.random);
    failures += 1;
    retry = options.setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
  }

  function refused() {
    dropSource();
    setStatus('refused');
    options.onRefused?.();
  }

  async function connect(): Promise<void> {
    if (stopped || !hasListeners()) return;
    const attempt = ++generation;
    dropSource();
    setStatus('connecting');
    const current = await token();
    if (attempt !== generation) return;
    if (!current) {
      setStatus('closed');
      return;
    }
    let ticket: string;
    try {
      const response = await options.fetch(base + LIVE_PATHS.ticket, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${current}` },
      });
      if (attempt !== generation) return;
      if (response.status === 401) return refused();
      if (!response.ok) return scheduleRetry();
      const body = JSON.parse(await response.text()) as { data?: { ticket?: unknown } };
      if (attempt !== generation) return;
      if (typeof body.data?.ticket !== 'string') return scheduleRetry();
      ticket = body.data.ticket;
    } catch {
      if (attempt === generation) scheduleRetry();
      return;
    }
    const opened = options.openEventSource(
      `${base}${LIVE_PATHS.stream}?ticket=${encodeURIComponent(ticket)}`,
    );
    source = opened;
    opened.onopen = () => {
      if (source !== opened) return;
      failures = 0;
      setStatus('open');
      // The page's data was read before this stream existed: what was saved meanwhile is read now.
      each(null, (listener) => listener.onChange?.(null));
    };
    opened.onerror = () => {
      if (source !== opened) return;
      // The browser would retry with the same, now spent, ticket: take a new one instead.
      dropSource();
      scheduleRetry();
    };
    opened.addEventListener('change', (event) => {
      const message = parseLiveMessage('change', event.data);
      if (message?.type === 'change')
        each(message.change.family, (l) => l.onChange?.(message.change));
    });
    opened.addEventListener('presence', (event) => {
      const message = parseLiveMessage('presence', event.data);
      if (message?.type === 'presence')
        each(message.presence.family, (l) => l.onPresence?.(message.presence));
    });
    // The server's link to the other server processes was cut: changes may have been missed.
    opened.addEventListener('resync', () => each(null, (listener) => listener.onChange?.(null)));
    opened.addEventListener('refused', () => {
      if (source === opened) refused();
    });
  }

  function stop() {
    generation += 1;
    if (retry !== null) options.clearTimeout(retry);
    retry = null;
    dropSource();
    failures = 0;
    setStatus('closed');
  }

  return {
    subscribe(family, listener) {
      let set = listeners.get(family);
      if (!set) listeners.set(family, (set = new Set()));
      set.add(listener);
      if (linger !== null) {
        options.clearTimeout(linger);
        linger = null;
      }
      if (!stopped && (status === 'closed' || status === 'refused') && retry === null) {
        void connect();
      }
      return () => {
        set.delete(listener);
        if (hasListeners() || linger !== null) return;
        linger = options.setTimeout(() => {
          linger = null;
          if (!hasListeners()) stop();
        }, LINGER_MS);
      };
    },

    async presence(family, subject, state) {
      const current = await token();
      if (!current || stopped) return false;
      try {
        const response = await options.fetch(base + LIVE_PATHS.presence, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${current}`,
          },
          body: JSON.stringify({ family, subject, state }),
        });
        if (response.status === 401) refused();
        return response.ok;
      } catch {
        return false;
      }
    },

    status: () => status,

    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    close() {
      stopped = true;
      if (linger !== null) options.clearTimeout(linger);
      linger = null;
      stop();
    },
  };
}
