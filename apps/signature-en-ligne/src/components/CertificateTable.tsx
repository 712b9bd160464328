import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { frenchDateTime, type DocumentVersion } from '@locasuite/core';
import { texts as T } from '../texts';

/** The « Certificat de signature » lines (issue 36), as the PDF's last page writes them. */
export function CertificateTable({
  lines,
}: {
  readonly lines: readonly { label: string; value: string }[];
}) {
  return (
    <Table size="small" aria-label={T.certificate} sx={{ mb: 2 }}>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.label}>
            <TableCell component="th" sx={{ fontWeight: 600, width: 200 }}>
              {line.label}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{line.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The versions a document's log records (issue 36: a new version is a new file). */
export function VersionList({ versions }: { readonly versions: readonly DocumentVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h3">
        {T.versionsTitle}
      </Typography>
      <List dense aria-label={T.versionsTitle} sx={{ mb: 2 }}>
        {versions.map((v) => (
          <ListItem key={`${v.at}${v.to}`} sx={{ wordBreak: 'break-all' }}>
            {T.version(frenchDateTime(Date.parse(v.at)), v.from, v.to)}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The public pages' frame: the whole width on a phone, a centred card on a computer. */
export function PublicFrame({
  width,
  children,
}: {
  readonly width: number;
  readonly children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', justifyContent: 'center', p: { xs: 0, sm: 3 } }}
    >
      <Paper
        sx={{
          width: '100%',
          maxWidth: width,
          p: { xs: 2, sm: 4 },
          borderRadius: { xs: 0, sm: 2 },
          alignSelf: 'flex-start',
        }}
      >
        <Stack spacing={2}>{children}</Stack>
      </Paper>
    </Box>
  );
}
