import { describe, expect, it } from 'vitest';
import type { StatisticResult } from './aggregateStatistic';
import { frenchMonthLabel, statisticChartData } from './statisticChartData';
import type { StatisticDefinition } from './statisticDefinition';

const definition = (
  type: StatisticDefinition['type'],
  colors: readonly string[] = ['#00897B'],
): StatisticDefinition => ({
  index: 0,
  base: 'moteur' as StatisticDefinition['base'],
  label: 'Interventions moteur par mois',
  keys: ['Mot_Mois', undefined],
  type,
  complex: false,
  horizontal: false,
  colors,
  filterTemplate: '',
});

const months: StatisticResult = {
  kind: 'simple',
  labels: ['2026-08', '2026-09', '2026-12', '2027-01'],
  values: [17, 72, 83, 56],
};

describe('frenchMonthLabel', () => {
  it('names the month in French with its year', () => {
    expect(frenchMonthLabel('2026-08')).toBe('août 2026');
    expect(frenchMonthLabel('2027-02')).toBe('février 2027');
    expect(frenchMonthLabel('2026-12')).toBe('décembre 2026');
  });

  it('leaves any other label as it is', () => {
    expect(frenchMonthLabel('Grenoble')).toBe('Grenoble');
    expect(frenchMonthLabel('2026-13')).toBe('2026-13');
    expect(frenchMonthLabel('2026-08-01')).toBe('2026-08-01');
  });
});

describe('statisticChartData', () => {
  it('shows a LineChart’s months in French (spec 1 §3 STATS_TYPE), drawn straight between the points', () => {
    const data = statisticChartData(definition('LineChart'), months);
    expect(data.labels).toEqual(['août 2026', 'septembre 2026', 'décembre 2026', 'janvier 2027']);
    expect(data.datasets.map((d) => d.tension)).toEqual([0]);
    expect(data.datasets[0]?.data).toEqual([17, 72, 83, 56]);
  });

  it('keeps straight lines for every series of a complex line chart', () => {
    const data = statisticChartData(definition('LineChart'), {
      kind: 'complex',
      labels: ['2026-08', '2026-09'],
      series: [
        { label: 'Diesel', values: [1, 2] },
        { label: 'Essence', values: [3, 4] },
      ],
    });
    expect(data.datasets.map((d) => d.tension)).toEqual([0, 0]);
  });

  it('leaves the labels of other charts as they come', () => {
    expect(statisticChartData(definition('BarChart'), months).labels).toEqual(months.labels);
  });

  it('spec 1 §3 COLOR « one colour or a comma list »: a colour per bar, repeating, or per series', () => {
    const bars = statisticChartData(definition('BarChart', ['#E53935', '#1E88E5']), {
      kind: 'simple',
      labels: ['Lyon', 'Grenoble', 'Annecy'],
      values: [3, 2, 1],
    });
    expect(bars.datasets[0]?.backgroundColor).toEqual(['#E53935', '#1E88E5', '#E53935']);
    const series = statisticChartData(definition('BarChart', ['#E53935', '#1E88E5']), {
      kind: 'complex',
      labels: ['Lyon'],
      series: [
        { label: 'Diesel', values: [1] },
        { label: 'Essence', values: [3] },
      ],
    });
    expect(series.datasets.map((d) => d.backgroundColor)).toEqual(['#E53935', '#1E88E5']);
  });
});
