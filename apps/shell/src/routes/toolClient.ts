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
}

/**
 * The API client a tool page calls with: the shell's configuration and envelope, and the stored
 * token read at each call (so a new sign-in is picked up without re-rendering the tool). Its
 * `prefetcher` starts the page's first loads ahead of it (`lazyPage`); `api` is what the page gets.
 */
export function createToolClient(): ToolClient {
  const config = readConfig();
  const { client, prefetcher, answered } = createPrefetchingClient(
    createApiClient({
      baseUrl: config.apiUrl,
      envelope: createShellEnvelope(config.envelopeKey),
      getToken: () => readToken(),
      fetch: reportingFetch(window.fetch.bind(window) as FetchLike),
    }),
    () => Date.now(),
  );
  return { api: client, prefetcher, answered };
}
