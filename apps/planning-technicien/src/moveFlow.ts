import {
  INTERVENTION_STATUS,
  TECHNICIAN_PLANNING_MESSAGES as M,
  alreadySent,
  defaultInterventionEnd,
  eventTitleMatches,
  isApiError,
  sameTechnicians,
  slotDurationMs,
} from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import type { InterventionChange, PlanningData } from './api';
import { texts } from './texts';

/** A bar moved or resized on the timeline, as the calendar reports it. */
export interface BarMove {
  readonly intervention: PlanningIntervention;
  readonly start: number;
  readonly end: number;
  /** The technicians after the move (the row dropped on replaces the row dragged from). */
  readonly technicians: readonly string[];
  /** The title of the dragged bar (spec 2 §5.1 check). */
  readonly title: string;
}

/** An unscheduled card dropped on a technician's row. */
export interface CardDrop {
  readonly interventionId: string;
  readonly start: number;
  readonly end: number | null;
  readonly technician: string;
}

/**
 * Where a move stands: nothing asked, or one of the spec 2 §4.1 questions waiting for the
 * person's answer (« Intervention déjà envoyée », then « Changer de technicien »).
 */
export type MoveFlowState<B extends BarMove = BarMove> =
  | { readonly step: 'idle' }
  | { readonly step: 'sent'; readonly move: B }
  | { readonly step: 'reassign'; readonly move: B };

export const IDLE: MoveFlowState<never> = { step: 'idle' };

/** What a refused save puts back: the moved bar, or the planning as it was before a drop. */
export type Undo<B extends BarMove = BarMove> =
  | { readonly kind: 'bar'; readonly move: B }
  | { readonly kind: 'planning'; readonly planning: PlanningData };

/** One `set_event` of an intervention, with the text said once it is saved. */
export interface SaveRequest<B extends BarMove = BarMove> {
  readonly intervention: PlanningIntervention;
  readonly change: InterventionChange;
  readonly done: string;
  readonly undo?: Undo<B>;
}

/** Why a save did not go through: the HTTP status when the server answered, and its message. */
export interface SaveFailure {
  readonly status?: number | undefined;
  readonly message: string;
}

export type MoveFlowEvent<B extends BarMove = BarMove> =
  /** A bar was moved or resized on the timeline. */
  | { readonly type: 'moved'; readonly move: B; readonly admin: boolean }
  /** An unscheduled card was dropped on a technician's row (`planning`: what the page shows). */
  | {
      readonly type: 'received';
      readonly drop: CardDrop;
      readonly admin: boolean;
      /** The person's slot duration (`HH:mm`, spec 2 §9). */
      readonly slotDuration: string;
      readonly planning: PlanningData;
    }
  /** Oui to the waiting question (with the technicians ticked, for the reassignment). */
  | { readonly type: 'confirmed'; readonly technicians?: readonly string[] }
  /** Non, Escape or a click outside the waiting question. */
  | { readonly type: 'declined' }
  | { readonly type: 'saved'; readonly request: SaveRequest<B> }
  | { readonly type: 'failed'; readonly request: SaveRequest<B>; readonly failure: SaveFailure };

/** What the page does after a step, in order. */
export type MoveCommand<B extends BarMove = BarMove> =
  /** Puts the bar back where it was (spec 2 §8 "A move is reverted on any rejection"). */
  | { readonly type: 'revert'; readonly move: B }
  /** The red banner (spec 2 §8). */
  | { readonly type: 'banner'; readonly message: string }
  /** Shows the dropped card planned at once, before the server answers. */
  | { readonly type: 'plan'; readonly planned: PlanningIntervention }
  /** Puts the planning back as it was before a refused drop. */
  | { readonly type: 'restore'; readonly planning: PlanningData }
  | { readonly type: 'save'; readonly request: SaveRequest<B> }
  /** The short « done » message. */
  | { readonly type: 'notice'; readonly message: string }
  /** Reads the planning again. */
  | { readonly type: 'reload' };

export interface MoveFlowStep<B extends BarMove = BarMove> {
  readonly state: MoveFlowState<B>;
  readonly commands: readonly MoveCommand<B>[];
}

const stay = <B extends BarMove>(state: MoveFlowState<B>): MoveFlowStep<B> => ({
  state,
  commands: [],
});

/** The save of a moved bar, with the technicians chosen (the same ones for a move in time). */
function saveMove<B extends BarMove>(move: B, technicians: readonly string[]): MoveFlowStep<B> {
  const { intervention } = move;
  const reassigned = !sameTechnicians(technicians, intervention.technicians);
  const request: SaveRequest<B> = {
    intervention,
    change: {
      status: intervention.status,
      start: move.start,
      end: move.end,
      ...(reassigned ? { technicians } : {}),
    },
    done: texts.done.moved(intervention.number),
    undo: { kind: 'bar', move },
  };
  return { state: IDLE, commands: [{ type: 'save', request }] };
}

/**
 * spec 2 §4.1 "Changing the technician row opens a confirmation asking whether to assign to the
 * new technician(s)": asked after the already-sent question (or without it); else the save.
 */
