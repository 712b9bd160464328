import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { Chart as ChartJS } from 'chart.js';
import { statisticTable } from '@locasuite/core';
import type { ComputedStatistic } from '../hooks/useStatistics';
import { keyLabels, STATISTIQUES_TEXTS } from '../texts';
import { StatisticChart } from './StatisticChart';
import { StatisticTableView } from './StatisticTableView';

export interface StatisticCardProps {
  statistic: ComputedStatistic;
  onChart?: (index: number, chart: ChartJS | null) => void;
}

/** One statistic: a chart card, or a table card with its `Total` row (spec 1 §2). */
export function StatisticCard({ statistic, onChart }: StatisticCardProps) {
  const { definition, result } = statistic;
  const empty = result.labels.length === 0;
  return (
    <Card
      component="section"
      aria-label={definition.label}
      variant="outlined"
      sx={{ height: '100%' }}
    >
      <CardHeader
        title={definition.label}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {empty ? (
          <Typography color="text.secondary">{STATISTIQUES_TEXTS.empty}</Typography>
        ) : definition.type === 'Table' ? (
          <StatisticTableView
            table={statisticTable(result, keyLabels(definition.keys))}
            label={STATISTIQUES_TEXTS.tableLabel(definition.label)}
          />
        ) : (
          <StatisticChart definition={definition} result={result} onChart={onChart} />
        )}
      </CardContent>
    </Card>
  );
}
