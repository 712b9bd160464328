import { useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import AddIcon from '@mui/icons-material/Add';
import CloudIcon from '@mui/icons-material/Cloud';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatFrenchDateTime, text } from '@locasuite/core';
import { ToolPageFrame, deviceUserOf, useToolPage, words } from '@locasuite/ui';
import { deviceOwner } from '@locasuite/ui/field';
import type { ToolPageProps } from '@locasuite/ui';
import { offlineSavApi } from './api';
import type { SavApi, SavReport } from './api';
import { ReportFormDialog } from './components/form/ReportFormDialog';
import type { OpenedReport } from './components/form/ReportFormDialog';
import { deviceId } from './components/form/reportModel';
import { ReportSyncDialog } from './components/list/ReportSyncDialog';
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
export type SavGestionPageProps = ToolPageProps<SavApi> & {
  /** The device's clock (tests and stories). */
  readonly now?: () => Date;
};

export function SavGestionPage({ api: shellApi, session, now }: SavGestionPageProps) {
  const user = session.user;
  const api = useMemo(() => offlineSavApi(shellApi, deviceUserOf(user)), [shellApi, user]);
  const reports = useSavReports(api, session);
  const reference = useSavReference(api, session);
  const sync = useReportSync(api, session, reports.reload);
  const page = useToolPage<'sync'>(session, { loads: [reports, reference] });
  const [opened, setOpened] = useState<OpenedReport | null>(null);
  const open = (report: SavReport) => {
    const work = sync.items.find((w) => w.data.link === text(report['_LINK MOTEUR']));
    setOpened(work ? { kind: 'waiting', work } : { kind: 'stored', report });
  };
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
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setOpened({ kind: 'new', link: deviceId() })}
              >
                {t.create}
              </Button>
              <Button startIcon={<RefreshIcon />} onClick={page.retry}>
                {t.refresh}
              </Button>
              <Badge badgeContent={sync.items.length} color="error">
                <Button startIcon={<CloudIcon />} onClick={() => page.open('sync')}>
                  {t.syncOpen(sync.items.length)}
                </Button>
              </Badge>
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
      dialogs={
        <>
          <ReportFormDialog
            api={api}
            session={session}
            reference={reference.data}
            opened={opened}
            onClose={() => setOpened(null)}
            onDone={(message) => {
              setOpened(null);
              page.notify(message);
              reports.reload();
            }}
            onNewVersion={(report) => {
              setOpened({ kind: 'stored', report });
              page.notify(texts.form.newVersionCreated);
              reports.reload();
            }}
            now={now}
          />
          <ReportSyncDialog
            open={page.dialog === 'sync'}
            items={sync.items}
            owner={deviceOwner(session)}
            syncing={sync.syncing}
            result={sync.result}
            onSync={() => void sync.sync({ includeReview: true })}
            onClose={page.close}
          />
        </>
      }
    >
      <SavReportTable
        reports={shown}
        waiting={sync.waiting}
        onOpen={open}
        emptyMessage={reports.data ? t.empty : ''}
        loading={page.loading}
      />
    </ToolPageFrame>
  );
}
