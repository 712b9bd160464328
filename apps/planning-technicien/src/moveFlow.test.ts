import { describe, expect, it } from 'vitest';
import { ApiError, interventionTitle } from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import type { PlanningData } from './api';
import {
  IDLE,
  moveFlow,
  planCard,
  reassignTarget,
  saveFailure,
  type BarMove,
  type MoveFlowState,
  type SaveRequest,
} from './moveFlow';

const HOUR = 3_600_000;
const MONDAY_9 = Date.UTC(2025, 2, 17, 9);

const intervention = (over: Partial<PlanningIntervention> = {}): PlanningIntervention => ({
  id: '42',
  number: 'RAP2025-00042',
  status: '110',
  start: MONDAY_9,
  end: MONDAY_9 + 2 * HOUR,
  technicians: ['Paul MARTIN'],
  company: 'Bâtiments du Rhône',
  theme: 'Révision',
  city: 'Lyon',
  address: '3 rue de la Part-Dieu',
  agencyId: '1',
  link: 'L42',
  version: 3,
  record: {},
  ...over,
});

/** The bar of `i` moved one hour later, onto `technicians` (its own row by default). */
const moveOf = (i: PlanningIntervention, technicians = i.technicians): BarMove => ({
  intervention: i,
  start: MONDAY_9 + HOUR,
  end: MONDAY_9 + 3 * HOUR,
  technicians,
  title: interventionTitle(i),
});

const card = intervention({
  id: '7',
  number: 'RAP2025-00007',
  status: '100',
  start: null,
  end: null,
});
const planning: PlanningData = {
  interventions: [intervention()],
  unscheduled: [card],
  unavailabilities: [],
};

describe('moveFlow: a bar moved (spec 2 §4.1, §5.1, §8)', () => {
  it('a planned (110) bar moved in time on its own row is saved at once, status kept, no technicians sent', () => {
    const move = moveOf(intervention());
    const { state, commands } = moveFlow(IDLE, { type: 'moved', move, admin: true });
    expect(state).toEqual(IDLE);
    expect(commands).toEqual([
      {
        type: 'save',
        request: {
          intervention: move.intervention,
          change: { status: '110', start: move.start, end: move.end },
          done: 'Intervention RAP2025-00042 modifiée.',
          undo: { kind: 'bar', move },
        },
      },
    ]);
  });

  it('« Only administrators may move, resize or drop an intervention; otherwise the error … shows and the change is reverted »', () => {
    const move = moveOf(intervention());
    const { state, commands } = moveFlow(IDLE, { type: 'moved', move, admin: false });
    expect(state).toEqual(IDLE);
    expect(commands).toEqual([
      { type: 'revert', move },
      { type: 'banner', message: 'ERREUR : Cette action nécessite un compte administrateur' },
    ]);
  });

  it('« A dragged event whose title does not contain both the report number and the technicians gives an error »: « ERREUR : {number} », reverted', () => {
    const move = { ...moveOf(intervention()), title: 'RAP2025-00042 · Luc PETIT' };
    expect(moveFlow(IDLE, { type: 'moved', move, admin: true }).commands).toEqual([
      { type: 'revert', move },
      { type: 'banner', message: 'ERREUR : RAP2025-00042' },
    ]);
  });

  it.each(['120', '130'])(
    '« Moving or resizing an event in status 120 or 130 first shows a confirmation that the intervention was already sent » (%s): nothing saved yet',
    (status) => {
      const move = moveOf(intervention({ status }));
      const { state, commands } = moveFlow(IDLE, { type: 'moved', move, admin: true });
      expect(state).toEqual({ step: 'sent', move });
      expect(commands).toEqual([]);
    },
  );

  it('already sent, Oui on its own row: saved keeping its status (« moving in time only keeps the current status »)', () => {
    const move = moveOf(intervention({ status: '120' }));
    const { state, commands } = moveFlow({ step: 'sent', move }, { type: 'confirmed' });
    expect(state).toEqual(IDLE);
    expect(commands).toMatchObject([
      { type: 'save', request: { change: { status: '120', start: move.start, end: move.end } } },
    ]);
  });

  it('« Changing the technician row opens a confirmation asking whether to assign to the new technician(s) »', () => {
    const move = moveOf(intervention(), ['Luc PETIT']);
    const { state, commands } = moveFlow(IDLE, { type: 'moved', move, admin: true });
    expect(state).toEqual({ step: 'reassign', move });
    expect(commands).toEqual([]);
  });

  it('already sent and onto another row: « Intervention déjà envoyée » first, then « Changer de technicien »', () => {
    const move = moveOf(intervention({ status: '130' }), ['Luc PETIT']);
    let state: MoveFlowState = moveFlow(IDLE, { type: 'moved', move, admin: true }).state;
    expect(state).toEqual({ step: 'sent', move });
    const step = moveFlow(state, { type: 'confirmed' });
    state = step.state;
    expect(state).toEqual({ step: 'reassign', move });
    expect(step.commands).toEqual([]);
  });

  it('Oui to « Changer de technicien » saves with the technicians ticked (the server resets the status to 110)', () => {
    const move = moveOf(intervention(), ['Luc PETIT']);
    const { state, commands } = moveFlow(
      { step: 'reassign', move },
      { type: 'confirmed', technicians: ['Luc PETIT', 'Paul MARTIN'] },
    );
    expect(state).toEqual(IDLE);
    expect(commands).toMatchObject([
      {
        type: 'save',
        request: {
          change: {
            status: '110',
            start: move.start,
            end: move.end,
            technicians: ['Luc PETIT', 'Paul MARTIN'],
          },
          done: 'Intervention RAP2025-00042 modifiée.',
        },
      },
    ]);
  });

  it('Oui to « Changer de technicien » with the same technicians ticked sends none (a move in time)', () => {
    const move = moveOf(intervention(), ['Luc PETIT']);
    const { commands } = moveFlow(
      { step: 'reassign', move },
      { type: 'confirmed', technicians: ['Paul MARTIN'] },
    );
    expect(commands).toMatchObject([{ type: 'save', request: { change: { status: '110' } } }]);
    expect(commands[0]?.type === 'save' && 'technicians' in commands[0].request.change).toBe(false);
  });

  it.each<MoveFlowState['step']>(['sent', 'reassign'])(
    'Non to the %s question puts the bar back and sends nothing',
    (step) => {
      const move = moveOf(intervention({ status: '120' }), ['Luc PETIT']);
      const waiting = { step, move } as MoveFlowState;
      expect(moveFlow(waiting, { type: 'declined' })).toEqual({
        state: IDLE,
        commands: [{ type: 'revert', move }],
      });
    },
  );

  it('an answer with no question waiting does nothing', () => {
    expect(moveFlow(IDLE, { type: 'confirmed' })).toEqual({ state: IDLE, commands: [] });
    expect(moveFlow(IDLE, { type: 'declined' })).toEqual({ state: IDLE, commands: [] });
  });

  it('another move while a question waits: the waiting bar goes back, the new move is the one asked', () => {
    const first = moveOf(intervention({ status: '120' }));
    const second = moveOf(intervention({ id: '43', number: 'RAP2025-00043', status: '130' }));
    expect(
      moveFlow({ step: 'sent', move: first }, { type: 'moved', move: second, admin: true }),
    ).toEqual({
      state: { step: 'sent', move: second },
      commands: [{ type: 'revert', move: first }],
    });
  });

  it('the row dropped on is the one ticked first in « Changer de technicien »', () => {
    const i = intervention({ technicians: ['Paul MARTIN', 'Luc PETIT'] });
    expect(reassignTarget(moveOf(i, ['Paul MARTIN', 'Anne ROUX']))).toBe('Anne ROUX');
    expect(reassignTarget(moveOf(i, ['Luc PETIT']))).toBe('Luc PETIT');
    expect(reassignTarget(moveOf(i, []))).toBe('');
  });
});

