import type { StatisticBase } from './statisticDefinition';
import { rangeKey, type StatisticRange } from './statisticRanges';

/** A cache of base data per base, range (day precision) and filters. */
export interface StatisticsCache<T> {
  /** The cached value, or the one `load` gives (a failed load is not kept). */
  get(
    base: StatisticBase,
    range: StatisticRange,
    variant: string,
    load: () => Promise<T>,
  ): Promise<T>;
  readonly size: number;
  clear(): void;
}

/**
 * Results cached per base and date range (spec 1 §4): going back to a period already seen does not
 * call the server again. `variant` separates contract filters of different templates. A pending
 * load is shared; a rejected one is forgotten so the next request retries.
 */
export function createStatisticsCache<T>(): StatisticsCache<T> {
  const entries = new Map<string, Promise<T>>();
  return {
    get(base, range, variant, load) {
      const key = `${base}|${rangeKey(range)}|${variant}`;
      const hit = entries.get(key);
      if (hit) return hit;
      const pending = load();
      entries.set(key, pending);
      pending.catch(() => {
        if (entries.get(key) === pending) entries.delete(key);
      });
      return pending;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
