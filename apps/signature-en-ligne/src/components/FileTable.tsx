import { useState } from 'react';
import DrawIcon from '@mui/icons-material/Draw';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ClientFile } from '@locasuite/core';
import { texts as T } from '../texts';

export interface FileTableProps {
  readonly files: readonly ClientFile[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (path: string) => void;
  readonly onOpen: (file: ClientFile) => void;
  readonly onSendOnline: (file: ClientFile) => void;
  readonly onEvidence: (file: ClientFile) => void;
}

/** Read by screen readers only (in pixels: a number up to 1 is a fraction of the width in sx). */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

const stop = (act: () => void) => (event: { stopPropagation: () => void }) => {
  event.stopPropagation();
  act();
};

/**
 * spec 3 §2.7 the file table: type, number, client, last modification, signed, online signature
 * (disabled once signed, §4.4), and the document's evidence; `Fichier par page`, `total`,
 * `Aucun document disponible`. A row or its folder icon opens the viewer.
 */
export function FileTable({
  files,
  selected,
  onToggle,
  onOpen,
  onSendOnline,
  onEvidence,
}: FileTableProps) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const shown = files.slice(page * size, page * size + size);
  const c = T.columns;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={T.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={HIDDEN}>
                  {c.selection}
                </Box>
              </TableCell>
              <TableCell>{c.type}</TableCell>
              <TableCell>{c.number}</TableCell>
              <TableCell>{c.client}</TableCell>
              <TableCell>{c.modified}</TableCell>
              <TableCell>{c.signed}</TableCell>
              <TableCell align="center">{c.online}</TableCell>
              <TableCell align="center">{c.evidence}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  {T.empty}
                </TableCell>
              </TableRow>
            )}
            {shown.map((file) => (
              <TableRow
                key={file.path}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => onOpen(file)}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(file.path)}
                    onClick={(e) => e.stopPropagation()}
                    onChange={() => onToggle(file.path)}
                    slotProps={{ input: { 'aria-label': T.select(file.title) } }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton
                    size="small"
                    aria-label={T.open(file.title)}
                    onClick={stop(() => onOpen(file))}
                  >
                    <FolderOpenIcon fontSize="small" />
                  </IconButton>
                  {file.typeValue}
                </TableCell>
                <TableCell>{file.resaNum}</TableCell>
                <TableCell>{file.client}</TableCell>
                <TableCell>{file.lastEditText}</TableCell>
                <TableCell>{file.isSigned ? T.yes : T.no}</TableCell>
                <TableCell align="center">
                  <IconButton
                    size="small"
                    disabled={file.isSigned}
                    aria-label={T.sendOnline(file.title)}
                    onClick={stop(() => onSendOnline(file))}
                  >
                    <DrawIcon fontSize="small" />
                  </IconButton>
                </TableCell>
                <TableCell align="center">
                  <IconButton
                    size="small"
                    aria-label={T.showEvidence(file.title)}
                    onClick={stop(() => onEvidence(file))}
                  >
                    <VerifiedUserIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {files.length > 0 && (
        <TablePagination
          component="div"
          count={files.length}
          page={Math.min(page, Math.max(0, Math.ceil(files.length / size) - 1))}
          rowsPerPage={size}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={T.perPage}
          labelDisplayedRows={({ from, to, count }) => T.range(from, to, count)}
        />
      )}
    </>
  );
}
