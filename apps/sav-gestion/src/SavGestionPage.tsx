import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatFrenchDateTime } from '@locasuite/core';
import { ToolPageFrame, deviceUserOf, useToolPage, words } from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { offlineSavApi } from './api';
import type { SavApi } from './api';
import { SavFilters } from './components/list/SavFilters';
import { SavReportTable } from './components/list/SavReportTable';
import { defaultFilters, filterReports } from './components/list/reportFilters';
import { useSavReference, useSavReports } from './hooks/useSavData';
import { useReportSync } from './hooks/useReportSync';
import { texts } from './texts';

const t = texts.list;

/** `?search=` of the address: the search box's first text (spec 4 §2.1). */
function querySearch(): string {
  if (typeof window === 'undefined') return '';
  return (new URLSearchParams(window.location.search).get('search') ?? '').trim();
}

/**
 * spec 4 §2.1 /sav-gestion: the after-sales reports with their filters (agency, technician —
 * the current user —, status 130) and search, the reports kept on this device, and the full-screen
 * report form a row or `Nouveau rapport` opens.
 */
export function SavGestionPage({ api: shellApi, session }: ToolPageProps<SavApi>) {
  const user = session.user;
  const api = useMemo(() => offlineSavApi(shellApi, deviceUserOf(user)), [shellApi, user]);
  const reports = useSavReports(api, session);
  const reference = useSavReference(api, session);
  const sync = useReportSync(api, session, reports.reload);
  const page = useToolPage(session, { loads: [reports, reference] });
  const [filters, setFilters] = useState(() => defaultFilters(user?.name ?? '', querySearch()));
  const shown = useMemo(
    () => filterReports(reports.data?.data ?? [], filters),
    [reports.data, filters],
  );
  const device = reports.data?.device;
  return (
    <ToolPageFrame
      page={page}
      title={texts.title}
      failedMessage={texts.loadFailed}
      header={
        <Paper sx={{ p: 1 }}>
          <Stack spacing={1}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button startIcon={<RefreshIcon />} onClick={page.retry}>
                {t.refresh}
              </Button>
            </Stack>
            <SavFilters
              value={filters}
              onChange={setFilters}
              agencies={reference.data?.agencies ?? []}
              technicians={reference.data?.technicians ?? []}
            />
            {device?.offline && device.savedAt !== null ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={page.retry}>
                    {words.retry}
                  </Button>
                }
              >
                {t.offlineData(formatFrenchDateTime(new Date(device.savedAt)))}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
      }
    >
      <SavReportTable
        reports={shown}
        waiting={sync.waiting}
        emptyMessage={reports.data ? t.empty : ''}
        loading={page.loading}
      />
    </ToolPageFrame>
  );
}
