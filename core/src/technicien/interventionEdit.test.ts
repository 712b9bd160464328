import { describe, expect, it } from 'vitest';
import { toWireDateTime } from '../dates';
import {
  decideInterventionEdit,
  defaultInterventionEnd,
  sentStatus,
  slotDurationMs,
  type InterventionEditContext,
  type InterventionState,
} from './interventionEdit';
import type { TechnicianUnavailability } from './unavailabilityOverlap';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);

const planned: InterventionState = {
  number: 'RAP2026-00012',
  status: '110',
  start: T0,
  end: T0 + 2 * HOUR,
  technicians: ['Paul MARTIN'],
};
const waiting: InterventionState = {
  ...planned,
  status: '100',
  start: null,
  end: null,
  technicians: [],
};
const admin: InterventionEditContext = { isAdmin: true, useTablet: true, unavailabilities: [] };

const wire = (ms: number) => toWireDateTime(ms);

describe('decideInterventionEdit — who may edit (spec 2 §5.1, §6, §8)', () => {
  it('refuses every edit by a non-admin with « ERREUR : Cette action nécessite un compte administrateur »', () => {
    for (const request of [
      { start: wire(T0 + HOUR) },
      { status: '120' },
      { status: '100', start: '', end: '' },
      { status: '99' },
    ]) {
      expect(decideInterventionEdit(planned, request, { ...admin, isAdmin: false })).toEqual({
        ok: false,
        status: 403,
        message: 'ERREUR : Cette action nécessite un compte administrateur',
      });
    }
  });

  it('"140 is final and cannot be edited": « ERREUR : Intervention {number} est terminé n\'est donc plus modifiable. »', () => {
    const finished = { ...planned, status: '140' };
    for (const request of [{ start: wire(T0 + HOUR) }, { status: '100' }, { status: '120' }]) {
      expect(decideInterventionEdit(finished, request, admin)).toEqual({
        ok: false,
        status: 409,
        message: "ERREUR : Intervention RAP2026-00012 est terminé n'est donc plus modifiable.",
      });
    }
  });

  it('a removed (99) intervention is no longer editable', () => {
    const result = decideInterventionEdit({ ...planned, status: '99' }, { status: '110' }, admin);
    expect(result).toMatchObject({ ok: false, status: 409 });
  });
});

describe('drop, move, resize (spec 2 §4.1)', () => {
  it('"Dropping an unscheduled (100) intervention … sets it to 110 with start, end and technicians"', () => {
    const result = decideInterventionEdit(
      waiting,
      { start: wire(T0), end: wire(T0 + 3 * HOUR), technicians: ['Luc PETIT', 'Paul MARTIN'] },
      admin,
    );
    expect(result).toEqual({
      ok: true,
      action: 'drop',
      next: {
        status: '110',
        start: T0,
        end: T0 + 3 * HOUR,
        technicians: ['Luc PETIT', 'Paul MARTIN'],
      },
    });
  });

  it('"If no end is given, the end is the start plus the slot duration, or 2 hours as a fallback"', () => {
    const withSlot = decideInterventionEdit(
      waiting,
      { start: wire(T0), technicians: ['Paul MARTIN'] },
      { ...admin, slotDurationMs: 6 * HOUR },
    );
    expect(withSlot).toMatchObject({ ok: true, next: { end: T0 + 6 * HOUR } });
    const fallback = decideInterventionEdit(
      waiting,
      { start: wire(T0), end: '', technicians: ['Paul MARTIN'] },
      admin,
    );
    expect(fallback).toMatchObject({ ok: true, next: { end: T0 + 2 * HOUR } });
  });

  it('"Moving to a different technician resets the status to 110"', () => {
    for (const status of ['110', '120', '130']) {
      const result = decideInterventionEdit(
        { ...planned, status },
        { status, start: wire(T0), end: wire(T0 + 2 * HOUR), technicians: ['Luc PETIT'] },
        admin,
      );
      expect(result).toMatchObject({
        ok: true,
        action: 'move',
        next: { status: '110', technicians: ['Luc PETIT'] },
      });
    }
  });

  it('"moving in time only keeps the current status" (a resize too)', () => {
    for (const status of ['110', '120', '130']) {
      const moved = decideInterventionEdit(
        { ...planned, status },
        {
          status: '110',
          start: wire(T0 + 24 * HOUR),
          end: wire(T0 + 27 * HOUR),
          technicians: ['Paul MARTIN'],
        },
        admin,
      );
      expect(moved).toEqual({
        ok: true,
        action: 'move',
        next: { status, start: T0 + 24 * HOUR, end: T0 + 27 * HOUR, technicians: ['Paul MARTIN'] },
      });
    }
  });

  it('a drop needs a technician and an end after the start', () => {
    expect(decideInterventionEdit(waiting, { start: wire(T0) }, admin)).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(
      decideInterventionEdit(planned, { start: wire(T0), end: wire(T0 - HOUR) }, admin),
    ).toMatchObject({ ok: false, status: 422 });
    expect(decideInterventionEdit(planned, { start: '02/30/2026 08:00:00' }, admin)).toMatchObject({
      ok: false,
      status: 422,
    });
  });

  it('reassigning technicians without dates keeps the dates and resets to 110', () => {
    const result = decideInterventionEdit(
      { ...planned, status: '120' },
      { technicians: ['Luc PETIT'] },
      admin,
    );
    expect(result).toMatchObject({
      ok: true,
      next: { status: '110', start: T0, end: T0 + 2 * HOUR, technicians: ['Luc PETIT'] },
    });
  });
});

