import { useCallback, useRef } from 'react';
import { CONDITION_SNACKBAR_MS, emailOutcome, type ConditionLeg } from '@locasuite/core';
import { ShareByEmailDialog as FieldShareByEmailDialog } from '@locasuite/ui/field';
import type { EtatdlApi } from '../../api';
import { loadAgency, loadRecipients, sendPdfByEmail, sendSignatureRequest } from '../../pdf/api';
import type { ConditionRecord } from '../../pdf/conditionRecord';
import { shareTexts as T } from './texts';

export interface ShareByEmailDialogProps {
  readonly api: EtatdlApi;
  /** The condition record (CLD_ID_CLIENT gives the recipients, CLD_NUM_CONTRAT the subject). */
  readonly record: ConditionRecord;
  /** Builds the PDF to send (buildConditionPdf), when `Envoyer` is pressed. */
  readonly pdf: () => Promise<Blob>;
  /** The photos already loaded on the form: the only ones attached (spec 3 §5.3). */
  readonly photos: readonly { readonly dataUrl: string }[];
  readonly open: boolean;
  readonly onClose: () => void;
  /** The record's agency, when the form has it (the sender); otherwise loaded here. */
  readonly agency?: ConditionRecord | null;
  /** The session was refused (401): the shell's `session.onRefused`. */
  readonly onRefused?: () => void;
  /**
   * Sends the PDF for the customer's remote signature of this leg (`send_signature_request`, a
   * link valid 7 days) instead of the PDF alone (`send_pdf_by_email`).
   */
  readonly signatureLeg?: ConditionLeg;
}

/**
 * spec 3 §2.2 « share PDF by email », §5.3, §8: the kit's mail dialog for a condition record: the
 * client's addresses (CONTACT_MAIL_TOUS) to start with, the preloaded-photos warning, then
 * `send_pdf_by_email` (or `send_signature_request`) with the PDF built at that moment, and the
 * §8 snackbar for 10 s (core `emailOutcome`).
 */
export function ShareByEmailDialog({
  api,
  record,
  pdf,
  photos,
  agency,
  signatureLeg,
  ...props
}: ShareByEmailDialogProps) {
  // The sender: the form's agency, else the one loaded with the client's addresses.
  const sender = useRef<ConditionRecord | null>(agency ?? null);
  const load = useCallback(async () => {
    const [recipients, found] = await Promise.all([
      loadRecipients(api, record),
      agency !== undefined ? Promise.resolve(agency) : loadAgency(api, record),
    ]);
    sender.current = found;
    return recipients;
  }, [api, record, agency]);
  const send = async (recipients: readonly string[]) => {
    const mail = { recipients, pdf: await pdf(), record, agency: sender.current, photos };
    return signatureLeg
      ? sendSignatureRequest(api, { ...mail, leg: signatureLeg })
      : sendPdfByEmail(api, mail);
  };
  return (
    <FieldShareByEmailDialog
      {...props}
      title={signatureLeg ? T.signatureTitle(signatureLeg) : T.dialogTitle}
      loadRecipients={load}
      send={send}
      outcome={emailOutcome}
      outcomeMs={CONDITION_SNACKBAR_MS}
      texts={T}
      {...(signatureLeg ? { info: T.signatureInfo } : {})}
      warning={T.photosWarning(photos.length)}
    />
  );
}
