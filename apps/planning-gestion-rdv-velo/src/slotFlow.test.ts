import { describe, expect, it } from 'vitest';
import { ApiError } from '@locasuite/core';
import type { Slot } from './api';
import { CLOSED, saveFailure, slotFlow } from './slotFlow';
import type { SlotFlowState, SlotSave } from './slotFlow';

const DAY = Date.UTC(2026, 11, 30);

const slot = (changes: Partial<Slot> = {}): Slot => ({
  key: 'DISPO-7',
  version: 3,
  agency: 'AG1',
  city: 'Lyon',
  day: DAY,
  start: '08:00',
  end: '08:40',
  types: ['RETRAIT'],
  booked: true,
  status: 0,
  lastName: 'MARTIN',
  firstName: 'Léa',
  clientCode: 'C0042',
  mail: 'lea.martin@example.fr',
  phone: '',
  weekly: false,
  seriesId: '',
  comments: [],
  reservation: '',
  bikeType: '',
  contract: '',
  matricule: '',
  ...changes,
});

const opened = (s: Slot, step: SlotFlowState['step'] = 'detail'): SlotFlowState => ({
  ...CLOSED,
  slot: s,
  step,
});

const STALE = new ApiError('http', 'Cette disponibilité vient d’être modifiée.', {
  status: 409,
  code: 409,
});

describe('slotFlow: the page dialogs (spec 2 §2.2, §6)', () => {
  it('opens and closes the header’s dialogs; the calendar settings only for an admin', () => {
    const management = slotFlow(CLOSED, {
      type: 'dialogOpened',
      dialog: 'management',
      admin: false,
    });
    expect(management).toEqual({ state: { ...CLOSED, dialog: 'management' }, commands: [] });
    expect(slotFlow(CLOSED, { type: 'dialogOpened', dialog: 'settings', admin: false }).state).toBe(
      CLOSED,
    );
    expect(
      slotFlow(CLOSED, { type: 'dialogOpened', dialog: 'settings', admin: true }).state.dialog,
    ).toBe('settings');
    expect(slotFlow(management.state, { type: 'dialogClosed' }).state).toEqual(CLOSED);
  });

  it('a slot opened from the management table keeps the table open beneath it', () => {
    const s = slot();
    const under = { ...CLOSED, dialog: 'management' as const };
    const { state } = slotFlow(under, { type: 'slotOpened', slot: s, intent: 'edit' });
    expect(state).toEqual({ ...under, slot: s, step: 'edit' });
    expect(slotFlow(state, { type: 'slotClosed' }).state).toEqual(under);
  });
});

