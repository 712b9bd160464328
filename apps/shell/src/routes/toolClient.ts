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
   * Resolves once every call asked through `prefetcher` so far has left for the server (its
   * payload sealed and handed to `fetch`): the page can then render without holding them back.
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
  const send = reportingFetch(window.fetch.bind(window) as FetchLike);
  // Calls asked through the prefetcher, requests handed to fetch, and who waits for them to meet.
  let asked = 0;
  let left = 0;
  const waiting: (() => void)[] = [];
  const wake = () => {
    if (left >= asked) for (const resolve of waiting.splice(0)) resolve();
  };
  const { client, prefetcher } = createPrefetchingClient(
    createApiClient({
      baseUrl: config.apiUrl,
      envelope: createShellEnvelope(config.envelopeKey),
      getToken: () => readToken(),
      fetch: (url, init) => {
        left += 1;
        wake();
        return send(url, init);
      },
    }),
    () => Date.now(),
  );
  return {
    api: client,
    prefetcher: {
      call(def, payload) {
        asked += 1;
        return prefetcher.call(def, payload);
      },
    },
    sent: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        wake();
      }),
  };
}
