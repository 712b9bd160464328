import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { FullScreenDialog, useCall } from '@locasuite/ui';
import { statisticTable } from '@locasuite/core';
import type { ComputedStatistic } from '../hooks/useStatistics';
import { workbookSheets } from '../export/workbookSheets';
import { keyLabels, STATISTIQUES_TEXTS } from '../texts';
import { StatisticTableView } from './StatisticTableView';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  statistics: readonly ComputedStatistic[];
  /** Writes the workbook (rapport.xlsx). */
  onDownload: (statistics: readonly ComputedStatistic[]) => Promise<void>;
}

/** The data tables, one read-only grid per statistic, and `Télécharger` (spec 1 §2). */
export function ExportDialog({ open, onClose, statistics, onDownload }: ExportDialogProps) {
  const writing = useCall(onDownload);
  const busy = writing.status === 'running';
  const failed = writing.status === 'failed' || writing.status === 'unreachable';
  const sheets = workbookSheets(statistics);
  const download = () => void writing.run(statistics);
  return (
    <FullScreenDialog
      open={open}
      onClose={onClose}
      title={STATISTIQUES_TEXTS.exportDialogTitle}
      actions={
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={busy || statistics.length === 0}
        >
          {STATISTIQUES_TEXTS.download}
        </Button>
      }
    >
      <Box sx={{ p: { xs: 1, sm: 3 }, bgcolor: 'background.default', minHeight: '100%' }}>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {STATISTIQUES_TEXTS.excelFailed}
          </Alert>
        )}
        {statistics.length === 0 && <Typography>{STATISTIQUES_TEXTS.empty}</Typography>}
        <Stack spacing={3}>
          {statistics.map((s, i) => (
            <Paper key={s.definition.index} variant="outlined" sx={{ p: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {s.definition.label}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {STATISTIQUES_TEXTS.sheetLabel(sheets[i]?.sheet ?? '')}
              </Typography>
              <StatisticTableView
                table={statisticTable(s.result, keyLabels(s.definition.keys))}
                label={STATISTIQUES_TEXTS.tableLabel(s.definition.label)}
                maxHeight={360}
              />
            </Paper>
          ))}
        </Stack>
      </Box>
    </FullScreenDialog>
  );
}
