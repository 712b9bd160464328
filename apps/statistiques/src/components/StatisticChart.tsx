import { useCallback } from 'react';
import Box from '@mui/material/Box';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import type { Chart as ChartJS } from 'chart.js';
import { statisticChartData } from '@locasuite/core';
import type { StatisticDefinition, StatisticResult } from '@locasuite/core';
import { registerCharts } from './registerCharts';
import { formatCell } from './formatNumber';

export interface StatisticChartProps {
  definition: StatisticDefinition;
  result: StatisticResult;
  /** Receives the Chart.js instance (PDF export), null when it goes away. */
  onChart?: (index: number, chart: ChartJS | null) => void;
}

registerCharts();

// jsdom (component tests, story tests) has no canvas: the chart then shows its data as a list.
const canvasAvailable = typeof navigator === 'undefined' || !/jsdom/i.test(navigator.userAgent);

const tooltip = {
  callbacks: {
    label: (item: { dataset: { label?: string }; raw: unknown }) =>
      `${item.dataset.label ? `${item.dataset.label} : ` : ''}${formatCell(Number(item.raw))}`,
  },
};

/** A bar (vertical or horizontal, stacked when complex), doughnut or line chart of a result. */
export function StatisticChart({ definition, result, onChart }: StatisticChartProps) {
  const index = definition.index;
  const ref = useCallback(
    (chart: unknown) => onChart?.(index, (chart as ChartJS | null | undefined) ?? null),
    [index, onChart],
  );
  const { labels, datasets } = statisticChartData(definition, result);
  const simple = result.kind === 'simple';
  const base = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: !simple || definition.type === 'DoughnutChart' }, tooltip },
  };
  const stacked = !simple;
  const horizontal = definition.horizontal;
  const axisTicks = { callback: (v: string | number) => formatCell(Number(v)) };
  const ariaLabel = `Graphique : ${definition.label}`;
  // What every kind of chart carries: the instance (PDF export), its name and its data.
  const chart = { ref, 'aria-label': ariaLabel, role: 'img', data: { labels, datasets } };

  if (!canvasAvailable) {
    return (
      <Box component="figure" aria-label={ariaLabel} sx={{ m: 0 }}>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {labels.map((label, i) => (
            <li key={label}>
              {label} :{' '}
              {simple
                ? formatCell(result.values[i] ?? 0)
                : result.series.map((s) => `${s.label} ${formatCell(s.values[i] ?? 0)}`).join(', ')}
            </li>
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative', height: { xs: 260, md: 300 } }}>
      {definition.type === 'DoughnutChart' ? (
        <Doughnut
          {...chart}
          options={{
            ...base,
            plugins: { legend: { position: 'right' }, tooltip },
          }}
        />
      ) : definition.type === 'LineChart' ? (
        <Line
          {...chart}
          options={{
            ...base,
            scales: { y: { beginAtZero: true, ticks: axisTicks } },
          }}
        />
      ) : (
        <Bar
          {...chart}
          options={{
            ...base,
            indexAxis: horizontal ? 'y' : 'x',
            scales: {
              x: { stacked, ...(horizontal ? { beginAtZero: true, ticks: axisTicks } : {}) },
              y: { stacked, ...(horizontal ? {} : { beginAtZero: true, ticks: axisTicks }) },
            },
          }}
        />
      )}
    </Box>
  );
}
