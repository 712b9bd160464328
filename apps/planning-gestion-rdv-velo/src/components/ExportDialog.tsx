import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { toIsoDay } from '@locasuite/core';
import { ActionMessage, FullScreenDialog, useDialogAction } from '@locasuite/ui';
import { exportSlots } from '../export/exportSlots';
import { slotGridCells, slotSheetHeader } from '../export/slotSheet';
import { texts } from '../texts';
import type { SlotRow } from './slotRows';

const T = texts.exportGrid;

/**
 * spec 2 §2.2 the Excel-like grid of the shown slots, `Afficher / cacher Jour numérique` and
 * `Exporter` (.xlsx).
 */
export function ExportDialog({
  rows,
  now,
  onClose,
}: {
  readonly rows: readonly SlotRow[];
  readonly now: number;
  readonly onClose: () => void;
}) {
  const [numeric, setNumeric] = useState(false);
  // Phones keep the whole title bar for the title: the two buttons go on a row below it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const action = useDialogAction();
  const header = slotSheetHeader(numeric);
  const cells = rows.map((r) => slotGridCells(r, numeric));
  const save = () => action.run(() => exportSlots(rows, numeric, T.fileName(toIsoDay(now))));
  const buttons = (
    <>
      <Button color="inherit" variant="outlined" size="small" onClick={() => setNumeric((n) => !n)}>
        {T.toggleNumericDay}
      </Button>
      <Button color="inherit" variant="outlined" size="small" onClick={() => void save()}>
        {T.export}
      </Button>
    </>
  );
  return (
    <FullScreenDialog open title={T.title} onClose={onClose} actions={phone ? undefined : buttons}>
      {phone && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5, color: 'primary.main' }}>
          {buttons}
        </Box>
      )}
      <ActionMessage result={action.result} sx={{}} />
      <TableContainer sx={{ maxHeight: phone ? 'calc(100vh - 170px)' : 'calc(100vh - 120px)' }}>
        <Table size="small" stickyHeader aria-label={T.title}>
          <TableHead>
            <TableRow>
              {header.map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600, border: 1, borderColor: 'divider' }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {cells.map((row, i) => (
              <TableRow key={rows[i]?.slot.key ?? i}>
                {row.map((value, j) => (
                  <TableCell
                    key={j}
                    sx={{ border: 1, borderColor: 'divider', whiteSpace: 'nowrap' }}
                  >
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </FullScreenDialog>
  );
}
