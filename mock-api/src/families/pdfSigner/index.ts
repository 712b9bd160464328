import { defineHandlers } from '../../http/defineHandlers';
import { fileHandlers } from './handlersFiles';
import { remoteHandlers } from './handlersRemote';
import { signHandlers } from './handlersSign';

/**
 * spec 3 §7.3 the PDF signer (`/api/pdf-signer/v1`, issue 36): client files in the file store
 * (`paths.ts`), on-screen signing (`handlersSign.ts`, `sign.ts`, `stamp.ts`), remote
 * double-authentication signing (`handlersRemote.ts`, `requests.ts`, `mails.ts`) and the
 * evidence of every document (`evidence.ts`: a hash-chained log, the certificate page).
 */
export const pdfSignerHandlers = defineHandlers('pdfSigner', {
  ...fileHandlers,
  ...signHandlers,
  ...remoteHandlers,
});
