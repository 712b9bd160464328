import type { ReactNode } from 'react';
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

interface HeaderButton {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly expanded?: boolean;
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
  const buttons: HeaderButton[] = [
    ...(filters
      ? [
          {
            label: t.filters,
            expanded: filters.open,
            onClick: filters.toggle,
            icon: (
              <Badge badgeContent={filters.count} color="primary">
                <FilterListIcon />
              </Badge>
            ),
          },
        ]
      : []),
    { label: t.refresh, onClick: onRefresh, disabled: loading, icon: <RefreshIcon /> },
    {
      label: syncTexts.open(waiting),
      onClick: onSync,
      icon: (
        <Badge badgeContent={waiting || undefined} color="error">
          <CloudIcon color={waiting > 0 ? 'error' : 'inherit'} />
        </Badge>
      ),
    },
    { label: t.scan, onClick: onScan, icon: <QrCodeScannerIcon /> },
    { label: t.settings, onClick: onSettings, icon: <TuneIcon /> },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', ml: 'auto' }}>
      {buttons.map((b) => (
        <Tooltip key={b.label} title={b.label}>
          {/* A disabled button gets no hover: its tooltip listens on the span. */}
          <span>
            <IconButton
              aria-label={b.label}
              aria-expanded={b.expanded}
              onClick={b.onClick}
              disabled={b.disabled}
            >
              {b.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}
