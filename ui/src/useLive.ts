import { useEffect, useRef } from 'react';
import type { FamilyKey, LiveChange } from '@locasuite/core';
import type { ToolSession } from './toolPage';

export interface LiveOptions {
  /**
   * Changes closer together than this are answered once, after the last (a burst of saves by
   * others reloads the page once). Default 300 ms.
   */
  readonly debounceMs?: number;
  /** False to stop listening (e.g. while a dialog edits the data). Default true. */
  readonly enabled?: boolean;
}

/**
 * Calls `onChange` when someone saves something in `family` (any page, any server process), and
 * each time the channel opens, the first time included (`null`: changes saved before the stream
 * opened, after the page's first load or while it was down, were told to nobody). One line in a page:
 * `useLive(session, 'planningLivraison', reload)`. The latest `onChange` is called; a new arrow
 * at each render does not reconnect.
 */
export function useLive(
  session: Pick<ToolSession, 'live'>,
  family: FamilyKey,
  onChange: (change: LiveChange | null) => void,
  options: LiveOptions = {},
): void {
  const { debounceMs = 300, enabled = true } = options;
  const live = session.live;
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!live || !enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: LiveChange | null = null;
    const unsubscribe = live.subscribe(family, {
      onChange(change) {
        last = change;
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = undefined;
          latest.current(last);
        }, debounceMs);
      },
    });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      unsubscribe();
    };
  }, [live, family, enabled, debounceMs]);
}
