import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterListIcon from '@mui/icons-material/FilterList';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import { dashboardTexts as t } from '../../texts';
import { syncTexts } from '../sync/texts';

export interface DashboardButtonsProps {
  /** On a phone: the filters' button, with the count of filters on. */
  readonly filters: { readonly open: boolean; readonly count: number; toggle(): void } | null;
  readonly loading: boolean;
  readonly onRefresh: () => void;
  /** The records stored on this device awaiting synchronisation: the red cloud's count. */
  readonly waiting: number;
  readonly onSync: () => void;
  readonly onScan: () => void;
  readonly onSettings: () => void;
}

/** spec 3 §2.1 the dashboard's buttons: filters (phones), Actualiser, sync, QR scanner, settings. */
export function DashboardButtons({
  filters,
  loading,
  onRefresh,
  waiting,
  onSync,
  onScan,
  onSettings,
}: DashboardButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', ml: 'auto' }}>
      {filters ? (
        <Tooltip title={t.filters}>
          <IconButton aria-label={t.filters} aria-expanded={filters.open} onClick={filters.toggle}>
            <Badge badgeContent={filters.count} color="primary">
              <FilterListIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t.refresh}>
        <span>
          <IconButton aria-label={t.refresh} onClick={onRefresh} disabled={loading}>
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={syncTexts.open(waiting)}>
        <IconButton aria-label={syncTexts.open(waiting)} onClick={onSync}>
          <Badge badgeContent={waiting || undefined} color="error">
            <CloudIcon color={waiting > 0 ? 'error' : 'inherit'} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Tooltip title={t.scan}>
        <IconButton aria-label={t.scan} onClick={onScan}>
          <QrCodeScannerIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t.settings}>
        <IconButton aria-label={t.settings} onClick={onSettings}>
          <TuneIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
