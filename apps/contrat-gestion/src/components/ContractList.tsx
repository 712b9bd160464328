import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckIcon from '@mui/icons-material/Check';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { frenchDayOfWire } from '@locasuite/core';
import { DataTable } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';
import { byIdDescending, contractMatches } from '../records';
import type { Contract } from '../records';
import { texts } from '../texts';

const T = texts.list;

/** spec 4 §2.3 « 50 rows per page ». */
export const CONTRACT_PAGE_SIZE = 50;

const COLUMNS: readonly DataTableColumn<Contract>[] = [
  { key: 'number', header: T.number },
  { key: 'company', header: T.client },
  { key: 'rentalType', header: T.rentalType },
  { key: 'start', header: T.start, render: (c) => frenchDayOfWire(c.start) },
  { key: 'end', header: T.end, render: (c) => frenchDayOfWire(c.end) },
  {
    key: 'invoiceNumber',
    header: T.invoiced,
    align: 'center',
    render: (c) =>
      c.invoiceNumber !== '' ? <CheckIcon color="success" aria-label={T.invoicedYes} /> : null,
  },
];

export interface ContractListProps {
  readonly contracts: readonly Contract[];
  readonly loading: boolean;
  readonly onRefresh: () => void;
  readonly onPlanning: () => void;
  readonly onCreate: () => void;
  readonly onOpen: (contract: Contract) => void;
}

/**
 * spec 4 §2.3 the contract list: search box, refresh, the calendar button, `Créer un contrat`;
 * contract number, client, rental type, departure date, return date, invoiced; 50 rows per page;
 * `Aucune contrat trouvé`; sorted by ID descending; a row opens the edit form.
 */
export function ContractList({
  contracts,
  loading,
  onRefresh,
  onPlanning,
  onCreate,
  onOpen,
}: ContractListProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => contracts.filter((c) => contractMatches(c, search)).sort(byIdDescending),
    [contracts, search],
  );
  return (
    <Stack spacing={1}>
      <Paper variant="outlined" sx={{ p: 1 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            label={T.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Tooltip title={T.refresh}>
              <IconButton aria-label={T.refresh} onClick={onRefresh}>
                <RefreshIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={T.planning}>
              <IconButton aria-label={T.planning} onClick={onPlanning}>
                <CalendarMonthIcon />
              </IconButton>
            </Tooltip>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              {T.create}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <DataTable
        label={T.table}
        columns={COLUMNS}
        rows={shown}
        getRowId={(c) => c.id || c.number}
        onRowClick={onOpen}
        emptyMessage={T.empty}
        pageSizes={[CONTRACT_PAGE_SIZE]}
        initialPageSize={CONTRACT_PAGE_SIZE}
        loading={loading}
        dense
      />
    </Stack>
  );
}
