import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import type { ConditionListRecord } from '@locasuite/core';
import { ConfirmDialog, LoadProblem, Snackbar, deviceUserOf, useCall } from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { offlineEtatdlApi } from './api';
import type { EtatdlApi } from './api';
import { deleteRecord } from './components/dashboard/api';
import { ConditionTable } from './components/dashboard/ConditionTable';
import { DashboardButtons } from './components/dashboard/DashboardButtons';
import { DashboardFilters } from './components/dashboard/DashboardFilters';
import { QrScannerDialog } from './components/dashboard/QrScannerDialog';
import type { QrReaderStart } from './components/dashboard/QrScannerDialog';
import { SettingsDialog } from './components/dashboard/SettingsDialog';
import { ConditionFormDialog } from './components/form/ConditionFormDialog';
import { useDashboard } from './hooks/useDashboard';
import { useDashboardList } from './hooks/useDashboardList';
import { useQueryItem } from './hooks/useQueryItem';
import { deviceOwner, useWaitingRecords } from './hooks/useWaitingRecords';
import { SyncDialog } from './components/sync/SyncDialog';
import { syncTexts } from './components/sync/texts';
import { dashboardTexts as t } from './texts';

/** spec 3 §9 « dashboard snackbar 2,000 ms ». */
const DASHBOARD_SNACKBAR_MS = 2000;

/** The route decides the scope: `etat-des-lieux-velo` shows bike families only (DECISIONS.md). */
export type EtatDesLieuxMaterielPageProps = ToolPageProps<EtatdlApi> & {
  readonly route?: string;
  /** The clock of « only today » (tests and stories); the device's by default. */
  readonly now?: number;
  /** The camera reader of the QR scanner (tests and stories); `@zxing/browser` by default. */
  readonly qrReader?: QrReaderStart;
};

/** The record id (`CLD_IDEnreg`) of the item the form shows, when the list has it. */
function openedId(
  records: readonly ConditionListRecord[],
  item: { readonly contrat: string; readonly matricule: string },
): string {
  const found = records.find(
    (r) =>
      String(r.CLD_NUM_CONTRAT ?? '').trim() === item.contrat.trim() &&
      String(r.CLD_MATRICULE ?? '').trim() === item.matricule.trim(),
  );
  return found ? String(found.CLD_IDEnreg ?? '') : '';
}

/**
 * spec 3 §2.1 /etat-des-lieux-materiel and /etat-des-lieux-velo: the dashboard of condition
 * records (filters, sortable list, delete, QR scanner, settings) and the full-screen form of the
 * item a row, a scanned code or the address (`contrat` + `matricule`) opens.
 */
