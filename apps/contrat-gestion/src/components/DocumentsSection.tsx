import { useCallback } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTRACT_MESSAGES, CONTRACT_UPLOAD_MAX_BYTES } from '@locasuite/core';
import { LoadProblem, refusalAware, useLoad } from '@locasuite/ui';
import { DocumentUploadButton } from '@locasuite/ui/field';
import { documentExists, loadDocumentTypes, uploadDocument } from '../api';
import type { ContratApi } from '../api';
import type { Contract, DocumentType } from '../records';
import { texts } from '../texts';

const T = texts.edit;
const UPLOAD_TEXTS = {
  required: CONTRACT_MESSAGES.documentRequired,
  tooLarge: CONTRACT_MESSAGES.documentTooLarge,
};

export interface DocumentsSectionProps {
  readonly api: ContratApi;
  readonly contract: Contract;
  /** The sub-families of the contract's equipment lines; undefined while they load. */
  readonly subFamilies: readonly string[] | undefined;
  /** Every document type (`get_contrat_informations`, read on load). */
  readonly catalogue: readonly DocumentType[];
  readonly readOnly: boolean;
  readonly onRefused: () => void;
  /** Runs the upload as the dialog's action (busy, done text, French refusal). */
  readonly run: (action: () => Promise<unknown>, done: string) => Promise<boolean>;
  readonly fail: (message: string) => void;
}

/**
 * spec 4 §2.4 « a supporting-documents section », §7.2 `get_contrat_pj: gm`, §5: the document
 * types the contract's sub-families ask for (without equipment yet: those every sub-family asks
 * for), whether each was deposited, and its upload (under 1 MB, images and PDFs; the server
 * judges the content).
 */
export function DocumentsSection({
  api,
  contract,
  subFamilies,
  catalogue,
  readOnly,
  onRefused,
  run,
  fail,
}: DocumentsSectionProps) {
  const documents = useLoad(
    useCallback(async () => {
      const types =
        subFamilies !== undefined && subFamilies.length > 0
          ? await loadDocumentTypes(api, subFamilies)
          : catalogue.filter((t) => t.subFamilies.length === 0);
      const there = await Promise.all(
        types.map((t) => documentExists(api, contract.number, t.name)),
      );
      return { types, present: new Set(types.filter((_, i) => there[i]).map((t) => t.name)) };
    }, [api, contract.number, subFamilies, catalogue]),
    { onRefused, enabled: subFamilies !== undefined },
  );
  const types = documents.data?.types ?? [];
  const upload = async (type: DocumentType, file: File) => {
    const send = refusalAware(() => uploadDocument(api, contract, type, file), onRefused);
    if (await run(send, T.uploaded)) documents.reload();
  };
  return (
    <Stack component="section" aria-label={T.documents} spacing={1}>
      <Typography component="h3" variant="h6">
        {T.documents}
      </Typography>
      <LoadProblem load={documents} failedMessage={T.documentsFailed} />
      {documents.data === undefined ? null : types.length === 0 ? (
        <Typography color="text.secondary">{T.noDocumentType}</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {types.map((type) => {
            const there = documents.data?.present.has(type.name) === true;
            return (
              <Stack
                key={type.name}
                component="li"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {there ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon />}
                  <div>
                    <Typography>{type.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {there ? T.documentPresent : T.documentMissing}
                    </Typography>
                  </div>
                </Stack>
                <DocumentUploadButton
                  label={T.upload(type.label)}
                  maxBytes={CONTRACT_UPLOAD_MAX_BYTES}
                  texts={UPLOAD_TEXTS}
                  disabled={readOnly}
                  onFile={(file) => void upload(type, file)}
                  onRefused={fail}
                />
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
