import { useState } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import {
  CONDITION_SNACKBAR_MS,
  returnWorkOrderOutcome,
  showsReturnWorkOrder,
  type ConditionSnackbar,
} from '@locasuite/core';
import { Snackbar, useCall } from '@locasuite/ui';
import type { EtatdlApi } from '../../api';
import { createReturnOrder } from '../../pdf/api';
import { withPrefixedNames, type ConditionRecord } from '../../pdf/conditionRecord';
import { shareTexts as T } from './texts';

export interface ReturnOrderActionProps {
  readonly api: EtatdlApi;
  readonly record: ConditionRecord;
  /** After the order went through (the form reloads the record). */
  readonly onDone: () => void;
  /**
   * The form holds changes not saved yet (an unlocked record): the order, which reloads the form,
   * is not sent; the person is told to save first, and their typing stays.
   */
  readonly unsaved?: boolean;
  /** The session was refused (401): the shell's `session.onRefused`. */
  readonly onRefused?: () => void;
  /** How the button looks among the form's actions. */
  readonly variant?: ButtonProps['variant'];
}

/**
 * spec 3 §2.2 'Envoyer or de retour', "shown only when the return is checked and OR_ID and
 * CARA_MATERIEL are non-empty" (core `showsReturnWorkOrder`): `creat_or_retour`, then « OR de
 * retour envoyé ! » for 10 s (§8, §9), or the server's French refusal.
 */
export function ReturnOrderAction({
  api,
  record,
  onDone,
  onRefused,
  unsaved = false,
  variant = 'outlined',
}: ReturnOrderActionProps) {
  const order = useCall((sent: ConditionRecord) => createReturnOrder(api, sent), { onRefused });
  const busy = order.status === 'running';
  const [snackbar, setSnackbar] = useState<ConditionSnackbar | null>(null);

  const send = async () => {
    if (unsaved) {
      setSnackbar({ severity: 'error', message: T.returnOrderUnsaved });
      return;
    }
    const outcome = await order.run(record);
    if (outcome.ok) {
      setSnackbar(returnWorkOrderOutcome(true));
      onDone();
    } else if (outcome.status !== 'refused') {
      setSnackbar({ severity: 'error', message: outcome.message });
    }
  };

  return (
    <>
      {showsReturnWorkOrder(withPrefixedNames(record)) && (
        <Button variant={variant} disabled={busy} onClick={() => void send()}>
          {T.returnOrder}
        </Button>
      )}
      <Snackbar
        message={snackbar?.message ?? null}
        severity={snackbar?.severity}
        durationMs={CONDITION_SNACKBAR_MS}
        onClose={() => setSnackbar(null)}
      />
    </>
  );
}