export function EtatDesLieuxMaterielPage({
  api: serverApi,
  session,
  route,
  now,
  qrReader,
}: EtatDesLieuxMaterielPageProps) {
  const velo = route === 'etat-des-lieux-velo';
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const tablet = useMediaQuery(theme.breakpoints.down('lg'));
  const query = useQueryItem();
  // Read once per person: a yard without a connection still opens the list and the forms.
  const deviceUser = deviceUserOf(session.user);
  const api = useMemo(() => offlineEtatdlApi(serverApi, deviceUser), [serverApi, deviceUser]);
  const dashboard = useDashboard(api, session, velo);
  const waiting = useWaitingRecords(api, session, dashboard.reload);
  const owner = deviceOwner(session);
  const [syncOpen, setSyncOpen] = useState(false);

  const [toDelete, setToDelete] = useState<readonly ConditionListRecord[] | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [notice, setNotice] = useState(query.type);
  const [done, setDone] = useState<string | null>(null);

  const data = dashboard.data;
  const list = useDashboardList(data, query.search, now);
  const { records, selectedRecords } = list;

  const deletion = useCall(
    async (list: readonly ConditionListRecord[]) => {
      for (const record of list) await deleteRecord(api, record);
      return list.length;
    },
    { onRefused: session.onRefused },
  );
  const confirmDelete = async () => {
    if (!toDelete) return;
    const outcome = await deletion.run(toDelete);
    setToDelete(null);
    list.clearSelection();
    if (outcome.ok) setDone(outcome.value === 1 ? t.deletedOne : t.deletedMany(outcome.value));
    dashboard.reload();
  };

  const open = (record: ConditionListRecord) =>
    query.open(String(record.CLD_NUM_CONTRAT ?? ''), String(record.CLD_MATRICULE ?? ''));

  const filterProps = list.filterProps;
  const buttons = (
    <DashboardButtons
      filters={
        phone
          ? { open: filtersOpen, count: list.filterCount, toggle: () => setFiltersOpen((o) => !o) }
          : null
      }
      loading={dashboard.loading}
      onRefresh={dashboard.reload}
      waiting={waiting.items.length}
      onSync={() => setSyncOpen(true)}
      onScan={() => setQrOpen(true)}
      onSettings={() => setSettingsOpen(true)}
    />
  );

  return (
    <Box
      component="main"
      data-scope={velo ? 'velo' : 'materiel'}
      sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {notice !== null ? (
        <Alert
          severity="info"
          onClose={() => {
            setNotice(null);
            query.forgetType();
          }}
        >
          {notice === 'disconnection' ? t.disconnected : t.redirected}
        </Alert>
      ) : null}
      {dashboard.device.offline && dashboard.device.savedAt !== null ? (
        <Alert severity="warning" data-testid="offline-notice">
          {t.offline(dashboard.device.savedAt)}
        </Alert>
      ) : null}
      <LoadProblem load={dashboard} failedMessage={t.loadFailed} />
      {deletion.message !== null &&
      deletion.status !== 'running' &&
      deletion.status !== 'done' &&
      deletion.status !== 'idle' ? (
        <Alert severity="error" onClose={deletion.reset}>
          {deletion.message}
        </Alert>
      ) : null}
      {phone ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <DashboardFilters {...filterProps} searchOnly />
            </Box>
            {buttons}
          </Box>
          <Collapse in={filtersOpen} unmountOnExit>
            <DashboardFilters {...filterProps} hideSearch />
          </Collapse>
        </>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <DashboardFilters {...filterProps} />
          </Box>
          {buttons}
        </Box>
      )}
      {selectedRecords.length > 0 ? (
        <Box>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteSweepIcon />}
            onClick={() => setToDelete(selectedRecords)}
            disabled={deletion.status === 'running'}
          >
            {t.deleteSelection(selectedRecords.length)}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        {dashboard.loading ? (
          <LinearProgress
            aria-label={t.refresh}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}
          />
        ) : null}
        <ConditionTable
          {...list.table}
          waiting={waiting.ids}
          onOpen={open}
          onDelete={(record) => setToDelete([record])}
          cards={phone}
          compact={tablet}
          busy={deletion.status === 'running'}
        />
      </Box>

      <ConfirmDialog
        open={toDelete !== null}
        title={t.deleteTitle}
        message={
          toDelete?.length === 1 && toDelete[0]
            ? t.deleteOne(
                String(toDelete[0].CLD_NUM_CONTRAT ?? ''),
                String(toDelete[0].CLD_MATRICULE ?? ''),
              )
            : t.deleteMany(toDelete?.length ?? 0)
        }
        busy={deletion.status === 'running'}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <QrScannerDialog
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        onScanned={(item) => {
          setQrOpen(false);
          query.open(item.contrat, item.matricule);
        }}
        {...(qrReader ? { start: qrReader } : {})}
      />
      <SettingsDialog
        open={settingsOpen}
        api={api}
        session={session}
        onClose={(saved) => {
          setSettingsOpen(false);
          if (saved) setDone(t.updated);
        }}
      />
      {query.item ? (
        <ConditionFormDialog
          key={`${query.item.contrat}|${query.item.matricule}`}
          api={api}
          session={session}
          contract={query.item.contrat}
          matricule={query.item.matricule}
          velo={velo}
          waitingLocally={waiting.ids.has(openedId(records, query.item))}
          onStoredOnDevice={() => setDone(syncTexts.storedOnDevice)}
          onSaved={() => setDone(t.saved)}
          onClose={(saved) => {
            query.close();
            if (saved) dashboard.reload();
          }}
        />
      ) : null}
      <SyncDialog
        open={syncOpen}
        items={waiting.items}
        owner={owner}
        syncing={waiting.syncing}
        result={waiting.result}
        onSync={() => void waiting.sync({ includeReview: true })}
        onClose={() => setSyncOpen(false)}
      />
      <Snackbar message={done} onClose={() => setDone(null)} durationMs={DASHBOARD_SNACKBAR_MS} />
    </Box>
  );
}
