import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { formTexts as t } from '../../texts';

export interface FormActionBarProps {
  /** spec 3 §2.2 "open as PDF" (src/pdf, plugged in at its merge); hidden when absent. */
  readonly onOpenPdf?: () => void;
  /** spec 3 §2.2 "share PDF by email"; hidden when absent. */
  readonly onShareByEmail?: () => void;
  /** The customer's remote signature (core remoteSignatureLegs); hidden when absent. */
  readonly onSendForSignature?: () => void;
  /** spec 3 §2.2 'Envoyer or de retour' (`ReturnOrderAction`, shown per core showsReturnWorkOrder). */
  readonly returnOrder?: ReactNode;
  /** The lock toggle: null when the state has nothing to unlock (Départ, En attente). */
  readonly lock: { readonly unlocked: boolean; readonly onToggle: () => void } | null;
  /** Finaliser: null when nothing can be saved in this state. */
  readonly onFinalize: (() => void) | null;
  readonly busy: boolean;
}

/** spec 3 §2.2 Actions: PDF, email, return work order, unlock, Finaliser; at the foot of the form. */
export function FormActionBar(props: FormActionBarProps) {
  const { lock } = props;
  return (
    <Box
      role="toolbar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        gap: 1,
        p: 1.5,
      }}
    >
      {props.onOpenPdf && (
        <Button variant="outlined" onClick={props.onOpenPdf} disabled={props.busy}>
          {t.actions.openPdf}
        </Button>
      )}
      {props.onShareByEmail && (
        <Button variant="outlined" onClick={props.onShareByEmail} disabled={props.busy}>
          {t.actions.shareByEmail}
        </Button>
      )}
      {props.onSendForSignature && (
        <Button variant="outlined" onClick={props.onSendForSignature} disabled={props.busy}>
          {t.actions.sendForSignature}
        </Button>
      )}
      {props.returnOrder}
      {lock && (
        <Button
          variant="outlined"
          color="warning"
          startIcon={lock.unlocked ? <LockIcon /> : <LockOpenIcon />}
          onClick={lock.onToggle}
          disabled={props.busy}
        >
          {lock.unlocked ? t.actions.lock : t.actions.unlock}
        </Button>
      )}
      {props.onFinalize && (
        <Button variant="contained" onClick={props.onFinalize} disabled={props.busy}>
          {props.busy ? t.saving : t.actions.finalize}
        </Button>
      )}
    </Box>
  );
}
