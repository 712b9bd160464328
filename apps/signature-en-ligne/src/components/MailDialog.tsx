import { useCallback } from 'react';
import { ShareByEmailDialog, type ShareOutcome } from '@locasuite/ui/field';
import { mailFiles, type SignerApi } from '../api';
import { texts as T } from '../texts';

/** spec 3 §2.7 « snackbars 3 s ». */
const OUTCOME_MS = 3000;

/** spec 3 §8: « Email envoyé ! », or the failure's text for a failed call or a refused address. */
function mailOutcome(
  result: { readonly failed: true } | { readonly errorListe: readonly string[] },
): ShareOutcome {
  return 'failed' in result || result.errorListe.length > 0
    ? { severity: 'error', message: T.mailFailed }
    : { severity: 'success', message: T.mailSent };
}

export interface MailDialogProps {
  readonly api: SignerApi;
  readonly open: boolean;
  /** The client's address, to start with (`''` when unknown). */
  readonly clientEmail: string;
  /** The documents to mail (store paths). */
  readonly paths: readonly string[];
  readonly onClose: () => void;
  /** Everything was sent: the page clears its selection. */
  readonly onSent: () => void;
  readonly onRefused?: () => void;
}

/**
 * spec 3 §2.7 « Envoie de mail(s) » with `Mail` and `Envoyer`: the kit's mail dialog (the client's
 * address to start with, others added, removable) sending the selected documents to the list in
 * one `send_files_by_mail`; the outcome shows 3 s.
 */
export function MailDialog({ api, clientEmail, paths, onSent, ...props }: MailDialogProps) {
  const loadRecipients = useCallback(
    async () => (clientEmail.trim() === '' ? [] : [clientEmail.trim()]),
    [clientEmail],
  );
  const send = async (recipients: readonly string[]) => {
    const errorListe = await mailFiles(api, recipients, paths);
    if (errorListe.length === 0) onSent();
    return { errorListe };
  };
  return (
    <ShareByEmailDialog
      {...props}
      title={T.mailTitle}
      loadRecipients={loadRecipients}
      send={send}
      outcome={mailOutcome}
      outcomeMs={OUTCOME_MS}
      texts={T.share}
    />
  );
}
