import { createApiClient, createPrefetchingClient } from '@locasuite/core';
import type { ApiClient, FetchLike, PrefetchingClient } from '@locasuite/core';
import { reportingFetch } from '../connection/apiReachability';
import { readConfig } from '../config';
import { createShellEnvelope } from '../session/createShellEnvelope';
import { readToken } from '../session/tokenStore';

/** A tool page's API client (`api`) and the prefetcher that starts its first loads ahead of it. */
export interface ToolClient {
  readonly api: PrefetchingClient<ApiClient>['client'];
  readonly prefetcher: PrefetchingClient<ApiClient>['prefetcher'];
  /** The first loads' answers are all in (or failed). */
  readonly answered: PrefetchingClient<ApiClient>['answered'];
  /**
   * Resolves once every first load started so far has been sealed and handed to `fetch` (or has
   * failed before): the shell keeps its next render and the page's code behind them, since each
   * payload is sealed in several steps (WebCrypto answers in tasks of their own) that a long task
   * in between holds back.
   */
  readonly sent: () => Promise<void>;
}

/**
 * The API client a tool page calls with: the shell's configuration and envelope, and the stored
 * token read at each call (so a new sign-in is picked up without re-rendering the tool). Its
 * `prefetcher` starts the page's first loads ahead of it (`lazyPage`); `api` is what the page gets.
 */
export function createToolClient(): ToolClient {
  const config = readConfig();
  const handed = handedCount();
  const { client, prefetcher, answered } = createPrefetchingClient(
    createApiClient({
      baseUrl: config.apiUrl,
      envelope: createShellEnvelope(config.envelopeKey),
      getToken: () => readToken(),
      fetch: handed.counting(reportingFetch(window.fetch.bind(window) as FetchLike)),
    }),
    () => Date.now(),
  );
  let started = 0;
  const counted: typeof prefetcher = {
    call(def, payload) {
      started += 1;
      return prefetcher.call(def, payload);
    },
  };
  return {
    api: client,
    prefetcher: counted,
    answered,
    sent: () => Promise.race([handed.reached(started), answered()]),
  };
}

/** Counts the requests handed to `fetch`, and tells when a number of them is reached. */
function handedCount() {
  let count = 0;
  const waiting: { readonly at: number; readonly resolve: () => void }[] = [];
  return {
    counting(fetch: FetchLike): FetchLike {
      return (url, init) => {
        count += 1;
        for (const wait of waiting.filter((w) => w.at <= count)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve();
        }
        return fetch(url, init);
      };
    },
    reached(at: number): Promise<void> {
      if (count >= at) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ at, resolve }));
    },
  };
}
