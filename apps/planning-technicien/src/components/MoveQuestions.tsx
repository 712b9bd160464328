import { ConfirmDialog } from '@locasuite/ui';
import type { MoveFlow } from '../hooks/useMoveFlow';
import { reassignTarget } from '../moveFlow';
import { texts } from '../texts';
import { lazyDialogs } from './lazyDialogs';

const { ReassignDialog } = lazyDialogs;

export interface MoveQuestionsProps {
  readonly flow: Pick<MoveFlow, 'state' | 'confirm' | 'decline'>;
  /** The technicians' rows, offered in « Changer de technicien ». */
  readonly technicians: readonly string[];
  /** spec 2 §4.1: several technicians only with the calendar setting multie-technicien. */
  readonly multiple: boolean;
}

/**
 * The questions of a move (spec 2 §4.1): « Intervention déjà envoyée » for a bar in 120 or 130,
 * then « Changer de technicien » when its row changed.
 */
export function MoveQuestions({ flow, technicians, multiple }: MoveQuestionsProps) {
  const { state, confirm, decline } = flow;
  return (
    <>
      <ConfirmDialog
        open={state.step === 'sent'}
        title={texts.confirm.sentTitle}
        message={state.step === 'idle' ? '' : texts.confirm.sent(state.move.intervention.number)}
        onConfirm={() => confirm()}
        onCancel={decline}
      />
      {state.step === 'reassign' && (
        <ReassignDialog
          number={state.move.intervention.number}
          proposed={state.move.technicians}
          target={reassignTarget(state.move)}
          technicians={technicians}
          multiple={multiple}
          onConfirm={confirm}
          onCancel={decline}
        />
      )}
    </>
  );
}
