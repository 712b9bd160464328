import { memo, useEffect, useMemo, useRef } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  conditionDay,
  conditionSortOf,
  conditionState,
  conditionStateLabel,
} from '@locasuite/core';
import type { ConditionListRecord, ConditionSortMode, ConditionState } from '@locasuite/core';
import { dashboardTexts as t } from '../../texts';
import type { ListHeader } from './api';
import { columnValue, recordKey } from './api';
import { text } from '@locasuite/core';

/** spec 3 §9 « List: 50 rows per page ». */
export const ROWS_PER_PAGE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 50;

const STATE_COLORS: Readonly<
  Record<ConditionState, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info'>
> = {
  departure: 'primary',
  toDeliver: 'warning',
  return: 'secondary',
  finished: 'success',
  waiting: 'info',
};

/** A wire day (`MM/DD/YYYY`) the French way (`DD/MM/YYYY`). */
function frenchDay(value: unknown): string {
  const day = conditionDay(value);
  return day === null ? text(value) : `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

function StateChip({ record }: { readonly record: ConditionListRecord }) {
  const state = conditionState(record);
  return (
    <Chip
      size="small"
      color={STATE_COLORS[state]}
      variant={state === 'finished' ? 'outlined' : 'filled'}
      label={conditionStateLabel(state)}
    />
  );
}

function cell(record: ConditionListRecord, header: ListHeader) {
  if (header.type === 'state' || header.header === 'STATE') return <StateChip record={record} />;
  const value = columnValue(record, header.header);
  if (header.type === 'date') return frenchDay(value);
  return text(value);
}

/** On a tablet, columns go in pairs, one above the other; other text columns are left out. */
const COMPACT_GROUPS: readonly (readonly string[])[] = [
  ['CLD_NUM_CONTRAT', 'CLD_MATRICULE'],
  ['CLD_CLIENT_RAISON_SOCIALE', 'CLD_DESCRIPTION'],
  ['CLD_DATE_DEPART', 'CLD_DATE_RETOUR'],
];

/** The table's columns: each header alone, or (compact) the pairs above and the state. */
function columnsOf(headers: readonly ListHeader[], compact: boolean): ListHeader[][] {
  if (!compact) return headers.map((h) => [h]);
  const columns: ListHeader[][] = [];
  const used = new Set<string>();
  for (const header of headers) {
    if (used.has(header.header)) continue;
    const group = COMPACT_GROUPS.find((g) => g.includes(header.header));
    if (group) {
      const members = headers.filter((h) => group.includes(h.header));
      members.forEach((h) => used.add(h.header));
      columns.push(members);
    } else if (header.type === 'state' || header.header === 'STATE') {
      used.add(header.header);
      columns.push([header]);
    }
  }
  return columns;
}

const WRAPPED = new Set(['CLD_DESCRIPTION', 'CLD_CLIENT_RAISON_SOCIALE', 'CLD_NOM_CLIENT']);

export interface ConditionTableProps {
  /** The page's rows, already filtered, sorted and sliced. */
  readonly rows: readonly ConditionListRecord[];
  /** Every row after the filters (the count and the page). */
  readonly count: number;
  readonly headers: readonly ListHeader[];
  readonly sortMode: ConditionSortMode;
  readonly onSort: (field: 'CLD_DATE_DEPART' | 'CLD_DATE_RETOUR') => void;
  readonly page: number;
  readonly rowsPerPage: number;
  readonly onPage: (page: number) => void;
  readonly onRowsPerPage: (rows: number) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (ids: readonly string[], selected: boolean) => void;
  /** Ids (`CLD_IDEnreg`) stored on this device awaiting synchronisation: the red cloud. */
  readonly waiting: ReadonlySet<string>;
  readonly onOpen: (record: ConditionListRecord) => void;
  readonly onDelete: (record: ConditionListRecord) => void;
  /** `Aucun contrat trouvé` instead of rows (only after a real empty answer or filter). */
  readonly emptyText: string | null;
  /** Cards instead of a table (phones). */
  readonly cards: boolean;
  /** Paired columns (tablets). */
  readonly compact?: boolean;
  readonly busy?: boolean;
}

/**
 * spec 3 §2.1 the list: the server's columns (`get_headers_table`), date columns sortable (modes
 * 1–4), the state of each row (§4.1), an action column (red cloud when the record waits on this
 * device, delete), multi-select, 50 rows a page. On a phone, one card per row.
 */
/** What a row does, the same functions for the table's whole life (the rows stay equal). */
interface RowActions {
  readonly open: (record: ConditionListRecord) => void;
  readonly select: (ids: readonly string[], selected: boolean) => void;
  readonly remove: (record: ConditionListRecord) => void;
}

interface RowProps {
  readonly record: ConditionListRecord;
  readonly selected: boolean;
  /** Stored on this device awaiting synchronisation: the red cloud. */
  readonly waiting: boolean;
  readonly busy: boolean;
  readonly actions: RowActions;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** The action column: the red cloud when the record waits on this device, and delete. */
function RowButtons({ record, waiting, busy, actions }: Omit<RowProps, 'selected'>) {
  const label = `${text(record.CLD_NUM_CONTRAT)} ${text(record.CLD_MATRICULE)}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
      {waiting ? (
        <Tooltip title={t.waitingSync}>
          <CloudIcon color="error" aria-label={t.waitingSync} data-testid="waiting-sync" />
        </Tooltip>
      ) : null}
      <Tooltip title={t.delete}>
        <span>
          <IconButton
            aria-label={`${t.delete} ${label}`}
            disabled={busy}
            onClick={(event) => {
              stop(event);
              actions.remove(record);
            }}
          >
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/**
 * One record as a card (phones). Like a table row, it draws again only when its record, selection,
 * cloud or the deletion's state changes: a tick no longer redraws the page's fifty rows.
 */
const ConditionCard = memo(function ConditionCard(props: RowProps) {
  const { record, selected, actions } = props;
  const id = recordKey(record);
  const contract = text(record.CLD_NUM_CONTRAT);
  const registration = text(record.CLD_MATRICULE);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex' }}>
      <Checkbox
        checked={selected}
        onChange={(event) => actions.select([id], event.target.checked)}
        slotProps={{ input: { 'aria-label': `${t.select} ${contract} ${registration}` } }}
        sx={{ alignSelf: 'flex-start' }}
      />
      <CardActionArea
        onClick={() => actions.open(record)}
        aria-label={`${t.open} ${contract} ${registration}`}
        sx={{ flex: 1, minWidth: 0, py: 1, pr: 1 }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {contract}
          </Typography>
          <Typography component="span">{registration}</Typography>
          <StateChip record={record} />
        </Box>
        <Typography variant="body2" noWrap>
          {text(record.CLD_CLIENT_RAISON_SOCIALE)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {text(record.CLD_DESCRIPTION)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {frenchDay(record.CLD_DATE_DEPART)} → {frenchDay(record.CLD_DATE_RETOUR)}
        </Typography>
      </CardActionArea>
      <Box sx={{ alignSelf: 'center' }}>
        <RowButtons {...props} />
      </Box>
    </Card>
  );
});

/** One record as a table row: the server's columns (paired on a tablet) and the actions. */
const ConditionRow = memo(function ConditionRow(
  props: RowProps & { readonly columns: readonly (readonly ListHeader[])[] },
) {
  const { record, selected, actions, columns } = props;
  const id = recordKey(record);
  const contract = text(record.CLD_NUM_CONTRAT);
  const registration = text(record.CLD_MATRICULE);
  return (
    <TableRow
      hover
      selected={selected}
      tabIndex={0}
      onClick={() => actions.open(record)}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget && event.key === 'Enter') actions.open(record);
      }}
      aria-label={`${t.open} ${contract} ${registration}`}
      sx={{ cursor: 'pointer' }}
    >
      <TableCell padding="checkbox" onClick={stop}>
        <Checkbox
          checked={selected}
          onChange={(event) => actions.select([id], event.target.checked)}
          slotProps={{
            input: { 'aria-label': `${t.select} ${contract} ${registration}` },
          }}
        />
      </TableCell>
      {columns.map((group) => (
        <TableCell
          key={group.map((h) => h.header).join('+')}
          sx={{
            whiteSpace: group.some((h) => WRAPPED.has(h.header)) ? 'normal' : 'nowrap',
            minWidth: group.some((h) => WRAPPED.has(h.header)) ? 150 : undefined,
          }}
        >
          {group.map((header, i) => (
            <Box
              key={header.header}
              sx={
                i > 0
                  ? { color: 'text.secondary', fontSize: '0.8125rem' }
                  : group.length > 1
                    ? { fontWeight: 500 }
                    : undefined
              }
            >
              {cell(record, header)}
            </Box>
          ))}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ py: 0 }}>
        <RowButtons {...props} />
      </TableCell>
    </TableRow>
  );
});

export function ConditionTable(props: ConditionTableProps) {
  const { rows, selected, onSelect, emptyText, cards } = props;
  const pageIds = rows.map(recordKey);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = pageIds.some((id) => selected.has(id));
  // The page's handlers as they are now, behind functions that stay the same.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const actions = useMemo<RowActions>(
    () => ({
      open: (record) => latest.current.onOpen(record),
      select: (ids, on) => latest.current.onSelect(ids, on),
      remove: (record) => latest.current.onDelete(record),
    }),
    [],
  );
  const { headers, compact } = props;
  const columns = useMemo(() => columnsOf(headers, compact === true), [headers, compact]);
  const rowProps = (record: ConditionListRecord) => {
    const id = recordKey(record);
    return {
      record,
      selected: selected.has(id),
      waiting: props.waiting.has(id),
      busy: props.busy === true,
      actions,
    };
  };

  const pagination = (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      rowsPerPage={props.rowsPerPage}
      rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
      onPageChange={(_event, page) => props.onPage(page)}
      onRowsPerPageChange={(event) => props.onRowsPerPage(Number(event.target.value))}
      labelRowsPerPage={t.rowsPerPage}
      labelDisplayedRows={({ from, to, count }) => t.displayedRows(from, to, count)}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
    />
  );

  if (cards) {
    return (
      <Box component="section" aria-label={t.tableLabel}>
        {emptyText !== null ? (
          <Typography sx={{ p: 2, textAlign: 'center' }}>{emptyText}</Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {rows.map((record) => (
            <ConditionCard key={recordKey(record)} {...rowProps(record)} />
          ))}
        </Box>
        {pagination}
      </Box>
    );
  }

  const sort = conditionSortOf(props.sortMode);
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: { xs: 'none', sm: 'max(320px, calc(100vh - 345px))' } }}>
        <Table stickyHeader size="small" aria-label={t.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={pageIds.length === 0}
                  onChange={(event) => onSelect(pageIds, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t.selectPage } }}
                />
              </TableCell>
              {columns.map((group) => (
                <TableCell
                  key={group.map((h) => h.header).join('+')}
                  sortDirection={
                    group.some((h) => h.header === sort.field) ? sort.direction : false
                  }
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600, verticalAlign: 'bottom' }}
                >
                  {group.map((header) => {
                    const field =
                      header.header === 'CLD_DATE_DEPART' || header.header === 'CLD_DATE_RETOUR'
                        ? header.header
                        : null;
                    return (
                      <Box key={header.header}>
                        {field !== null ? (
                          <TableSortLabel
                            active={sort.field === field}
                            direction={sort.field === field ? sort.direction : 'desc'}
                            onClick={() => props.onSort(field)}
                            aria-label={t.sortBy(header.label)}
                          >
                            {header.label}
                          </TableSortLabel>
                        ) : (
                          header.label
                        )}
                      </Box>
                    );
                  })}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t.actions}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {emptyText !== null ? (
              <TableRow>
                <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 4 }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((record) => (
              <ConditionRow key={recordKey(record)} {...rowProps(record)} columns={columns} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
