import { useCallback } from 'react';
import Button from '@mui/material/Button';
import type { ClientFile } from '@locasuite/core';
import { FullScreenDialog, LoadProblem, useLoad, words } from '@locasuite/ui';
import { loadPdf, type SignerApi } from '../api';
import { texts as T } from '../texts';
import { PdfView, downloadPdf } from './PdfView';

export interface ViewerDialogProps {
  readonly api: SignerApi;
  readonly file: ClientFile;
  readonly onRefused: () => void;
  readonly onSign: () => void;
  readonly onClose: () => void;
}

/** spec 3 §2.7 the full-screen viewer: `Signer` and `Enregistrer` only when unsigned, `Fermer`. */
export function ViewerDialog({ api, file, onRefused, onSign, onClose }: ViewerDialogProps) {
  const pdf = useLoad(
    useCallback(() => loadPdf(api, file.path), [api, file.path]),
    { onRefused },
  );
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  return (
    <FullScreenDialog
      open
      title={`${file.typeValue} ${file.resaNum}`}
      onClose={onClose}
      actions={
        <>
          {!file.isSigned && (
            <>
              <Button color="inherit" variant="outlined" disabled={!pdf.data} onClick={onSign}>
                {T.sign}
              </Button>
              <Button
                color="inherit"
                disabled={!pdf.data}
                onClick={() => pdf.data && downloadPdf(pdf.data, name)}
              >
                {T.download}
              </Button>
            </>
          )}
          <Button color="inherit" onClick={onClose}>
            {words.close}
          </Button>
        </>
      }
    >
      <LoadProblem load={pdf} sx={{ m: 2 }} />
      {pdf.status !== 'failed' && pdf.status !== 'unreachable' && <PdfView bytes={pdf.data} />}
    </FullScreenDialog>
  );
}
