import { useMemo } from 'react';
import { createApiClient } from '@locasuite/core';
import type { ApiClient, FetchLike } from '@locasuite/core';
import { reportingFetch } from '../connection/apiReachability';
import { readConfig } from '../config';
import { createShellEnvelope } from '../session/createShellEnvelope';
import { readToken } from '../session/tokenStore';

/**
 * The API client a tool page calls with: the shell's configuration and envelope, and the stored
 * token read at each call (so a new sign-in is picked up without re-rendering the tool).
 */
export function useToolClient(): ApiClient {
  return useMemo(() => {
    const config = readConfig();
    return createApiClient({
      baseUrl: config.apiUrl,
      envelope: createShellEnvelope(config.envelopeKey),
      getToken: () => readToken(),
      fetch: reportingFetch(window.fetch.bind(window) as FetchLike),
    });
  }, []);
}