describe('moveFlow: a card dropped (spec 2 §4.1)', () => {
  const drop = { interventionId: '7', start: MONDAY_9, end: null, technician: 'Luc PETIT' };

  it('« Dropping an unscheduled (100) intervention onto the calendar sets it to 110 with start, end and technicians »: shown planned at once, then saved', () => {
    const { state, commands } = moveFlow(IDLE, {
      type: 'received',
      drop: { ...drop, end: MONDAY_9 + HOUR },
      admin: true,
      slotDuration: '02:00',
      planning,
    });
    expect(state).toEqual(IDLE);
    const change = {
      status: '110',
      start: MONDAY_9,
      end: MONDAY_9 + HOUR,
      technicians: ['Luc PETIT'],
    };
    expect(commands).toEqual([
      { type: 'plan', planned: { ...card, ...change } },
      {
        type: 'save',
        request: {
          intervention: card,
          change,
          done: 'Intervention RAP2025-00007 planifiée.',
          undo: { kind: 'planning', planning },
        },
      },
    ]);
  });

  it.each([
    ['06:00', 6 * HOUR],
    ['01:00', HOUR],
    ['', 2 * HOUR],
  ])(
    '« If no end is given, the end is the start plus the slot duration, or 2 hours as a fallback » (%s)',
    (slotDuration, length) => {
      const { commands } = moveFlow(IDLE, {
        type: 'received',
        drop,
        admin: true,
        slotDuration,
        planning,
      });
      expect(commands[0]).toMatchObject({ type: 'plan', planned: { end: MONDAY_9 + length } });
    },
  );

  it('a non-admin’s drop is refused with « ERREUR : Cette action nécessite un compte administrateur », nothing shown planned', () => {
    expect(
      moveFlow(IDLE, { type: 'received', drop, admin: false, slotDuration: '02:00', planning }),
    ).toEqual({
      state: IDLE,
      commands: [
        { type: 'banner', message: 'ERREUR : Cette action nécessite un compte administrateur' },
      ],
    });
  });

  it('a card no longer among the cards to plan (read again meanwhile) is ignored', () => {
    expect(
      moveFlow(IDLE, {
        type: 'received',
        drop: { ...drop, interventionId: '999' },
        admin: true,
        slotDuration: '02:00',
        planning,
      }),
    ).toEqual({ state: IDLE, commands: [] });
  });

  it('planCard moves the card from the cards to plan to the planned interventions', () => {
    const planned = { ...card, status: '110', start: MONDAY_9, end: MONDAY_9 + HOUR };
    expect(planCard(planning, planned)).toEqual({
      interventions: [...planning.interventions, planned],
      unscheduled: [],
      unavailabilities: [],
    });
  });
});