describe('unavailability blocks the move (spec 2 §5.1, §8)', () => {
  const absence: TechnicianUnavailability = {
    technician: 'Luc PETIT',
    start: T0 + HOUR,
    end: T0 + 5 * HOUR,
    state: 1,
  };

  it('« ERREUR : Intervention {number} technicien(s) non disponible : {list} »', () => {
    const result = decideInterventionEdit(
      planned,
      { start: wire(T0), end: wire(T0 + 2 * HOUR), technicians: ['Paul MARTIN', 'Luc PETIT'] },
      { ...admin, unavailabilities: [absence] },
    );
    expect(result).toEqual({
      ok: false,
      status: 409,
      message: 'ERREUR : Intervention RAP2026-00012 technicien(s) non disponible : Luc PETIT',
    });
  });

  it('a deleted unavailability (state 0) or another technician’s does not block', () => {
    const request = { start: wire(T0), end: wire(T0 + 2 * HOUR), technicians: ['Luc PETIT'] };
    expect(
      decideInterventionEdit(planned, request, {
        ...admin,
        unavailabilities: [{ ...absence, state: 0 }],
      }),
    ).toMatchObject({ ok: true });
    expect(
      decideInterventionEdit(planned, request, {
        ...admin,
        unavailabilities: [{ ...absence, technician: 'Paul MARTIN' }],
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('send to tablet (spec 2 §4.1)', () => {
  it('"only for status up to 110": sets 120', () => {
    for (const state of [waiting, planned]) {
      expect(decideInterventionEdit(state, { status: '120' }, admin)).toMatchObject({
        ok: true,
        action: 'send',
        next: { status: '120', start: state.start, end: state.end },
      });
    }
  });

  it('"or 130 directly when the option use_{product}_tablette is 0"', () => {
    expect(
      decideInterventionEdit(planned, { status: '120' }, { ...admin, useTablet: false }),
    ).toMatchObject({ ok: true, next: { status: '130' } });
    expect(sentStatus(true)).toBe('120');
    expect(sentStatus(false)).toBe('130');
  });

  it('refuses a send from 120 or 130', () => {
    for (const status of ['120', '130']) {
      expect(
        decideInterventionEdit({ ...planned, status }, { status: '120' }, admin),
      ).toMatchObject({ ok: false, status: 409 });
    }
  });
});

describe('cancel planning and removal (spec 2 §4.1)', () => {
  it('"Cancel planning (admin, only when status is 130 or lower …): sets 100 with empty start and end"', () => {
    for (const status of ['110', '120', '130']) {
      expect(
        decideInterventionEdit(
          { ...planned, status },
          { status: '100', start: '', end: '' },
          admin,
        ),
      ).toEqual({
        ok: true,
        action: 'cancel',
        next: { status: '100', start: null, end: null, technicians: ['Paul MARTIN'] },
      });
    }
  });

  it('"Removing a card from the unscheduled list (admin): sets 99 with empty dates"', () => {
    expect(decideInterventionEdit(waiting, { status: '99' }, admin)).toMatchObject({
      ok: true,
      action: 'remove',
      next: { status: '99', start: null, end: null },
    });
    expect(decideInterventionEdit(planned, { status: '99' }, admin)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('a status the machine does not have (110 → 140, empty dates without cancel) is refused', () => {
    expect(decideInterventionEdit(planned, { status: '140' }, admin)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(decideInterventionEdit(planned, { start: '', end: '' }, admin)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(decideInterventionEdit(planned, { status: '110' }, admin)).toMatchObject({
      ok: true,
      action: 'none',
    });
  });
});

describe('defaults and wire format (spec 2 §7, §9)', () => {
  it('"Default end when none is given: start plus 2 hours"', () => {
    expect(defaultInterventionEnd(T0)).toBe(T0 + 2 * HOUR);
    expect(defaultInterventionEnd(T0, null)).toBe(T0 + 2 * HOUR);
    expect(defaultInterventionEnd(T0, HOUR)).toBe(T0 + HOUR);
  });

  it('slot durations 01:00, 02:00, 06:00, 12:00 in milliseconds', () => {
    expect(['01:00', '02:00', '06:00', '12:00'].map(slotDurationMs)).toEqual([
      HOUR,
      2 * HOUR,
      6 * HOUR,
      12 * HOUR,
    ]);
    expect(slotDurationMs('demain')).toBeNull();
    expect(slotDurationMs('00:00')).toBeNull();
  });

  it('"Edits send … Debut and Fin formatted month/day/year hour:minute:second"', () => {
    expect(wire(Date.UTC(2026, 0, 5, 7, 3, 9))).toBe('01/05/2026 07:03:09');
  });
});
