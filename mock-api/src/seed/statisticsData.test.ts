import { describe, expect, it } from 'vitest';
import { generateSeed } from './generateSeed';
import { addUtcMonths, DAY } from './seedDates';

const NOW = Date.UTC(2026, 10, 22, 10, 37);
const seed = generateSeed({ now: NOW });
const seed2 = generateSeed({ now: NOW, scale: 2 });

describe('buildStatisticsData', () => {
  it('seeds at least 10 definitions with every type, a complex one and each base', () => {
    const defs = seed.statisticDefinitions.map((d) => d.data);
    expect(defs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(defs.map((d) => d.STATS_TYPE))).toEqual(
      new Set(['BarChart', 'DoughnutChart', 'LineChart', 'Table']),
    );
    expect(new Set(defs.map((d) => d.BASE))).toEqual(new Set(['moteur', 'contrat', 'reglement']));
    expect(defs.some((d) => d.IS_COMPLEX === '1')).toBe(true);
    expect(defs.some((d) => d.IS_HORIZONTALE === 1)).toBe(true);
    for (const d of defs.filter((x) => x.BASE === 'contrat')) {
      expect(String(d.FILTRE)).toContain('from...to');
    }
  });

  it('spreads each base over 14 months up to today, every month filled', () => {
    const from = addUtcMonths(NOW, -14);
    const months = (stamps: number[]) =>
      new Set(stamps.filter((t) => t >= from).map((t) => new Date(t).toISOString().slice(0, 7)));
    expect(months(seed.engineReports.map((r) => r.report_ts)).size).toBeGreaterThanOrEqual(14);
    expect(months(seed.payments.map((r) => r.paid_ts)).size).toBeGreaterThanOrEqual(14);
    for (const t of [
      ...seed.engineReports.map((r) => r.report_ts),
      ...seed.payments.map((r) => r.paid_ts),
    ]) {
      expect(t).toBeLessThanOrEqual(NOW + DAY);
    }
    // Archived lines end where the live rental window (now − 6 months) takes over.
    const liveStart = addUtcMonths(NOW, -6);
    expect(seed.contractLineArchive.length).toBeGreaterThan(500);
    expect(seed.contractLineArchive.every((l) => l.start_ts < liveStart)).toBe(true);
    expect(seed.contractLineArchive.some((l) => l.start_ts < from + 30 * DAY)).toBe(true);
    expect(new Set(seed.contractLineArchive.map((l) => l.num_contrat)).size).toBe(
      seed.contractLineArchive.length,
    );
  });

  it('keeps numeric values numeric (summed by the statistics) and grows with the scale', () => {
    expect(
      seed.payments.every((p) => typeof p.data.montant === 'number' && p.amount === p.data.montant),
    ).toBe(true);
    expect(seed.engineReports.every((r) => typeof r.data.Mot_Heures === 'number')).toBe(true);
    const ratio = seed2.payments.length / seed.payments.length;
    expect(ratio).toBeGreaterThan(1.9);
    expect(ratio).toBeLessThan(2.1);
  });
});
