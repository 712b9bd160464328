import { describe, expect, it } from 'vitest';
import type { StatisticDefinition, StatisticResult } from '@locasuite/core';
import { chartData, frenchMonthLabel } from './chartData';

const definition = (type: StatisticDefinition['type']): StatisticDefinition => ({
  index: 0,
  base: 'moteur' as StatisticDefinition['base'],
  label: 'Interventions moteur par mois',
  keys: ['Mot_Mois', undefined],
  type,
  complex: false,
  horizontal: false,
  colors: ['#00897B'],
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

describe('chartData', () => {
  it('shows a line chart’s months in French, drawn straight between the points', () => {
    const data = chartData(definition('LineChart'), months);
    expect(data.labels).toEqual(['août 2026', 'septembre 2026', 'décembre 2026', 'janvier 2027']);
    expect(data.datasets.map((d) => d.tension)).toEqual([0]);
    expect(data.datasets[0]?.data).toEqual([17, 72, 83, 56]);
  });

  it('keeps straight lines for every series of a complex line chart', () => {
    const data = chartData(definition('LineChart'), {
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
    expect(chartData(definition('BarChart'), months).labels).toEqual(months.labels);
  });
});
