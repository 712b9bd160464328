import { useEffect, useRef, useState } from 'react';
import { createLiveClient } from '@locasuite/core';
import type { EventSourceLike, FetchLike, LiveClient } from '@locasuite/core';
import { readConfig } from '../config';
import { readToken } from '../session/tokenStore';

/**
 * The live channel of the tool page on screen (changes saved by others, presence): opened with
 * the stored session once signed in, closed when the page goes or the session changes. A refused
 * session goes to `onRefused`, as for any call. Null where the browser has no EventSource.
 */
export function useLiveClient(
  sessionToken: string | null,
  onRefused: () => void,
): LiveClient | undefined {
  const [live, setLive] = useState<LiveClient>();
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });

  useEffect(() => {
    if (!sessionToken || typeof window.EventSource !== 'function') return undefined;
    const config = readConfig();
    const client = createLiveClient({
      baseUrl: config.apiUrl,
      fetch: window.fetch.bind(window) as FetchLike,
      getToken: () => readToken(),
      // The DOM's handlers take an Event; core types them without the DOM.
      openEventSource: (url) => new window.EventSource(url) as unknown as EventSourceLike,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      random: Math.random,
      onRefused: () => refused.current(),
    });
    setLive(client);
    return () => {
      client.close();
      setLive(undefined);
    };
  }, [sessionToken]);

  return live;
}
