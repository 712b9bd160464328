import { useRef, useState } from 'react';
import type { PlanningIntervention } from '@locasuite/core';
import { useCall } from '@locasuite/ui';
import { saveIntervention } from '../api';
import type { InterventionChange, PlanningData, TechnicianApi } from '../api';
import type { CalendarMove, CalendarReceive } from '../components/TechnicianCalendar';
import { IDLE, moveFlow, planCard, saveFailure } from '../moveFlow';
import type { MoveCommand, MoveFlowEvent, MoveFlowState, SaveRequest } from '../moveFlow';

export interface MoveFlowOptions {
  readonly api: TechnicianApi;
  readonly admin: boolean;
  /** The person's slot duration (`HH:mm`): a dropped card's length. */
  readonly slotDuration: string;
  /** The planning the page shows, and its setter and reload (`usePlanningData`). */
  readonly planning: PlanningData;
  readonly setPlanning: (
    update: (data: PlanningData | undefined) => PlanningData | undefined,
  ) => void;
  readonly reload: () => void;
  readonly onRefused: () => void;
  /** The red banner (spec 2 §8). */
  readonly onError: (message: string) => void;
  /** The short « done » message. */
  readonly onNotice: (message: string) => void;
}

export interface MoveFlow {
  /** The question waiting for the person's answer, if any. */
  readonly state: MoveFlowState<CalendarMove>;
  readonly onMove: (move: CalendarMove) => void;
  readonly onReceive: (receive: CalendarReceive) => void;
  /** Oui (with the technicians ticked, for the reassignment). */
  readonly confirm: (technicians?: readonly string[]) => void;
  /** Non. */
  readonly decline: () => void;
  /** One `set_event` (send, cancel, remove): resolves to whether it went through. */
  readonly change: (
    intervention: PlanningIntervention,
    change: InterventionChange,
    done: string,
  ) => Promise<boolean>;
  /** A save is under way. */
  readonly busy: boolean;
}

/**
 * The page's side of `moveFlow`: it feeds the calendar's drops and the person's answers to it,
 * and runs the commands it returns (the saves through `useCall`, a refused session to the shell).
 */
export function useMoveFlow(options: MoveFlowOptions): MoveFlow {
  const { api, admin, slotDuration, planning, setPlanning, reload, onError, onNotice } = options;
  const [state, setState] = useState<MoveFlowState<CalendarMove>>(IDLE);
  // Events may follow each other before a render (a save's answer): each reads the latest state.
  const current = useRef(state);

  const save = useCall(
    async (request: SaveRequest<CalendarMove>) => {
      try {
        await saveIntervention(api, request.intervention, request.change);
      } catch (error) {
        send({ type: 'failed', request, failure: saveFailure(error) });
        throw error;
      }
      send({ type: 'saved', request });
    },
    { onRefused: options.onRefused },
  );

  const perform = (command: MoveCommand<CalendarMove>) => {
    switch (command.type) {
      case 'revert':
        return command.move.revert();
      case 'banner':
        return onError(command.message);
      case 'plan':
        return setPlanning((data) => data && planCard(data, command.planned));
      case 'restore':
        return setPlanning(() => command.planning);
      case 'save':
        return void save.run(command.request);
      case 'notice':
        return onNotice(command.message);
      case 'reload':
        return reload();
    }
  };

  function send(event: MoveFlowEvent<CalendarMove>) {
    const step = moveFlow(current.current, event);
    if (step.state !== current.current) {
      current.current = step.state;
      setState(step.state);
    }
    step.commands.forEach(perform);
  }

  return {
    state,
    onMove: (move) => send({ type: 'moved', move, admin }),
    onReceive: (receive) => {
      // The page draws the bar from the data: FullCalendar's own copy of the card goes.
      receive.revert();
      send({ type: 'received', drop: receive, admin, slotDuration, planning });
    },
    confirm: (technicians) =>
      send(technicians ? { type: 'confirmed', technicians } : { type: 'confirmed' }),
    decline: () => send({ type: 'declined' }),
    change: async (intervention, change, done) =>
      (await save.run({ intervention, change, done })).ok,
    busy: save.status === 'running',
  };
}
