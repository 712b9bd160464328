import { createApiClient, createPrefetchingClient } from '@locasuite/core';
import type { ApiClient, FetchLike, PrefetchingClient } from '@locasuite/core';
import { reportingFetch } from '../connection/apiReachability';
import { readConfig } from '../config';
import { createShellEnvelope } from '../session/createShellEnvelope';
import { readToken } from '../session/tokenStore';

/** A tool page's API client (`api`) and the prefetcher that starts its first loads ahead of it. */
export interface ToolClient {
  readonly api: ApiClient;
  readonly prefetcher: PrefetchingClient<ApiClient>['prefetcher'];
  /**
   * Resolves once every call the prefetcher started so far has been handed to `fetch` (a call is
   * sealed first, which takes a few turns of the event loop), or has settled without it.
   */
  sent(): Promise<void>;
}

/**
 * The API client a tool page calls with: the shell's configuration and envelope, and the stored
 * token read at each call (so a new sign-in is picked up without re-rendering the tool). Its
 * `prefetcher` starts the page's first loads ahead of it (`lazyPage`); `api` is what the page gets.
 */
export function createToolClient(): ToolClient {
  const config = readConfig();
  let started = 0;
  let fetched = 0;
  let settled = 0;
  let waiters: (() => void)[] = [];
  const allSent = () => fetched >= started || settled >= started;
  const check = () => {
    if (!allSent()) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const send = reportingFetch(window.fetch.bind(window) as FetchLike);
  const { client, prefetcher } = createPrefetchingClient(
    createApiClient({
      baseUrl: config.apiUrl,
      envelope: createShellEnvelope(config.envelopeKey),
      getToken: () => readToken(),
      fetch: (url, init) => {
        fetched += 1;
        check();
        return send(url, init);
      },
    }),
    () => Date.now(),
  );
  return {
    api: client,
    prefetcher: {
      call(def, payload) {
        started += 1;
        const answer = prefetcher.call(def, payload);
        const done = () => {
          settled += 1;
          check();
        };
        answer.then(done, done);
        return answer;
      },
    },
    sent: () =>
      allSent()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
          }),
  };
}
