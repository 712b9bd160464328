import type { FetchLike } from '@locasuite/core';

/**
 * Whether the last API call reached the server (issue 11 item 1). The probe of spec 3 §4.5 is
 * served by the application host, which can stay up while the API is down: the top bar must
 * still say the server is unreachable then, so every call the shell and the tools make reports
 * here through `reportingFetch`.
 */
let reachable = true;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (value === reachable) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export function apiReachable(): boolean {
  return reachable;
}

export function subscribeApiReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * `fetchFn` that records each outcome: a thrown fetch (no answer at all) marks the API
 * unreachable, any answer — even an error status, which is the server speaking — marks it
 * reachable again.
 */
export function reportingFetch(fetchFn: FetchLike): FetchLike {
  return async (url, init) => {
    try {
      const response = await fetchFn(url, init);
      set(true);
      return response;
    } catch (cause) {
      set(false);
      throw cause;
    }
  };
}
