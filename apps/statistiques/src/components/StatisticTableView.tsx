import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { StatisticTable } from '@locasuite/core';
import { formatCell } from './formatNumber';

export interface StatisticTableViewProps {
  table: StatisticTable;
  label: string;
  maxHeight?: number;
}

const align = (value: string | number) => (typeof value === 'number' ? 'right' : 'left');

/** A read-only grid of a statistic, ending with its `Total` row (spec 1 §2). */
export function StatisticTableView({ table, label, maxHeight }: StatisticTableViewProps) {
  return (
    <TableContainer sx={{ maxHeight }}>
      <Table size="small" stickyHeader={maxHeight !== undefined} aria-label={label}>
        <TableHead>
          <TableRow>
            {table.header.map((h, i) => (
              <TableCell key={i} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r} hover>
              {row.map((cell, c) => (
                <TableCell key={c} align={align(cell)}>
                  {formatCell(cell)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            {table.total.map((cell, c) => (
              <TableCell
                key={c}
                align={align(cell)}
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
              >
                {formatCell(cell)}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