function afterSent<B extends BarMove>(move: B): MoveFlowStep<B> {
  return sameTechnicians(move.technicians, move.intervention.technicians)
    ? saveMove(move, move.technicians)
    : stay({ step: 'reassign', move });
}

function moved<B extends BarMove>(move: B, admin: boolean): MoveFlowStep<B> {
  const { intervention } = move;
  const refuse = (message: string): MoveFlowStep<B> => ({
    state: IDLE,
    commands: [
      { type: 'revert', move },
      { type: 'banner', message },
    ],
  });
  // spec 2 §5.1: only administrators move, resize or drop; otherwise the change is reverted.
  if (!admin) return refuse(M.adminOnly);
  // spec 2 §5.1: the dragged bar must be the intervention's (report number and technicians).
  if (!eventTitleMatches(move.title, intervention.number, intervention.technicians)) {
    return refuse(M.titleMismatch(intervention.number));
  }
  // spec 2 §4.1: moving or resizing an event in 120 or 130 first asks about the sent intervention.
  return alreadySent(intervention.status) ? stay({ step: 'sent', move }) : afterSent(move);
}

/** The planning with `planned` among the planned interventions instead of the cards to plan. */
export function planCard(planning: PlanningData, planned: PlanningIntervention): PlanningData {
  return {
    ...planning,
    unscheduled: planning.unscheduled.filter((i) => i.id !== planned.id),
    interventions: [...planning.interventions, planned],
  };
}

function received<B extends BarMove>(
  state: MoveFlowState<B>,
  event: Extract<MoveFlowEvent<B>, { type: 'received' }>,
): MoveFlowStep<B> {
  const { drop, planning } = event;
  const card = planning.unscheduled.find((i) => i.id === drop.interventionId);
  if (!card) return stay(state);
  if (!event.admin) return { state, commands: [{ type: 'banner', message: M.adminOnly }] };
  // spec 2 §4.1: a drop sets 110 with start, end and technicians; without an end, the end is the
  // start plus the slot duration, or 2 hours.
  const end = drop.end ?? defaultInterventionEnd(drop.start, slotDurationMs(event.slotDuration));
  const change = {
    status: INTERVENTION_STATUS.planned,
    start: drop.start,
    end,
    technicians: [drop.technician],
  };
  return {
    state,
    commands: [
      { type: 'plan', planned: { ...card, ...change } },
      {
        type: 'save',
        request: {
          intervention: card,
          change,
          done: texts.done.planned(card.number),
          undo: { kind: 'planning', planning },
        },
      },
    ],
  };
}

function failed<B extends BarMove>(request: SaveRequest<B>, failure: SaveFailure) {
  const { undo } = request;
  const commands: MoveCommand<B>[] = [];
  if (undo?.kind === 'bar') commands.push({ type: 'revert', move: undo.move });
  if (undo?.kind === 'planning') commands.push({ type: 'restore', planning: undo.planning });
  // A refused session (401) is the shell's to handle: no banner.
  if (failure.status !== 401) commands.push({ type: 'banner', message: failure.message });
  // 409: someone else changed it, or the rules refused it against newer data: read it again.
  if (failure.status === 409) commands.push({ type: 'reload' });
  return commands;
}

/**
 * The drag flows of the technician planning (spec 2 §4.1, §5.1, §8), without the screen: a bar
 * dropped → « Intervention déjà envoyée » when it was sent → « Changer de technicien » when its row
 * changed → `set_event`; a card dropped → shown planned at once → `set_event`. A refusal puts the
 * bar (or the card) back and says the server's §8 message in the red banner; a 409 reads the
 * planning again. The page runs the commands in order.
 */
export function moveFlow<B extends BarMove>(
  state: MoveFlowState<B>,
  event: MoveFlowEvent<B>,
): MoveFlowStep<B> {
  switch (event.type) {
    case 'moved': {
      const next = moved(event.move, event.admin);
      // A question still waiting is dropped, its bar put back: the new move is the one asked.
      return state.step === 'idle'
        ? next
        : { state: next.state, commands: [{ type: 'revert', move: state.move }, ...next.commands] };
    }
    case 'received':
      return received(state, event);
    case 'confirmed':
      if (state.step === 'sent') return afterSent(state.move);
      if (state.step === 'reassign') {
        return saveMove(state.move, event.technicians ?? state.move.technicians);
      }
      return stay(state);
    case 'declined':
      return state.step === 'idle'
        ? stay(state)
        : { state: IDLE, commands: [{ type: 'revert', move: state.move }] };
    case 'saved':
      return {
        state,
        commands: [{ type: 'notice', message: event.request.done }, { type: 'reload' }],
      };
    case 'failed':
      return { state, commands: failed(event.request, event.failure) };
  }
}

/** The row a bar was dropped on (the one ticked first in « Changer de technicien »). */
export function reassignTarget(move: BarMove): string {
  return (
    move.technicians.find((t) => !move.intervention.technicians.includes(t)) ??
    move.technicians[0] ??
    ''
  );
}

/** A failed save as the flow reads it: the server's status and French message. */
export function saveFailure(error: unknown): SaveFailure {
  if (isApiError(error)) return { status: error.status, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}