describe('moveFlow: the server’s answer (spec 2 §8)', () => {
  const move = moveOf(intervention({ status: '140' }));
  const barSave: SaveRequest = {
    intervention: move.intervention,
    change: { status: '140', start: move.start, end: move.end },
    done: 'Intervention RAP2025-00042 modifiée.',
    undo: { kind: 'bar', move },
  };
  const finished = "ERREUR : Intervention RAP2025-00042 est terminé n'est donc plus modifiable.";

  it('saved: the done text, and the planning read again', () => {
    expect(moveFlow(IDLE, { type: 'saved', request: barSave })).toEqual({
      state: IDLE,
      commands: [
        { type: 'notice', message: 'Intervention RAP2025-00042 modifiée.' },
        { type: 'reload' },
      ],
    });
  });

  it('« A move is reverted on any rejection »: 409 puts the bar back, says the §8 message and reads the planning again', () => {
    expect(
      moveFlow(IDLE, {
        type: 'failed',
        request: barSave,
        failure: { status: 409, message: finished },
      }),
    ).toEqual({
      state: IDLE,
      commands: [
        { type: 'revert', move },
        { type: 'banner', message: finished },
        { type: 'reload' },
      ],
    });
  });

  it('a refused drop puts the planning back as it was (the card among the cards to plan)', () => {
    const message = 'ERREUR : Intervention RAP2025-00007 technicien(s) non disponible : Luc PETIT';
    const request: SaveRequest = {
      intervention: card,
      change: { status: '110' },
      done: 'Intervention RAP2025-00007 planifiée.',
      undo: { kind: 'planning', planning },
    };
    expect(
      moveFlow(IDLE, { type: 'failed', request, failure: { status: 409, message } }).commands,
    ).toEqual([{ type: 'restore', planning }, { type: 'banner', message }, { type: 'reload' }]);
  });

  it('403 and an unreachable server: put back and said, not read again', () => {
    const admin = 'ERREUR : Cette action nécessite un compte administrateur';
    expect(
      moveFlow(IDLE, { type: 'failed', request: barSave, failure: { status: 403, message: admin } })
        .commands,
    ).toEqual([
      { type: 'revert', move },
      { type: 'banner', message: admin },
    ]);
    expect(
      moveFlow(IDLE, { type: 'failed', request: barSave, failure: { message: 'injoignable' } })
        .commands,
    ).toEqual([
      { type: 'revert', move },
      { type: 'banner', message: 'injoignable' },
    ]);
  });

  it('a refused session (401) puts the bar back without a banner (the shell opens /login)', () => {
    expect(
      moveFlow(IDLE, { type: 'failed', request: barSave, failure: { status: 401, message: 'x' } })
        .commands,
    ).toEqual([{ type: 'revert', move }]);
  });

  it('a save without undo (send, cancel, remove) only says the refusal', () => {
    const { undo: _, ...send } = barSave;
    expect(
      moveFlow(IDLE, { type: 'failed', request: send, failure: { status: 422, message: 'non' } })
        .commands,
    ).toEqual([{ type: 'banner', message: 'non' }]);
  });

  it('a question waiting stays waiting whatever another save answers', () => {
    const waiting: MoveFlowState = { step: 'sent', move: moveOf(intervention({ status: '120' })) };
    expect(moveFlow(waiting, { type: 'saved', request: barSave }).state).toBe(waiting);
    expect(
      moveFlow(waiting, { type: 'failed', request: barSave, failure: { status: 409, message: '' } })
        .state,
    ).toBe(waiting);
  });

  it('saveFailure reads the server’s status and French message', () => {
    expect(saveFailure(new ApiError('http', finished, { status: 409 }))).toEqual({
      status: 409,
      message: finished,
    });
    expect(saveFailure(new Error('hors ligne'))).toEqual({ message: 'hors ligne' });
  });
});
