import { isApiError, roundSlotTime, slotTimeMinutes } from '@locasuite/core';
import type { NewSlots, RdvClient, Slot } from './api';
import { texts } from './texts';

/** The dialogs of the header, the left column and the admin menu (spec 2 §2.2). */
export type PageDialog = 'settings' | 'goto' | 'management' | 'agencies';

/** What is open over the chosen slot: its detail, or one of the steps it offers. */
export type SlotStep = 'detail' | 'edit' | 'free' | 'delete' | 'series' | 'seriesOnly' | 'book';

/** What a recurrence deletion removes (spec 2 §2.2, §4.2). */
export type SeriesScope =
  | { readonly kind: 'one' }
  | { readonly kind: 'whole' }
  | { readonly kind: 'future'; readonly from: number; readonly to: number | null };

/** The add-availability dialog as it opens: its day, agency and first time range. */
export interface AddRequest {
  readonly day: number | null;
  readonly agency: string;
  readonly range: { readonly start: string; readonly end: string };
}

/** Every dialog the page may show, and the slot they are about. */
export interface SlotFlowState {
  readonly dialog: PageDialog | null;
  /** The chosen slot (the page shows its version as last read). */
  readonly slot: Slot | null;
  readonly step: SlotStep;
  readonly adding: AddRequest | null;
}

export const CLOSED: SlotFlowState = { dialog: null, slot: null, step: 'detail', adding: null };

/** One save of the page: the chosen slot freed, deleted, edited or booked, or new slots. */
export type SlotSave =
  | { readonly kind: 'free'; readonly slot: Slot }
  | { readonly kind: 'delete'; readonly slot: Slot; readonly scope: SeriesScope }
  | {
      readonly kind: 'edit';
      /** The slot as the form was filled from it (its version). */
      readonly slot: Slot;
      readonly newData: Record<string, unknown>;
    }
  | {
      readonly kind: 'book';
      readonly slot: Slot;
      readonly client: RdvClient;
      readonly contract: string | null;
    }
  | { readonly kind: 'create'; readonly input: NewSlots };

/** Why a save did not go through: the HTTP status when the server answered, and its message. */
export interface SaveFailure {
  readonly status?: number | undefined;
  readonly message: string;
}

export type SlotFlowEvent =
  | { readonly type: 'dialogOpened'; readonly dialog: PageDialog; readonly admin: boolean }
  | { readonly type: 'dialogClosed' }
  /** A slot opened from the calendar or the management table, on its detail or on a step. */
  | {
      readonly type: 'slotOpened';
      readonly slot: Slot;
      readonly intent?: 'detail' | 'edit' | 'delete' | 'deleteSeries';
    }
  /** A button of the slot's detail. */
  | { readonly type: 'stepChosen'; readonly step: 'edit' | 'free' | 'delete' | 'book' }
  /**
   * OUI to « Liberer la disponibilité » or « Supprimer la disponibilité », on `slot` as last read
   * (after a 409 and its reload, the retry is on the new version).
   */
  | { readonly type: 'confirmed'; readonly slot: Slot }
  /** NON, Annuler, Escape: back to the detail. */
  | { readonly type: 'back' }
  | { readonly type: 'slotClosed' }
  /** A click on an empty moment of an agency's column (`time` HH:mm, not rounded). */
  | {
      readonly type: 'dateClicked';
      readonly day: number;
      readonly time: string;
      readonly agency: string;
      readonly admin: boolean;
    }
  /** `Créer une disponibilité`: the calendar's day, `range` the default one (spec 2 §5.2). */
  | {
      readonly type: 'createAsked';
      readonly day: number;
      readonly agency: string;
      readonly range: AddRequest['range'];
    }
  | { readonly type: 'addClosed' }
  /** A save went through (`created`: how many slots `set_dispo` made). */
  | { readonly type: 'saved'; readonly save: SlotSave; readonly created?: number }
  | { readonly type: 'failed'; readonly save: SlotSave; readonly failure: SaveFailure }
  /** The validation mail after an edit was refused. */
  | { readonly type: 'mailFailed'; readonly message: string };

/** What the page does after a step, in order. */
export type SlotCommand =
  /** Runs the save; its answer comes back as `saved` or `failed`. */
  | { readonly type: 'save'; readonly save: SlotSave }
  /** spec 2 §4.2: the validation mail after a successful edit, with the original agency data. */
  | { readonly type: 'mail'; readonly slot: Slot }
  /** The short « done » message. */
  | { readonly type: 'notice'; readonly message: string }
  /** The red banner (spec 2 §8). */
  | { readonly type: 'banner'; readonly message: string }
  /** Reads the calendar and the management table again. */
  | { readonly type: 'reload' };

export interface SlotFlowStep {
  readonly state: SlotFlowState;
  readonly commands: readonly SlotCommand[];
}

const stay = (state: SlotFlowState): SlotFlowStep => ({ state, commands: [] });

/** The saves asked by a Oui/Non confirmation: their refusals go to the red banner. */
const CONFIRMED: ReadonlySet<SlotSave['kind']> = new Set(['free']);
const confirmedSave = (save: SlotSave) =>
  CONFIRMED.has(save.kind) || (save.kind === 'delete' && save.scope.kind === 'one');

