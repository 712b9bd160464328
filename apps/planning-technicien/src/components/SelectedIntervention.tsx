import { useState } from 'react';
import { INTERVENTION_STATUS, sentStatus } from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import { ConfirmDialog } from '@locasuite/ui';
import type { TechnicianApi } from '../api';
import { useDetailLines } from '../hooks/useDetailLines';
import type { MoveFlow } from '../hooks/useMoveFlow';
import { texts } from '../texts';
import { lazyDialogs } from './lazyDialogs';

const { InterventionDialog } = lazyDialogs;

export interface SelectedInterventionProps {
  readonly api: TechnicianApi;
  readonly intervention: PlanningIntervention;
  readonly admin: boolean;
  readonly now: number;
  readonly fullScreen: boolean;
  /** spec 2 §3.1 option use_{product}_tablette. */
  readonly useTablet: boolean;
  /** The page's `set_event` and whether one is under way (`useMoveFlow`). */
  readonly flow: Pick<MoveFlow, 'change' | 'busy'>;
  readonly onClose: () => void;
  readonly onRefused: () => void;
}

/**
 * The intervention opened from a bar or a card: its details, and for admins send to the tablet,
 * cancel its planning or remove the card, the last two after a question (spec 2 §4.1).
 */
export function SelectedIntervention({
  api,
  intervention: i,
  admin,
  now,
  fullScreen,
  useTablet,
  flow,
  onClose,
  onRefused,
}: SelectedInterventionProps) {
  const lines = useDetailLines(api, i.link, onRefused);
  const [confirm, setConfirm] = useState<'cancel' | 'remove' | null>(null);

  const act = async (action: 'send' | 'cancel' | 'remove') => {
    const ok =
      action === 'send'
        ? await flow.change(i, { status: sentStatus(useTablet) }, texts.done.sent(i.number))
        : action === 'cancel'
          ? await flow.change(
              i,
              { status: INTERVENTION_STATUS.waiting, start: null, end: null },
              texts.done.cancelled(i.number),
            )
          : await flow.change(
              i,
              { status: INTERVENTION_STATUS.removed, start: null, end: null },
              texts.done.removed(i.number),
            );
    setConfirm(null);
    if (ok) onClose();
  };

  return (
    <>
      <InterventionDialog
        key={i.id}
        intervention={i}
        lines={lines}
        admin={admin}
        now={now}
        busy={flow.busy}
        fullScreen={fullScreen}
        onClose={onClose}
        onSend={() => void act('send')}
        onCancelPlanning={() => setConfirm('cancel')}
        onRemove={() => setConfirm('remove')}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'remove' ? texts.confirm.removeTitle : texts.confirm.cancelTitle}
        message={
          confirm === 'remove' ? texts.confirm.remove(i.number) : texts.confirm.cancel(i.number)
        }
        busy={flow.busy}
        onConfirm={() => void act(confirm === 'remove' ? 'remove' : 'cancel')}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
