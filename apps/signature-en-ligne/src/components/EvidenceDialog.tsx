import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { frenchDateTime } from '@locasuite/core';
import { LoadProblem, LoadingOverlay, ToolDialog, useLoad, words } from '@locasuite/ui';
import { loadEvidence, type SignerApi } from '../api';
import { texts as T } from '../texts';
import { CertificateTable, VersionList } from './CertificateTable';

export interface EvidenceDialogProps {
  readonly api: SignerApi;
  readonly path: string;
  readonly name: string;
  readonly onRefused: () => void;
  readonly onClose: () => void;
}

/** Issue 36: a document's evidence: its verified event log and its signature certificate. */
export function EvidenceDialog({ api, path, name, onRefused, onClose }: EvidenceDialogProps) {
  const evidence = useLoad(
    useCallback(() => loadEvidence(api, path), [api, path]),
    { onRefused },
  );
  const data = evidence.data;
  return (
    <ToolDialog title={T.evidenceTitle} onClose={onClose} closeLabel={words.close} maxWidth="md">
      <Typography variant="body2" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {name}
      </Typography>
      <LoadProblem load={evidence} />
      {data && data.events.length === 0 && <Alert severity="info">{T.evidenceNone}</Alert>}
      {data && data.events.length > 0 && (
        <Alert severity={data.valid ? 'success' : 'error'} sx={{ mb: 2 }}>
          {data.valid ? T.evidenceValid : T.evidenceBroken}
        </Alert>
      )}
      {data && data.certificate.length > 0 && (
        <>
          <Typography variant="h6" component="h3">
            {T.certificate}
          </Typography>
          <CertificateTable lines={data.certificate} />
        </>
      )}
      {data && <VersionList versions={data.versions} />}
      {data && data.events.length > 0 && (
        <Table size="small" aria-label={T.evidenceTitle}>
          <TableBody>
            {data.events.map((e) => (
              <TableRow key={e.seq}>
                <TableCell>{e.seq}</TableCell>
                <TableCell>{frenchDateTime(Date.parse(e.at))}</TableCell>
                <TableCell>
                  {T.events[e.kind] ?? e.kind}
                  {e.kind === 'newVersion' && typeof e.data?.to === 'string' && (
                    <Typography variant="caption" component="div" sx={{ wordBreak: 'break-all' }}>
                      {T.versionDetail(e.data.to)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 11 }}>
                  {e.hash.slice(0, 16)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <LoadingOverlay open={evidence.loading} />
    </ToolDialog>
  );
}
