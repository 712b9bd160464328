import { useCallback } from 'react';
import { SAV_MESSAGE_MS, savMailRecipients } from '@locasuite/core';
import { ShareByEmailDialog, blobDataUrl } from '@locasuite/ui/field';
import type { ShareOutcome } from '@locasuite/ui/field';
import { mailReport } from '../../api';
import type { SavApi } from '../../api';
import { texts } from '../../texts';

const t = texts.share;

/** spec 4 §8: « Email(s) envoyé(s) » in green, else the failing addresses in red. */
export function shareOutcome(
  result:
    | { readonly failed: true }
    | { readonly recipients: number; readonly errorListe: readonly string[] },
): ShareOutcome {
  if ('failed' in result) return { severity: 'error', message: t.sendFailed };
  return result.errorListe.length > 0
    ? { severity: 'error', message: t.failed(result.errorListe) }
    : { severity: 'success', message: t.sent };
}

export interface ShareReportProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly api: SavApi;
  readonly onRefused: () => void;
  /** The client's contact list (CONTACT_MAIL_TOUS, split on `|`, core `savMailRecipients`). */
  readonly contacts: () => string;
  readonly number: string;
  /**
   * Whether the report is stored on the server: its mail then carries the server's recap (stored
   * photos, signature and its SHA-256, `send_pdf_by_email` without `pdf`); a report only on this
   * device carries the recap made here (`buildPdf`).
   */
  readonly stored: boolean;
  readonly buildPdf: () => Promise<Blob>;
  /** The report's photos (stored and new), as data URLs, read when the mail is sent. */
  readonly photos: () => Promise<readonly string[]>;
}

/** spec 4 §5, §7.1, §8 the recap PDF and the photos by e-mail to the client's contacts. */
export function ShareReport(props: ShareReportProps) {
  const { api, contacts, number, stored, buildPdf, photos } = props;
  const loadRecipients = useCallback(async () => savMailRecipients(contacts()), [contacts]);
  const send = useCallback(
    async (to: readonly string[]) =>
      mailReport(
        api,
        to,
        stored ? null : await blobDataUrl(await buildPdf()),
        number,
        await photos(),
      ),
    [api, buildPdf, number, photos, stored],
  );
  return (
    <ShareByEmailDialog
      open={props.open}
      onClose={props.onClose}
      title={t.title}
      loadRecipients={loadRecipients}
      send={send}
      outcome={shareOutcome}
      outcomeMs={SAV_MESSAGE_MS}
      texts={t}
      info={t.info}
      onRefused={props.onRefused}
    />
  );
}
