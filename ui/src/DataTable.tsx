import type { KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { LoadingOverlay } from './LoadingOverlay';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** The cell content; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export const DATA_TABLE_DEFAULT_PAGE_SIZES = [10, 25, 40, 100] as const;

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** Makes each row a keyboard-reachable button. */
  onRowClick?: (row: Row) => void;
  /** French message when there are no rows (e.g. spec 1 §2 email history: `Aucun mail`). */
  emptyMessage?: string;
  pageSizes?: readonly number[];
  /** Rows per page at first (e.g. spec 1 §9: 40 for the email table). */
  initialPageSize?: number;
  loading?: boolean;
  /** Accessible name of the table. */
  label: string;
  /** Limits the table height and keeps the header visible while scrolling. */
  maxHeight?: number | string;
  dense?: boolean;
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A paginated table with French texts, page sizes, an empty message and row click. An empty
 * table has no pager: there is nothing to page through.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  onRowClick,
  emptyMessage = 'Aucune donnée',
  pageSizes = DATA_TABLE_DEFAULT_PAGE_SIZES,
  initialPageSize,
  loading = false,
  label,
  maxHeight,
  dense = false,
}: DataTableProps<Row>) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize ?? pageSizes[0] ?? 10);

  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const currentPage = Math.min(page, lastPage);
  const visible = rows.slice(currentPage * pageSize, currentPage * pageSize + pageSize);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight }}>
        <Table stickyHeader size={dense ? 'small' : 'medium'} aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {loading ? '' : emptyMessage}
                  </Box>
                </TableCell>
              </TableRow>
            ) : (
              visible.map((row) => (
                <TableRow
                  key={getRowId(row)}
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  sx={
                    onRowClick
                      ? {
                          cursor: 'pointer',
                          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                        }
                      : undefined
                  }
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render ? column.render(row) : defaultCell(row, column.key)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > 0 && (
        <TablePagination
          component="div"
          count={rows.length}
          page={currentPage}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          sx={{
            // On a phone the pager wraps instead of pushing its arrows out of sight.
            '& .MuiTablePagination-toolbar': {
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              rowGap: 0.5,
              px: { xs: 1, sm: 2 },
            },
            '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
          }}
        />
      )}
      <LoadingOverlay open={loading} />
    </Paper>
  );
}
