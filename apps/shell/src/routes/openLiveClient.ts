import { createLiveClient } from '@locasuite/core';
import type { EventSourceLike, FetchLike, LiveClient } from '@locasuite/core';
import { readConfig } from '../config';
import { readToken } from '../session/tokenStore';

/**
 * Opens the live channel with the stored session (`useLiveClient`). In a chunk of its own: the
 * live protocol's schemas (zod) come with the first tool page, never with the sign-in page or home.
 */
export function openLiveClient(onRefused: () => void): LiveClient {
  const config = readConfig();
  return createLiveClient({
    baseUrl: config.apiUrl,
    fetch: window.fetch.bind(window) as FetchLike,
    getToken: () => readToken(),
    // The DOM's handlers take an Event; core types them without the DOM.
    openEventSource: (url) => new window.EventSource(url) as unknown as EventSourceLike,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    random: Math.random,
    onRefused,
  });
}
