import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { RDV_MESSAGES, addDaysUtc, startOfDayUtc } from '@locasuite/core';
import { DataTable, DateRangeField, FullScreenDialog, LoadProblem } from '@locasuite/ui';
import type { DataTableColumn, DateRange } from '@locasuite/ui';
import type { RdvApi, RdvAgency, RdvType, Slot } from '../api';
import { useManagedSlots } from '../hooks/useManagedSlots';
import type { ManagedQuery } from '../hooks/useManagedSlots';
import { texts } from '../texts';
import { AgencySelect } from './AgencySelect';
import { ExportDialog } from './ExportDialog';
import { slotRows } from './slotRows';
import type { SlotRow } from './slotRows';

const T = texts.manage;
const C = T.columns;
/** spec 2 §9 "slot table page size 200". */
const PAGE_SIZE = 200;

type RangeKind = 'week' | 'month' | 'custom';

export interface ManagementDialogProps {
  readonly api: RdvApi;
  readonly admin: boolean;
  readonly now: number;
  readonly agencies: readonly RdvAgency[];
  readonly types: readonly RdvType[];
  readonly selectedAgencies: readonly string[];
  readonly onAgencies: (ids: string[]) => void;
  /** Grows after every save of the page: the table reads its slots again. */
  readonly changes: number;
  readonly onRefused: () => void;
  readonly onClose: () => void;
  readonly onCreate: () => void;
  readonly onOpen: (slot: Slot) => void;
  readonly onEdit: (slot: Slot) => void;
  readonly onDelete: (slot: Slot) => void;
  readonly onDeleteSeries: (slot: Slot) => void;
}

/**
 * spec 2 §2.2 `Gestion des disponibilités` (full screen): J ⇆ 7 / J ⇆ 30 / Personnalisée, search
 * by client code (Enter or button), agencies, the table (page size 200) and the export grid.
 */
export function ManagementDialog({
  api,
  admin,
  now,
  agencies,
  types,
  selectedAgencies,
  onAgencies,
  changes,
  onRefused,
  onClose,
  onCreate,
  onOpen,
  onEdit,
  onDelete,
  onDeleteSeries,
}: ManagementDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const today = startOfDayUtc(now);
  const [kind, setKind] = useState<RangeKind>('week');
  const [custom, setCustom] = useState<DateRange>({
    start: new Date(addDaysUtc(today, -7)),
    end: new Date(addDaysUtc(today, 7)),
  });
  const [search, setSearch] = useState('');
  const [client, setClient] = useState('');
  const [exporting, setExporting] = useState(false);

  const query = useMemo<ManagedQuery | null>(() => {
    if (client !== '') return { kind: 'client', code: client };
    if (kind === 'custom') {
      const { start, end } = custom;
      if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
        return null;
      if (end.getTime() < start.getTime()) return null;
      return { kind: 'period', start: start.getTime(), end: end.getTime() };
    }
    const days = kind === 'week' ? 7 : 30;
    return { kind: 'period', start: addDaysUtc(today, -days), end: addDaysUtc(today, days) };
  }, [client, kind, custom, today]);
  const load = useManagedSlots(api, query, types, changes, onRefused);
  const rows = useMemo(
    () =>
      slotRows(
        (load.data ?? []).filter((s) => selectedAgencies.includes(s.agency)),
        agencies,
        types,
      ),
    [load.data, selectedAgencies, agencies, types],
  );

  const runSearch = () => setClient(search.trim());
  const label = (r: SlotRow) => [r.day, r.start] as const;

  const columns: DataTableColumn<SlotRow>[] = [
    { key: 'day', header: C.day },
    { key: 'start', header: C.start },
    { key: 'end', header: C.end },
    { key: 'type', header: C.type },
    { key: 'number', header: C.number },
    { key: 'client', header: C.client },
    { key: 'phone', header: C.phone },
    { key: 'bikeType', header: C.bikeType },
    { key: 'agency', header: C.agency },
    ...(admin
      ? ([
          {
            key: 'weekly',
            header: C.weekly,
            render: (r) => (r.slot.weekly ? texts.detail.yes : texts.detail.no),
          },
          {
            key: 'deleteSeries',
            header: C.deleteSeries,
            align: 'center',
            render: (r) =>
              r.slot.weekly ? (
                <IconButton
                  size="small"
                  aria-label={T.deleteSeriesRow(...label(r))}
                  onClick={(e) => {
                    e.stopPropagation();
                    onDeleteSeries(r.slot);
                  }}
                >
                  <DeleteSweepIcon fontSize="small" />
                </IconButton>
              ) : null,
          },
          {
            key: 'edit',
            header: C.edit,
            align: 'center',
            render: (r) => (
              <IconButton
                size="small"
                aria-label={T.editRow(...label(r))}
                onClick={(e) => {
                  e.stopPropagation();
                  onEdit(r.slot);
                }}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            ),
          },
          {
            key: 'delete',
            header: C.delete,
            align: 'center',
            render: (r) => (
              <IconButton
                size="small"
                aria-label={T.deleteRow(...label(r))}
                onClick={(e) => {
                  e.stopPropagation();
                  onDelete(r.slot);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            ),
          },
        ] satisfies DataTableColumn<SlotRow>[])
      : []),
  ];

  return (
    <FullScreenDialog
      open
      title={T.title}
      onClose={onClose}
      actions={
        <>
          {admin &&
            (phone ? (
              <IconButton color="inherit" aria-label={T.create} onClick={onCreate}>
                <AddIcon />
              </IconButton>
            ) : (
              <Button color="inherit" variant="outlined" onClick={onCreate}>
                {T.create}
              </Button>
            ))}
          <IconButton color="inherit" aria-label={T.download} onClick={() => setExporting(true)}>
            <DownloadIcon />
          </IconButton>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={T.range}
          value={kind}
          onChange={(_e, value: RangeKind | null) => {
            if (value) setKind(value);
          }}
        >
          <ToggleButton value="week">{T.week}</ToggleButton>
          <ToggleButton value="month">{T.month}</ToggleButton>
          <ToggleButton value="custom">{T.custom}</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'custom' && <DateRangeField value={custom} onChange={setCustom} />}
        <Box sx={{ display: 'flex', gap: 1, flex: '1 1 260px', maxWidth: 420 }}>
          <TextField
            label={T.search}
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              if (e.target.value.trim() === '') setClient('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') runSearch();
            }}
            fullWidth
          />
          <Button variant="outlined" onClick={runSearch}>
            {T.searchButton}
          </Button>
        </Box>
        <Box sx={{ flex: '1 1 240px', maxWidth: 420 }}>
          <AgencySelect
            agencies={agencies}
            selected={selectedAgencies}
            multiple={admin}
            onChange={onAgencies}
          />
        </Box>
      </Box>
      <LoadProblem load={load} failedMessage={texts.loadFailed} />
      <DataTable
        label={T.table}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.slot.key}
        onRowClick={(r) => onOpen(r.slot)}
        emptyMessage={load.status === 'ready' || load.status === 'empty' ? RDV_MESSAGES.noSlot : ''}
        pageSizes={[PAGE_SIZE]}
        initialPageSize={PAGE_SIZE}
        loading={load.loading}
        maxHeight="calc(100vh - 345px)"
        dense
      />
      {exporting && <ExportDialog rows={rows} now={now} onClose={() => setExporting(false)} />}
    </FullScreenDialog>
  );
}
