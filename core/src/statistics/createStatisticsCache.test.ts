import { describe, expect, it, vi } from 'vitest';
import { createStatisticsCache } from './createStatisticsCache';

const r90 = { from: Date.UTC(2026, 7, 24), to: Date.UTC(2026, 10, 22, 23, 59) };
const r30 = { from: Date.UTC(2026, 9, 22), to: Date.UTC(2026, 10, 22, 23, 59) };

describe('createStatisticsCache', () => {
  it('caches per base and date range (spec 1 §4)', async () => {
    const cache = createStatisticsCache<number[]>();
    const load = vi.fn(async () => [1]);
    await cache.get('moteur', r90, '', load);
    await cache.get('moteur', { ...r90, to: r90.to - 1000 }, '', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('reglement', r90, '', load);
    await cache.get('moteur', r30, '', load);
    await cache.get('moteur', r90, 'autre filtre', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(4);
  });

  it('forgets a failed load so the next request retries', async () => {
    const cache = createStatisticsCache<number[]>();
    await expect(
      cache.get('moteur', r90, '', () => Promise.reject(new Error('x'))),
    ).rejects.toThrow('x');
    await Promise.resolve();
    expect(await cache.get('moteur', r90, '', async () => [2])).toEqual([2]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
