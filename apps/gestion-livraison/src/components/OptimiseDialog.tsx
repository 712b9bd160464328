import Typography from '@mui/material/Typography';
import { formatHoursMinutes, formatTenthsKm } from '@locasuite/core';
import { ToolDialog } from '@locasuite/ui';
import type { OrderBasis } from '../hooks/useRoutedMeasure';
import { TEXTS } from '../texts';

/** What `Optimiser l'ordre` found: the new order's names and what it saves. */
export interface OrderProposalView {
  readonly names: readonly string[];
  readonly order: readonly number[];
  readonly savedTenthsKm: number;
  readonly savedMinutes: number;
  /** Where the distances compared came from (the routing service, or the estimation). */
  readonly basis: OrderBasis;
}

export interface OptimiseDialogProps {
  /** null: nothing fits (payload, a stop without position). */
  readonly proposal: OrderProposalView | null;
  readonly open: boolean;
  readonly onApply: (order: readonly number[]) => void;
  readonly onClose: () => void;
}

/** Issue 35: the proposed order and the kilometres and minutes saved, applied only on acceptance. */
export function OptimiseDialog({ proposal, open, onApply, onClose }: OptimiseDialogProps) {
  const better = proposal !== null && proposal.savedTenthsKm > 0;
  return (
    <ToolDialog
      open={open}
      title={TEXTS.optimiseTitle}
      onClose={onClose}
      closeLabel={TEXTS.cancel}
      confirm={better ? { label: TEXTS.apply, onClick: () => onApply(proposal.order) } : undefined}
    >
      {proposal === null ? (
        <Typography>{TEXTS.optimiseImpossible}</Typography>
      ) : better ? (
        <>
          <Typography component="ol" sx={{ pl: 3 }}>
            {proposal.names.map((name, i) => (
              <li key={`${i}-${name}`}>{name}</li>
            ))}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {TEXTS.optimiseSaving(
              formatTenthsKm(proposal.savedTenthsKm),
              formatHoursMinutes(Math.max(0, proposal.savedMinutes)),
            )}
          </Typography>
        </>
      ) : (
        <Typography>{TEXTS.optimiseNone}</Typography>
      )}
      {proposal && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {TEXTS.optimiseBasis[proposal.basis]}
        </Typography>
      )}
    </ToolDialog>
  );
}
