import { describe, expect, it } from 'vitest';
import {
  STATISTIC_PERIODS,
  customStatisticRange,
  defaultStatisticRange,
  monthsBackRange,
  rangeCriterion,
  rangeKey,
} from './statisticRanges';

const NOW = Date.UTC(2026, 10, 22, 10, 37);
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('STATISTIC_PERIODS', () => {
  it("lists '12 Mois', '6 Mois', '3 Mois', '1 Mois' (spec 1 §2)", () => {
    expect(STATISTIC_PERIODS.map((p) => p.label)).toEqual([
      '12 Mois',
      '6 Mois',
      '3 Mois',
      '1 Mois',
    ]);
  });
});

describe('defaultStatisticRange', () => {
  it('goes 30 × 3 = 90 days back on load (spec 1 §2, §9)', () => {
    const r = defaultStatisticRange(NOW);
    expect((day(2026, 11, 22) - r.from) / 86_400_000).toBe(90);
    expect(r.from).toBe(day(2026, 8, 24));
    expect(r.to).toBe(day(2026, 11, 23) - 1);
  });
});

describe('monthsBackRange', () => {
  it('goes that many calendar months back from now (12, 6, 3, 1)', () => {
    expect(monthsBackRange(12, NOW).from).toBe(day(2025, 11, 22));
    expect(monthsBackRange(6, NOW).from).toBe(day(2026, 5, 22));
    expect(monthsBackRange(3, NOW).from).toBe(day(2026, 8, 22));
    expect(monthsBackRange(1, NOW).from).toBe(day(2026, 10, 22));
    expect(monthsBackRange(1, NOW).to).toBe(day(2026, 11, 22) + 86_400_000 - 1);
  });

  it('falls back to the last day of a shorter month', () => {
    expect(monthsBackRange(1, Date.UTC(2026, 2, 31, 8)).from).toBe(day(2026, 2, 28));
    expect(monthsBackRange(12, Date.UTC(2024, 1, 29)).from).toBe(day(2023, 2, 28));
  });
});

describe('customStatisticRange', () => {
  it('is day-precision (spec 1 §5): the whole first day to the whole last day', () => {
    expect(customStatisticRange(Date.UTC(2026, 0, 5, 15, 30), Date.UTC(2026, 0, 10, 1))).toEqual({
      from: day(2026, 1, 5),
      to: day(2026, 1, 11) - 1,
    });
    const same = customStatisticRange(day(2026, 1, 5), day(2026, 1, 5));
    expect(same).toEqual({ from: day(2026, 1, 5), to: day(2026, 1, 6) - 1 });
  });

  it('refuses a missing, invalid or reversed range', () => {
    expect(customStatisticRange(null, NOW)).toEqual({ error: 'missing' });
    expect(customStatisticRange(new Date('x'), NOW)).toEqual({ error: 'invalid' });
    expect(customStatisticRange(NOW, day(2026, 1, 1))).toEqual({ error: 'reversed' });
  });
});

describe('rangeCriterion / rangeKey', () => {
  it("writes 'from...to' in MM/DD/YYYY (spec 1 §7)", () => {
    const r = { from: day(2026, 8, 24), to: day(2026, 11, 23) - 1 };
    expect(rangeCriterion(r)).toBe('08/24/2026...11/22/2026');
    expect(rangeKey(r)).toBe('08/24/2026-11/22/2026');
  });
});
