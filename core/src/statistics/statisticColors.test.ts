import { describe, expect, it } from 'vitest';
import { DEFAULT_STATISTIC_COLOR, statisticColors } from './statisticColors';

describe('statisticColors', () => {
  it('uses one colour for everything, a list in order and repeating (spec 1 §3 COLOR)', () => {
    expect(statisticColors(['#E53935'], 3)).toEqual(['#E53935', '#E53935', '#E53935']);
    expect(statisticColors(['#1', '#2'], 3)).toEqual(['#1', '#2', '#1']);
    expect(statisticColors([], 1)).toEqual([DEFAULT_STATISTIC_COLOR]);
  });
});
