import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatFrenchDateTime, splitDescription, text } from '@locasuite/core';
import type { DeliveryMaterial } from '@locasuite/core';
import { TEXTS } from '../texts';
import { ActionMessage, DetailList, ToolDialog, useDialogAction, words } from '@locasuite/ui';

const T = TEXTS.detail;

const dateTime = (value: unknown) => {
  const ms = Number(value);
  return value === '' || value === null || !Number.isFinite(ms) ? '' : formatFrenchDateTime(ms);
};

/** The labelled fields of a delivery item, in French, empty ones left out. */
export function deliveryDetailRows(m: DeliveryMaterial): { label: string; value: string }[] {
  const place = [
    text(m.CLD_ADRESSE_LIV),
    [text(m.CLD_CODEPOSTAL_LIV), text(m.CLD_VILLE_LIV)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const rows = [
    { label: T.type, value: m.type === 'DEPART' ? T.departTitle : T.retourTitle },
    { label: T.driver, value: m.chauffeur },
    { label: T.start, value: dateTime(m.debut_timestamp) },
    { label: T.end, value: dateTime(m.fin_timestamp) },
    { label: T.contract, value: text(m.CLD_NUM_CONTRAT) },
    { label: T.client, value: text(m.CLD_NOM_CLIENT) },
    { label: T.material, value: text(m.CLD_DESCRIPTION) },
    { label: T.registration, value: text(m.CLD_MATRICULE) },
    { label: T.address, value: place },
    { label: T.contact, value: text(m.CLD_CONTACT_LIV) },
    { label: T.phone, value: text(m.CLD_TEL_LIV) },
    { label: T.priority, value: text(m.CLD_PRIORITE_LIVRAISON) },
    { label: T.rentalStart, value: dateTime(m.CLD_DATE_DEPART_TIMESTAMP) },
    { label: T.rentalEnd, value: dateTime(m.CLD_DATE_RETOUR_TIMESTAMP) },
    { label: T.description, value: splitDescription(m.description).join(' · ') },
  ];
  return rows.filter((r) => r.value !== '');
}

export interface DeliveryDetailDialogProps {
  readonly material: DeliveryMaterial | null;
  readonly onClose: () => void;
  /** Saves the return-delivery comment; rejects with a French message. */
  readonly onSaveComment: (material: DeliveryMaterial, comment: string) => Promise<void>;
}

/**
 * spec 1 §2: the delivery detail dialog; on a return, the return-delivery comment saved through
 * `set_livraison_retour_comment` (issue 11 item 12: not on a departure).
 */
export function DeliveryDetailDialog({
  material,
  onClose,
  onSaveComment,
}: DeliveryDetailDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The page keys this dialog by delivery, so the state starts afresh for each one.
  const [comment, setComment] = useState(() => text(material?.CLD_COMMENTAIRE_LIVRAISON_RETOUR));
  const action = useDialogAction();
  // Someone else saved the comment meanwhile (409): the page reloaded it into `material`.
  const conflict = action.result?.conflict === true;

  if (!material) return null;
  // The comment belongs to the return leg (set_livraison_retour_comment): a departure has none.
  const isReturn = material.type === 'RETOUR';
  const title = `${material.type === 'DEPART' ? T.departTitle : T.retourTitle} — ${text(
    material.CLD_NUM_CONTRAT,
  )}`;

  const save = () => action.run(() => onSaveComment(material, comment), T.commentSaved);

  return (
    <ToolDialog
      title={title}
      onClose={onClose}
      closeLabel={words.close}
      fullScreen={fullScreen}
      dividers
      confirm={
        isReturn
          ? { label: T.saveComment, onClick: () => void save(), disabled: action.busy }
          : undefined
      }
    >
      <DetailList items={deliveryDetailRows(material)} />
      {isReturn && (
        <TextField
          label={T.returnComment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 3 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
      <ActionMessage result={action.result} sx={{ mt: 2 }} />
      {conflict && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {T.commentMeanwhile}{' '}
          <strong>{text(material.CLD_COMMENTAIRE_LIVRAISON_RETOUR) || T.emptyComment}</strong>
          <br />
          {T.commentKept}
        </Alert>
      )}
    </ToolDialog>
  );
}
