import { useMemo, useRef, useState } from 'react';
import { defaultSlotRange } from '@locasuite/core';
import { refusalAware, useCall } from '@locasuite/ui';
import {
  bookSlot,
  createSlots,
  deleteSeries,
  deleteSlot,
  editSlot,
  freeSlot,
  sendValidationMail,
} from '../api';
import type { RdvApi, RdvType, Slot } from '../api';
import { CLOSED, saveFailure, slotFlow } from '../slotFlow';
import type { PageDialog, SlotCommand, SlotFlowEvent, SlotFlowState, SlotSave } from '../slotFlow';

export interface SlotFlowOptions {
  readonly api: RdvApi;
  readonly admin: boolean;
  /** The appointment types (`set_dispo` sends one field per type). */
  readonly types: readonly RdvType[];
  /** The slots on screen: the chosen one is shown as last read. */
  readonly slots: readonly Slot[];
  /** Reads the calendar and the management table again. */
  readonly reload: () => void;
  readonly onRefused: () => void;
  /** The red banner (spec 2 §8). */
  readonly onError: (message: string) => void;
  /** The short « done » message. */
  readonly onNotice: (message: string) => void;
}

export interface SlotFlow {
  readonly state: SlotFlowState;
  /** The chosen slot as last read (its version follows a reload), or null. */
  readonly selected: Slot | null;
  readonly openDialog: (dialog: PageDialog) => void;
  readonly closeDialog: () => void;
  readonly openSlot: (slot: Slot, intent?: 'detail' | 'edit' | 'delete' | 'deleteSeries') => void;
  readonly choose: (step: 'edit' | 'free' | 'delete' | 'book') => void;
  /** OUI to a confirmation of the chosen slot. */
  readonly confirm: () => void;
  /** NON, Annuler: back to the slot's detail. */
  readonly back: () => void;
  readonly closeSlot: () => void;
  readonly onDate: (day: number, time: string, agency: string) => void;
  /** `Créer une disponibilité` on `day` for `agency`. */
  readonly create: (day: number, agency: string) => void;
  readonly closeAdd: () => void;
  /** A dialog's save: rejects with the server's French message, which the dialog shows. */
  readonly save: (save: SlotSave) => Promise<void>;
  /** A confirmation's save is under way. */
  readonly busy: boolean;
}

/**
 * The page's side of `slotFlow`: it feeds the person's clicks and the saves' answers to it, and
 * runs the commands it returns (a confirmation's save through `useCall`, a dialog's through
 * `refusalAware`: a refused session goes to the shell either way).
 */
export function useSlotFlow(options: SlotFlowOptions): SlotFlow {
  const { api, admin, types, slots, reload, onRefused, onError, onNotice } = options;
  const [state, setState] = useState<SlotFlowState>(CLOSED);
  // Events may follow each other before a render (a save's answer): each reads the latest state.
  const current = useRef(state);

  const selected = useMemo(() => {
    const chosen = state.slot;
    return chosen ? (slots.find((s) => s.key === chosen.key) ?? chosen) : null;
  }, [state.slot, slots]);

  /** Makes the save; gives how many slots `set_dispo` created. */
  const perform = async (save: SlotSave): Promise<number> => {
    switch (save.kind) {
      case 'free':
        await freeSlot(api, save.slot);
        return 0;
      case 'delete': {
        const { scope, slot } = save;
        if (scope.kind === 'one') await deleteSlot(api, slot);
        else if (scope.kind === 'whole') await deleteSeries(api, slot, {});
        else await deleteSeries(api, slot, { from: scope.from, to: scope.to });
        return 0;
      }
      case 'edit':
        await editSlot(api, save.slot, save.newData);
        return 0;
      case 'book':
        await bookSlot(api, save.slot, save.client, save.contract);
        return 0;
      case 'create':
        return (await createSlots(api, save.input, types)).keys.length;
    }
  };
  const submit = async (save: SlotSave) => {
    let created: number;
    try {
      created = await perform(save);
    } catch (error) {
      send({ type: 'failed', save, failure: saveFailure(error) });
      throw error;
    }
    send({ type: 'saved', save, created });
  };
  const confirmation = useCall(submit, { onRefused });

  const run = (command: SlotCommand) => {
    switch (command.type) {
      case 'save':
        return void confirmation.run(command.save);
      case 'mail':
        return void sendValidationMail(api, command.slot).catch((error: unknown) =>
          send({ type: 'mailFailed', message: saveFailure(error).message }),
        );
      case 'notice':
        return onNotice(command.message);
      case 'banner':
        return onError(command.message);
      case 'reload':
        return reload();
    }
  };

  function send(event: SlotFlowEvent) {
    const step = slotFlow(current.current, event);
    if (step.state !== current.current) {
      current.current = step.state;
      setState(step.state);
    }
    step.commands.forEach(run);
  }

  return {
    state,
    selected,
    openDialog: (dialog) => send({ type: 'dialogOpened', dialog, admin }),
    closeDialog: () => send({ type: 'dialogClosed' }),
    openSlot: (slot, intent) =>
      send(intent ? { type: 'slotOpened', slot, intent } : { type: 'slotOpened', slot }),
    choose: (step) => send({ type: 'stepChosen', step }),
    confirm: () => {
      if (selected) send({ type: 'confirmed', slot: selected });
    },
    back: () => send({ type: 'back' }),
    closeSlot: () => send({ type: 'slotClosed' }),
    onDate: (day, time, agency) => send({ type: 'dateClicked', day, time, agency, admin }),
    create: (day, agency) =>
      send({ type: 'createAsked', day, agency, range: defaultSlotRange(Date.now()) }),
    closeAdd: () => send({ type: 'addClosed' }),
    save: refusalAware(submit, onRefused),
    busy: confirmation.status === 'running',
  };
}