describe('slotFlow: a slot’s steps (spec 2 §2.2, §5.2)', () => {
  it('the detail offers Modifier, Réserver, Liberer and Supprimer; NON goes back to the detail', () => {
    const s = slot();
    for (const step of ['edit', 'free', 'book'] as const) {
      const { state } = slotFlow(opened(s), { type: 'stepChosen', step });
      expect(state.step).toBe(step);
      expect(slotFlow(state, { type: 'back' }).state).toEqual(opened(s));
    }
  });

  it('Supprimer asks OUI / NON for a single slot, and the recurrence question for a weekly one', () => {
    expect(slotFlow(opened(slot()), { type: 'stepChosen', step: 'delete' }).state.step).toBe(
      'delete',
    );
    const weekly = slot({ weekly: true });
    expect(slotFlow(opened(weekly), { type: 'stepChosen', step: 'delete' }).state.step).toBe(
      'series',
    );
    // From the table: the row's delete button, and « Supprimer les récurrences » (no « this slot »).
    expect(
      slotFlow(CLOSED, { type: 'slotOpened', slot: weekly, intent: 'delete' }).state.step,
    ).toBe('series');
    expect(
      slotFlow(CLOSED, { type: 'slotOpened', slot: weekly, intent: 'deleteSeries' }).state.step,
    ).toBe('seriesOnly');
  });

  it('a step is only chosen from the detail, and OUI only answers a confirmation', () => {
    const editing = opened(slot(), 'edit');
    expect(slotFlow(editing, { type: 'stepChosen', step: 'free' }).state).toBe(editing);
    expect(slotFlow(editing, { type: 'confirmed', slot: slot() })).toEqual({
      state: editing,
      commands: [],
    });
    // Another slot than the one asked about is not confirmed.
    const freeing = opened(slot(), 'free');
    expect(
      slotFlow(freeing, { type: 'confirmed', slot: slot({ key: 'DISPO-8' }) }).commands,
    ).toEqual([]);
    expect(slotFlow(CLOSED, { type: 'stepChosen', step: 'edit' }).state).toBe(CLOSED);
  });

  it('OUI to Liberer frees the slot: « Disponibilité libérée. », the slot closed, the slots read again', () => {
    const s = slot();
    const asking = opened(s, 'free');
    // The slot as last read: after a 409 and its reload, the retry is on the new version.
    const fresh = slot({ version: 4 });
    const save: SlotSave = { kind: 'free', slot: fresh };
    expect(slotFlow(asking, { type: 'confirmed', slot: fresh })).toEqual({
      state: asking,
      commands: [{ type: 'save', save }],
    });
    expect(slotFlow(asking, { type: 'saved', save })).toEqual({
      state: CLOSED,
      commands: [{ type: 'notice', message: 'Disponibilité libérée.' }, { type: 'reload' }],
    });
  });

  it('OUI to Supprimer deletes this slot only: « Disponibilité supprimée. »', () => {
    const s = slot();
    const asking = opened(s, 'delete');
    const save: SlotSave = { kind: 'delete', slot: s, scope: { kind: 'one' } };
    expect(slotFlow(asking, { type: 'confirmed', slot: s }).commands).toEqual([
      { type: 'save', save },
    ]);
    expect(slotFlow(asking, { type: 'saved', save })).toEqual({
      state: CLOSED,
      commands: [{ type: 'notice', message: 'Disponibilité supprimée.' }, { type: 'reload' }],
    });
  });

  it('a refused confirmation keeps the question, says the server’s message in the red banner and reads the slots again', () => {
    const s = slot();
    const asking = opened(s, 'free');
    const save: SlotSave = { kind: 'free', slot: s };
    expect(slotFlow(asking, { type: 'failed', save, failure: saveFailure(STALE) })).toEqual({
      state: asking,
      commands: [
        { type: 'banner', message: 'Cette disponibilité vient d’être modifiée.' },
        { type: 'reload' },
      ],
    });
    // A refused session is the shell's: no banner.
    const refused = { status: 401, message: 'Session expirée.' };
    expect(slotFlow(asking, { type: 'failed', save, failure: refused }).commands).toEqual([
      { type: 'reload' },
    ]);
  });

  it('a whole series deleted from the recurrence question closes the slot', () => {
    const s = slot({ weekly: true });
    const save: SlotSave = { kind: 'delete', slot: s, scope: { kind: 'whole' } };
    expect(slotFlow(opened(s, 'series'), { type: 'saved', save }).state).toEqual(CLOSED);
  });

  it('a dialog’s refusal stays in the dialog: only a 409 reads the slots again', () => {
    const s = slot();
    const save: SlotSave = { kind: 'edit', slot: s, newData: { RDV_VALIDE: 1 } };
    const editing = opened(s, 'edit');
    expect(slotFlow(editing, { type: 'failed', save, failure: saveFailure(STALE) })).toEqual({
      state: editing,
      commands: [{ type: 'reload' }],
    });
    const invalid = { status: 422, message: 'Heure invalide.' };
    expect(slotFlow(editing, { type: 'failed', save, failure: invalid }).commands).toEqual([]);
  });

  it('an edit saved goes back to the detail and asks for the validation mail on the slot as it was (spec 2 §4.2)', () => {
    const s = slot();
    const save: SlotSave = { kind: 'edit', slot: s, newData: { RDV_VALIDE: 1 } };
    expect(slotFlow(opened(s, 'edit'), { type: 'saved', save })).toEqual({
      state: opened(s),
      commands: [
        { type: 'mail', slot: s },
        { type: 'notice', message: 'Disponibilité modifiée.' },
        { type: 'reload' },
      ],
    });
    expect(slotFlow(opened(s), { type: 'mailFailed', message: 'Envoi impossible.' })).toEqual({
      state: opened(s),
      commands: [{ type: 'banner', message: 'Envoi impossible.' }],
    });
  });

  it('a booking saved goes back to the detail: « Disponibilité réservée. »', () => {
    const s = slot({ booked: false });
    const client = {
      code: 'C0042',
      company: '',
      lastName: 'MARTIN',
      firstName: 'Léa',
      mail: '',
      phone: '',
    };
    const save: SlotSave = { kind: 'book', slot: s, client, contract: null };
    expect(slotFlow(opened(s, 'book'), { type: 'saved', save })).toEqual({
      state: opened(s),
      commands: [{ type: 'notice', message: 'Disponibilité réservée.' }, { type: 'reload' }],
    });
  });
});

describe('slotFlow: creating slots (spec 2 §2.2, §5.2)', () => {
  it('an admin’s click on a free moment opens the add dialog there, rounded to ten minutes, for one hour', () => {
    const click = { type: 'dateClicked', day: DAY, time: '14:04', agency: 'AG2' } as const;
    expect(slotFlow(CLOSED, { ...click, admin: true }).state.adding).toEqual({
      day: DAY,
      agency: 'AG2',
      range: { start: '14:00', end: '15:00' },
    });
    // « Clicking a date creates a slot (admin only) ».
    expect(slotFlow(CLOSED, { ...click, admin: false }).state).toBe(CLOSED);
    // The end stays on the day.
    expect(slotFlow(CLOSED, { ...click, time: '23:30', admin: true }).state.adding?.range).toEqual({
      start: '23:30',
      end: '23:50',
    });
  });

  it('Créer une disponibilité opens on the given day and range; a creation says how many slots were made', () => {
    const range = { start: '10:10', end: '11:10' };
    const { state } = slotFlow(
      { ...CLOSED, dialog: 'management' },
      { type: 'createAsked', day: DAY, agency: 'AG1', range },
    );
    expect(state).toEqual({
      ...CLOSED,
      dialog: 'management',
      adding: { day: DAY, agency: 'AG1', range },
    });
    const input = {
      agency: 'AG1',
      city: 'Lyon',
      day: DAY,
      types: ['RETRAIT'],
      ranges: [range],
      weekly: null,
    };
    const save: SlotSave = { kind: 'create', input };
    expect(slotFlow(state, { type: 'saved', save, created: 3 })).toEqual({
      state: { ...CLOSED, dialog: 'management' },
      commands: [{ type: 'notice', message: '3 disponibilités créées.' }, { type: 'reload' }],
    });
    expect(slotFlow(state, { type: 'addClosed' }).state.adding).toBeNull();
  });
});

describe('saveFailure', () => {
  it('reads the server’s status and message, or an error’s message', () => {
    expect(saveFailure(STALE)).toEqual({
      status: 409,
      message: 'Cette disponibilité vient d’être modifiée.',
    });
    expect(saveFailure(new Error('Réseau'))).toEqual({ message: 'Réseau' });
  });
});