/** The step a deletion opens on: a slot of a weekly series asks which occurrences go. */
const deleteStep = (slot: Slot): SlotStep => (slot.weekly ? 'series' : 'delete');

/** The end of a new slot one hour after `start` (at most 23:50). */
function hourLater(start: string): string {
  const minutes = Math.min((slotTimeMinutes(start) ?? 0) + 60, 23 * 60 + 50);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function saved(state: SlotFlowState, save: SlotSave, created = 0): SlotFlowStep {
  const reload: SlotCommand = { type: 'reload' };
  switch (save.kind) {
    case 'free':
      return {
        state: { ...state, slot: null, step: 'detail' },
        commands: [{ type: 'notice', message: texts.done.freed }, reload],
      };
    case 'delete':
      return {
        state: { ...state, slot: null, step: 'detail' },
        commands: [{ type: 'notice', message: texts.done.deleted }, reload],
      };
    case 'edit':
      return {
        state: { ...state, step: 'detail' },
        commands: [
          { type: 'mail', slot: save.slot },
          { type: 'notice', message: texts.edit.saved },
          reload,
        ],
      };
    case 'book':
      return {
        state: { ...state, step: 'detail' },
        commands: [{ type: 'notice', message: texts.done.booked }, reload],
      };
    case 'create':
      return {
        state: { ...state, adding: null },
        commands: [{ type: 'notice', message: texts.done.created(created) }, reload],
      };
  }
}

function failed(state: SlotFlowState, save: SlotSave, failure: SaveFailure): SlotFlowStep {
  const commands: SlotCommand[] = [];
  if (confirmedSave(save)) {
    // A confirmation has no room for a message: the red banner says it (a refused session is the
    // shell's), and the slots are read again; the question stays for another try.
    if (failure.status !== 401) commands.push({ type: 'banner', message: failure.message });
    commands.push({ type: 'reload' });
  } else if (failure.status === 409) {
    // The dialog shows the message and keeps the typing; the next save is on the new version.
    commands.push({ type: 'reload' });
  }
  return { state, commands };
}

/**
 * The dialog flows of the bike appointment slots (spec 2 §2.2, §4.2, §5.2, §6), without the
 * screen: a slot opened → its detail → Modifier, Réserver, Liberer (OUI / NON) or Supprimer (OUI /
 * NON, or the recurrence question for a slot of a weekly series) → the save → the done message and
 * the slots read again; a click on a free moment (admins) or `Créer une disponibilité` → the
 * add-availability dialog → `set_dispo`. A refused confirmation says the server's message in the red
 * banner; a 409 reads the slots again. The page runs the commands in order.
 */
export function slotFlow(state: SlotFlowState, event: SlotFlowEvent): SlotFlowStep {
  switch (event.type) {
    case 'dialogOpened':
      // spec 2 §6: the calendar settings are an admin's.
      if (event.dialog === 'settings' && !event.admin) return stay(state);
      return stay({ ...state, dialog: event.dialog });
    case 'dialogClosed':
      return stay({ ...state, dialog: null });
    case 'slotOpened': {
      const { slot, intent = 'detail' } = event;
      const step: SlotStep =
        intent === 'delete' ? deleteStep(slot) : intent === 'deleteSeries' ? 'seriesOnly' : intent;
      return stay({ ...state, slot, step });
    }
    case 'stepChosen':
      if (!state.slot || state.step !== 'detail') return stay(state);
      return stay({
        ...state,
        step: event.step === 'delete' ? deleteStep(state.slot) : event.step,
      });
    case 'confirmed':
      if (state.slot?.key !== event.slot.key) return stay(state);
      if (state.step === 'free') {
        return { state, commands: [{ type: 'save', save: { kind: 'free', slot: event.slot } }] };
      }
      if (state.step === 'delete') {
        const save: SlotSave = { kind: 'delete', slot: event.slot, scope: { kind: 'one' } };
        return { state, commands: [{ type: 'save', save }] };
      }
      return stay(state);
    case 'back':
      return stay({ ...state, step: 'detail' });
    case 'slotClosed':
      return stay({ ...state, slot: null, step: 'detail' });
    case 'dateClicked': {
      // spec 2 §2.2 "Clicking a date creates a slot (admin only)": one hour from the clicked
      // moment, rounded to ten minutes (spec 2 §5.2).
      if (!event.admin) return stay(state);
      const start = roundSlotTime(event.time) ?? event.time;
      const range = { start, end: hourLater(start) };
      return stay({ ...state, adding: { day: event.day, agency: event.agency, range } });
    }
    case 'createAsked':
      return stay({
        ...state,
        adding: { day: event.day, agency: event.agency, range: event.range },
      });
    case 'addClosed':
      return stay({ ...state, adding: null });
    case 'saved':
      return saved(state, event.save, event.created);
    case 'failed':
      return failed(state, event.save, event.failure);
    case 'mailFailed':
      return { state, commands: [{ type: 'banner', message: event.message }] };
  }
}

/** A failed save as the flow reads it: the server's status and French message. */
export function saveFailure(error: unknown): SaveFailure {
  if (isApiError(error)) return { status: error.status, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}
