import type { StatisticResult } from './aggregateStatistic';
import { statisticColors } from './statisticColors';
import type { StatisticDefinition } from './statisticDefinition';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/**
 * A month key as the aggregation gives it (« 2026-08 ») shown as a French reader says it
 * (« août 2026 », issue 11 item 10); any other label is shown as it is.
 */
export function frenchMonthLabel(label: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : label;
}

/**
 * The Chart.js data of a result: the labels shown (French months on line charts) and one
 * dataset per series. Lines are straight between the real points (`tension: 0`, issue 11 item
 * 10): a smoothed curve drew values above and below the points that no month had.
 */
export function statisticChartData(definition: StatisticDefinition, result: StatisticResult) {
  const line = definition.type === 'LineChart';
  const labels = line ? result.labels.map(frenchMonthLabel) : [...result.labels];
  const simple = result.kind === 'simple';
  const seriesColors = simple ? [] : statisticColors(definition.colors, result.series.length);
  const pointColors = statisticColors(definition.colors, labels.length);
  const datasets = simple
    ? [
        {
          label: definition.label,
          data: [...result.values],
          backgroundColor: line ? `${pointColors[0]}33` : pointColors,
          borderColor: definition.type === 'DoughnutChart' ? '#fff' : pointColors,
          fill: line,
          tension: 0,
        },
      ]
    : result.series.map((s, i) => ({
        label: s.label,
        data: [...s.values],
        backgroundColor: seriesColors[i],
        borderColor: seriesColors[i],
        tension: 0,
      }));
  return { labels, datasets };
}
