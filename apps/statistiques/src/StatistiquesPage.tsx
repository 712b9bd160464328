import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Chart as ChartJS } from 'chart.js';
import {
  CUSTOM_RANGE_MESSAGES,
  customStatisticRange,
  defaultStatisticRange,
  formatFrenchDay,
  monthsBackRange,
  DEFAULT_PERIOD_MONTHS,
  type StatisticRange,
} from '@locasuite/core';
import {
  DateRangeField,
  LoadProblem,
  LoadingOverlay,
  useCall,
  type DateRange,
  type ToolPageProps,
} from '@locasuite/ui';
import type { StatistiquesApi } from './api';
import { ExportDialog } from './components/ExportDialog';
import { PeriodSelector, type PeriodChoice } from './components/PeriodSelector';
import { StatisticCard } from './components/StatisticCard';
import { exportExcel } from './export/exportExcel';
import { exportPdf } from './export/exportPdf';
import { hasData, useStatistics, type ComputedStatistic } from './hooks/useStatistics';
import { STATISTIQUES_TEXTS } from './texts';

export interface StatistiquesPageProps extends ToolPageProps<StatistiquesApi> {
  /** The reference instant (tests, stories); now by default. */
  readonly now?: number;
  /** Writes rapport.xlsx (replaced in stories). */
  readonly onExcel?: (statistics: readonly ComputedStatistic[]) => Promise<void>;
}

/**
 * /statistiques (spec 1 §2): period buttons (3 months selected, 90 days loaded on open), custom
 * French day range, chart cards half width from medium screens, table cards full width, the empty
 * message, the data dialog with `Télécharger` (rapport.xlsx) and the PDF export.
 */
export function StatistiquesPage({
  api,
  session,
  now,
  onExcel = exportExcel,
}: StatistiquesPageProps) {
  const reference = useMemo(() => now ?? Date.now(), [now]);
  const [period, setPeriod] = useState<PeriodChoice>(DEFAULT_PERIOD_MONTHS);
  const [range, setRange] = useState<StatisticRange>(() => defaultStatisticRange(reference));
  const [custom, setCustom] = useState<DateRange>({
    start: new Date(range.from),
    end: new Date(range.from === range.to ? range.to : range.to - (range.to % 86_400_000)),
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const charts = useRef(new Map<number, ChartJS>());
  const { loading, status, stale, statistics, reload } = useStatistics(
    api,
    range,
    session.onRefused,
  );
  const anyData = statistics.some(hasData);
  const customCheck = customStatisticRange(custom.start, custom.end);
  const customError = 'error' in customCheck ? CUSTOM_RANGE_MESSAGES[customCheck.error] : null;

  const choosePeriod = (next: PeriodChoice) => {
    setPeriod(next);
    if (next === 'custom') {
      setCustom({ start: new Date(range.from), end: new Date(range.to - (range.to % 86_400_000)) });
      return;
    }
    setRange(monthsBackRange(next, reference));
  };

  const chooseCustom = (next: DateRange) => {
    setCustom(next);
    const chosen = customStatisticRange(next.start, next.end);
    if (!('error' in chosen)) setRange(chosen);
  };

  const onChart = useCallback((index: number, chart: ChartJS | null) => {
    if (chart) charts.current.set(index, chart);
    else charts.current.delete(index);
  }, []);

  // The PDF is written in the browser: any failure says « pdfFailed », closed by the person.
  const pdf = useCall(() => exportPdf(statistics, charts.current, range));
  const pdfBusy = pdf.status === 'running';
  const pdfFailed = pdf.status === 'failed' || pdf.status === 'unreachable';
  const savePdf = () => void pdf.run();

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, position: 'relative', minHeight: 320 }}>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', md: 'center' } }}
        >
          <PeriodSelector value={period} onChange={choosePeriod} />
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1 }}>
            {STATISTIQUES_TEXTS.rangeLabel(formatFrenchDay(range.from), formatFrenchDay(range.to))}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              onClick={savePdf}
              disabled={loading || !anyData || pdfBusy}
            >
              {pdfBusy ? STATISTIQUES_TEXTS.exportingPdf : STATISTIQUES_TEXTS.exportPdf}
            </Button>
            <Tooltip title={STATISTIQUES_TEXTS.openExport}>
              <span>
                <IconButton
                  aria-label={STATISTIQUES_TEXTS.openExport}
                  color="primary"
                  onClick={() => setDialogOpen(true)}
                  disabled={loading || !anyData}
                >
                  <FileDownloadIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
        {period === 'custom' && (
          <Box sx={{ mt: 2 }}>
            <DateRangeField
              value={custom}
              onChange={chooseCustom}
              startLabel={STATISTIQUES_TEXTS.startDate}
              endLabel={STATISTIQUES_TEXTS.endDate}
              message={customError && `${customError} ${STATISTIQUES_TEXTS.keptRange}`}
            />
          </Box>
        )}
      </Paper>

      {pdfFailed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={pdf.reset}>
          {STATISTIQUES_TEXTS.pdfFailed}
        </Alert>
      )}
      <LoadProblem
        status={status}
        stale={stale}
        failedMessage={STATISTIQUES_TEXTS.loadFailed}
        onRetry={reload}
        sx={{ mb: 2 }}
      />

      {/* Only a successful answer without data may say there is none (issue 11 item 1). */}
      {!loading && status === 'empty' ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{STATISTIQUES_TEXTS.empty}</Typography>
        </Paper>
      ) : (
        <Grid container spacing={2}>
          {statistics.map((s) => (
            <Grid
              key={s.definition.index}
              size={{ xs: 12, md: s.definition.type === 'Table' ? 12 : 6 }}
            >
              <StatisticCard statistic={s} onChart={onChart} />
            </Grid>
          ))}
        </Grid>
      )}

      <LoadingOverlay open={loading} label={STATISTIQUES_TEXTS.loading} />
      <ExportDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        statistics={statistics}
        onDownload={onExcel}
      />
    </Box>
  );
}
