import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import CloudIcon from '@mui/icons-material/Cloud';
import FilterListIcon from '@mui/icons-material/FilterList';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import {
  DEFAULT_CONDITION_STATE_FILTER,
  conditionFilterChoices,
  filterConditionRecords,
  nextConditionSortMode,
  sortConditionRecords,
} from '@locasuite/core';
import type { ConditionListRecord, ConditionSortMode } from '@locasuite/core';
import { ConfirmDialog, LoadProblem, Snackbar, deviceUserOf, useCall } from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { offlineEtatdlApi } from './api';
import type { EtatdlApi } from './api';
import { deleteRecord, recordKey } from './components/dashboard/api';
import { ConditionTable, DEFAULT_ROWS_PER_PAGE } from './components/dashboard/ConditionTable';
import { DashboardFilters } from './components/dashboard/DashboardFilters';
import type { DashboardFilterValues } from './components/dashboard/DashboardFilters';
import { QrScannerDialog } from './components/dashboard/QrScannerDialog';
import type { QrReaderStart } from './components/dashboard/QrScannerDialog';
import { SettingsDialog } from './components/dashboard/SettingsDialog';
import { ConditionFormDialog } from './components/form/ConditionFormDialog';
import { useDashboard } from './hooks/useDashboard';
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

/** `YYYY-MM-DD` of the device's day. */
function localDay(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
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

  const [filters, setFilters] = useState<DashboardFilterValues>(() => ({
    search: query.search,
    families: [],
    contractTypes: [],
    technician: '',
    agency: '',
    states: DEFAULT_CONDITION_STATE_FILTER,
    onlyToday: false,
  }));
  const [sortMode, setSortMode] = useState<ConditionSortMode>(1);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<readonly ConditionListRecord[] | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [notice, setNotice] = useState(query.type);
  const [done, setDone] = useState<string | null>(null);

  const data = dashboard.data;
  const records = useMemo(() => data?.records ?? [], [data]);
  const options = data?.options;
  const choices = useMemo(() => conditionFilterChoices(records), [records]);
  const onlyDay = options?.showOnlyToday && filters.onlyToday ? localDay(now ?? Date.now()) : null;
  const shown = useMemo(
    () =>
      sortConditionRecords(
        filterConditionRecords(records, {
          search: filters.search,
          families: filters.families,
          contractTypes: filters.contractTypes,
          technicians: filters.technician === '' ? [] : [filters.technician],
          agencies: options?.showCategory && filters.agency !== '' ? [filters.agency] : [],
          states: filters.states,
          onlyDay,
        }),
        sortMode,
      ),
    [records, filters, options, onlyDay, sortMode],
  );
  const lastPage = Math.max(0, Math.ceil(shown.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const rows = shown.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);
  const emptyText = data !== undefined && shown.length === 0 ? t.noContract : null;
  const selectedRecords = records.filter((r) => selected.has(recordKey(r)));

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
    setSelected(new Set());
    if (outcome.ok) setDone(outcome.value === 1 ? t.deletedOne : t.deletedMany(outcome.value));
    dashboard.reload();
  };

  const changeFilters = (values: DashboardFilterValues) => {
    setFilters(values);
    setPage(0);
  };
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const open = (record: ConditionListRecord) =>
    query.open(String(record.CLD_NUM_CONTRAT ?? ''), String(record.CLD_MATRICULE ?? ''));

  const filterProps = {
    values: filters,
    onChange: changeFilters,
    families: choices.families,
    contractTypes: choices.contractTypes,
    technicians: choices.technicians,
    agencies: options?.showCategory ? (data?.agencies ?? []) : null,
    showOnlyToday: options?.showOnlyToday === true,
  };
  const filterCount =
    filters.families.length +
    filters.contractTypes.length +
    (filters.technician === '' ? 0 : 1) +
    (filters.agency === '' ? 0 : 1) +
    (filters.onlyToday ? 1 : 0);

  const buttons = (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', ml: 'auto' }}>
      {phone ? (
        <Tooltip title={t.filters}>
          <IconButton
            aria-label={t.filters}
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <Badge badgeContent={filterCount} color="primary">
              <FilterListIcon />
            </Badge>
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t.refresh}>
        <span>
          <IconButton
            aria-label={t.refresh}
            onClick={dashboard.reload}
            disabled={dashboard.loading}
          >
            <RefreshIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={syncTexts.open(waiting.items.length)}>
        <IconButton
          aria-label={syncTexts.open(waiting.items.length)}
          onClick={() => setSyncOpen(true)}
        >
          <Badge badgeContent={waiting.items.length || undefined} color="error">
            <CloudIcon color={waiting.items.length > 0 ? 'error' : 'inherit'} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Tooltip title={t.scan}>
        <IconButton aria-label={t.scan} onClick={() => setQrOpen(true)}>
          <QrCodeScannerIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t.settings}>
        <IconButton aria-label={t.settings} onClick={() => setSettingsOpen(true)}>
          <TuneIcon />
        </IconButton>
      </Tooltip>
    </Box>
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
      <LoadProblem
        status={dashboard.status}
        stale={dashboard.stale}
        failedMessage={t.loadFailed}
        onRetry={dashboard.reload}
      />
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
          rows={rows}
          count={shown.length}
          headers={data?.headers ?? []}
          sortMode={sortMode}
          onSort={(field) => setSortMode((mode) => nextConditionSortMode(mode, field))}
          page={currentPage}
          rowsPerPage={rowsPerPage}
          onPage={setPage}
          onRowsPerPage={(n) => {
            setRowsPerPage(n);
            setPage(0);
          }}
          selected={selected}
          onSelect={select}
          waiting={waiting.ids}
          onOpen={open}
          onDelete={(record) => setToDelete([record])}
          emptyText={emptyText}
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
