import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import type { Guard } from '@locasuite/core';
import { texts } from '../texts';
import { GuardedButton } from './GuardedButton';

const T = texts.edit;

export interface ContractActionsProps {
  readonly edited: boolean;
  readonly busy: boolean;
  readonly invoiced: boolean;
  readonly guards: { readonly invoice: Guard; readonly renew: Guard; readonly close: Guard };
  readonly onSave: () => void;
  readonly onInvoice: () => void;
  readonly onRenew: () => void;
  readonly onClose: () => void;
}

/** spec 4 §8: why a button is disabled, in the order the reasons matter. */
function why(guard: Guard, reason: string, invoiced: boolean, edited: boolean): string | null {
  if (invoiced) return texts.why.invoicedContract;
  if (!guard.ok) return reason;
  return edited ? texts.why.editedFirst : null;
}

/**
 * spec 4 §2.4 the buttons: `Valider mes modifications` (only when edited), `Facturer`, `Options
 * avancées` (renew, close), each disabled with the §8 reason as its tooltip.
 */
export function ContractActions({
  edited,
  busy,
  invoiced,
  guards,
  onSave,
  onInvoice,
  onRenew,
  onClose,
}: ContractActionsProps) {
  const [advanced, setAdvanced] = useState(false);
  const closeWhy = guards.close.ok ? (edited ? texts.why.editedFirst : null) : texts.why.close;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {edited && (
          <Button variant="contained" color="primary" disabled={busy} onClick={onSave}>
            {T.save}
          </Button>
        )}
        <GuardedButton
          variant="contained"
          color="secondary"
          why={why(guards.invoice, texts.why.invoice, invoiced, edited)}
          busy={busy}
          onClick={onInvoice}
        >
          {T.invoice}
        </GuardedButton>
        <Button
          variant="outlined"
          aria-expanded={advanced}
          endIcon={advanced ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setAdvanced((open) => !open)}
        >
          {T.advanced}
        </Button>
      </Stack>
      <Collapse in={advanced} unmountOnExit>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <GuardedButton
            variant="outlined"
            why={why(guards.renew, texts.why.renew, invoiced, edited)}
            busy={busy}
            onClick={onRenew}
          >
            {T.renew}
          </GuardedButton>
          <GuardedButton
            variant="outlined"
            color="error"
            why={closeWhy}
            busy={busy}
            onClick={onClose}
          >
            {T.close}
          </GuardedButton>
        </Stack>
      </Collapse>
    </Stack>
  );
}
