import { findCall, type CallDef } from '@locasuite/core';
import type { Handler, HandlerSet } from './defineHandlers';

/**
 * Indexes handler sets by catalogue call. Throws when a handler names a call that is not in the
 * catalogue, or when two sets handle the same call: both are programming errors.
 */
export function buildHandlerMap(sets: readonly HandlerSet[]): Map<CallDef, Handler> {
  const map = new Map<CallDef, Handler>();
  for (const set of sets) {
    for (const [name, handler] of Object.entries(set.handlers)) {
      const def = findCall(set.family, name);
      if (!def)
        throw new Error(`Handler for unknown call ${set.family}/${name}: not in the catalogue.`);
      if (map.has(def)) throw new Error(`Call ${set.family}/${name} has two handlers.`);
      map.set(def, handler);
    }
  }
  return map;
}
