import { useEffect, useRef, useState } from 'react';
import type { LiveClient } from '@locasuite/core';

/**
 * The live channel of the tool page on screen (changes saved by others, presence): opened with
 * the stored session once signed in, closed when the page goes or the session changes. A refused
 * session goes to `onRefused`, as for any call. Null where the browser has no EventSource.
 * Its code (`openLiveClient`) is fetched with the first tool page, not with home.
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
    let client: LiveClient | undefined;
    let gone = false;
    import('./openLiveClient').then(
      ({ openLiveClient }) => {
        if (gone) return;
        client = openLiveClient(() => refused.current());
        setLive(client);
      },
      () => {
        // Its code could not be fetched (no network, a new deployment): the page works without
        // live updates, as in a browser without EventSource.
      },
    );
    return () => {
      gone = true;
      client?.close();
      setLive(undefined);
    };
  }, [sessionToken]);

  return live;
}
