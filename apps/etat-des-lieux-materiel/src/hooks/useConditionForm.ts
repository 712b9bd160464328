import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  conditionDifferences,
  conditionEditable,
  conditionFormDefaults,
  conditionSaveLeg,
  conditionSnapshot,
  conditionState,
  controlsAfterSave,
  newSaveId,
  validateConditionSave,
  type ChecklistLine,
  type ChecklistValue,
  type ConditionDifference,
  type ConditionEditable,
  type ConditionLeg,
  type ConditionState,
  type ConditionWork,
  type PhotoTrace,
} from '@locasuite/core';
import { refusalAware, useCall, useLoad, type LoadState } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import { showCheckErrors, useWatch, useZodForm } from '@locasuite/ui/form';
import type { Control } from '@locasuite/ui/form';
import type { EtatdlApi } from '../api';
import { sendConditionReport } from '../offline/conditionWork';
import { deviceOwner } from './useWaitingRecords';
import {
  loadConditionForm,
  text,
  unlockCondition,
  type ConditionFormData,
  type EquipmentItem,
} from '../components/form/formApi';
import {
  draftOf,
  listsOf,
  savedDraft,
  type Draft,
  type FormValues,
  type Lists,
} from './conditionDraft';

type FormControl = Control<Record<string, string>>;

export interface ConditionFormState {
  readonly load: LoadState<ConditionFormData>;
  readonly state: ConditionState | null;
  readonly editable: ConditionEditable;
  /** The save Finaliser makes (null: nothing to save in this state). */
  readonly saveLeg: ConditionLeg | null;
  readonly unlocked: boolean;
  /** The text values' form (`@locasuite/ui/form`): each field binds to it by its key. */
  readonly control: FormControl;
  readonly values: FormValues;
  readonly checklist: readonly ChecklistLine[];
  readonly equipments: readonly EquipmentItem[];
  readonly photoCounts: Readonly<Record<ConditionLeg, number>>;
  /** « Écarts constatés » once the departure is done (issue 14), null before. */
  readonly differences: readonly ConditionDifference[] | null;
  /**
   * Required fields left empty at the last Finaliser, highlighted in orange (spec 3 §2.2): the
   * text values' errors of the form, and the checklist cells and photos.
   */
  readonly missing: ReadonlySet<string>;
  readonly dirty: boolean;
  readonly saving: boolean;
  /** The validation message of the last Finaliser (spec 3 §5, shown about 2 s). */
  readonly alert: string | null;
  /** A server refusal of the save (409 stale record…): the typing stays. */
  readonly saveError: { readonly message: string; readonly stale: boolean } | null;
  /** The record as the form shows it now (typed values in their saved formats): for the PDF. */
  currentRecord(): Record<string, unknown>;
  setValue(key: string, value: string): void;
  setChecklistValue(id: number, leg: ConditionLeg, value: ChecklistValue): void;
  setEquipments(update: (list: readonly EquipmentItem[]) => EquipmentItem[]): void;
  /** The photo section's count of a leg (the photo section sets it when it is plugged in). */
  setPhotoCount(leg: ConditionLeg, count: number): void;
  /** The photo section's photos of a leg, compared in « Écarts constatés ». */
  setPhotoTraces(leg: ConditionLeg, photos: readonly PhotoTrace[]): void;
  clearAlert(): void;
  /**
   * Unlocks with the password (server check); rejects with the refusal's French text (a refused
   * session has gone to the shell).
   */
  unlock(password: string): Promise<void>;
  lock(): void;
  /** Validates (§5.1 / §5.2) then saves; resolves to whether it was saved. */
  finalize(): Promise<FinalizeOutcome>;
  /** Reads the record again, dropping the typing (after a stale save). */
  reload(): void;
}

const NOT_EDITABLE: ConditionEditable = { DEPART: false, RETOUR: false };

/**
 * What Finaliser did: `saved` (the server confirmed), `stored` (no connection: the report waits on
 * this device for the next sync), or false (refused or invalid: the form stays open, typing kept).
 */
export type FinalizeOutcome = 'saved' | 'stored' | false;

/**
 * The full-screen form's state (spec 3 §2.2, §4.1, §5): the record loaded once, the values as
 * typed, the editable legs of its state (unlock included), the validation in the spec's order,
 * and the versioned save.
 */
export function useConditionForm(props: {
  readonly api: EtatdlApi;
  readonly session: ToolSession;
  readonly contract: string;
  readonly matricule: string;
  readonly now?: () => Date;
  /** A finished report of this record waits on this device: read-only (spec 3 §8). */
  readonly waitingLocally?: boolean;
  /** Whose device work a save is (the session's email). */
  readonly deviceUser?: string;
}): ConditionFormState {
  const { api, session, contract, matricule } = props;
  const waitingLocally = props.waitingLocally === true;
  const deviceUser = props.deviceUser ?? deviceOwner(session);
  const now = props.now ?? (() => new Date());
  const load = useLoad(
    useCallback(() => loadConditionForm(api, contract, matricule), [api, contract, matricule]),
    { onRefused: session.onRefused },
  );
  const data = load.data;
  const userName = session.user?.name ?? '';

  // The text values live in the kit's form (each field redraws alone); §5 is core's ordered
  // check, run at Finaliser, whose fields the form marks (showCheckErrors).
  const form = useZodForm<Record<string, string>>({ defaultValues: {} });
  const { control, reset, getValues, clearErrors, getFieldState } = form;
  const watched = useWatch({ control });
  const [lists, setLists] = useState<Lists | null>(null);
  const [initialLists, setInitialLists] = useState<string>('');
  const [photoCounts, setPhotoCounts] = useState<Record<ConditionLeg, number>>({
    DEPART: 0,
    RETOUR: 0,
  });
  const [unlocked, setUnlocked] = useState(false);
  // The required items that are not text values: checklist cells and photos.
  const [otherMissing, setOtherMissing] = useState<ReadonlySet<string>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  // Finaliser's send: the device keeps or forgets the report (sendConditionReport), the refusal
  // is the call's failure.
  const sending = useCall(
    async (work: ConditionWork) => {
      const sent = await sendConditionReport(api, work, deviceUser);
      if (sent.outcome === 'refused') throw sent.error;
      return sent.outcome;
    },
    { onRefused: session.onRefused },
  );
  const { run: send, reset: forgetSend } = sending;
  const [photoTraces, setPhotoTraces] = useState<
    Partial<Record<ConditionLeg, readonly PhotoTrace[]>>
  >({});
  // This form's own save: its device copy is the save in progress, not work waiting for a sync
  // (spec 3 §4.2); once the server confirmed, the record is what was saved.
  const [ownSave, setOwnSave] = useState<{
    readonly leg: ConditionLeg;
    readonly sent: boolean;
  } | null>(null);
  // The fields the person entered: the defaults (the validation moment) never replace them.
  const typed = useRef(new Set<string>());

  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name && type === 'change') typed.current.add(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!data) return;
    const next = draftOf(data, userName, now());
    reset(next.values);
    setLists(listsOf(next));
    setInitialLists(JSON.stringify(listsOf(next)));
    setPhotoCounts({ ...data.photoCounts });
    setUnlocked(false);
    setOtherMissing(new Set());
    forgetSend();
    setOwnSave(null);
    typed.current = new Set();
    // `now` is read once per load on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, userName, reset, forgetSend]);

  const state = !data
    ? null
    : ownSave?.sent
      ? conditionState({ ...data.record, ...controlsAfterSave(ownSave.leg) })
      : waitingLocally && ownSave === null
        ? 'waiting'
        : conditionState(data.record);
  const editable = state ? conditionEditable(state, unlocked) : NOT_EDITABLE;
  const saveLeg = state ? conditionSaveLeg(state, unlocked) : null;
  const values = useMemo(
    () => (lists ? (watched as Record<string, string>) : {}),
    [lists, watched],
  );
  const checklist = useMemo(() => lists?.checklist ?? [], [lists]);
  // The form changes its errors object in place: its keys are read at each drawing.
  const errorKeys = Object.keys(form.formState.errors).join('\n');
  const missing = useMemo(
    () => new Set([...(errorKeys === '' ? [] : errorKeys.split('\n')), ...otherMissing]),
    [errorKeys, otherMissing],
  );

  const differences = useMemo(() => {
    if (!data || !lists || text(data.record.CLD_CONTROLE_DEPART) !== '1') return null;
    // Photos are compared once both legs' sections have answered.
    const both = photoTraces.DEPART && photoTraces.RETOUR;
    return conditionDifferences(
      conditionSnapshot(values, checklist, 'DEPART', both ? photoTraces.DEPART : undefined),
      conditionSnapshot(values, checklist, 'RETOUR', both ? photoTraces.RETOUR : undefined),
    );
  }, [data, lists, values, checklist, photoTraces]);

  const setValue = useCallback(
    (key: string, value: string) => {
      if (getValues(key) !== value) typed.current.add(key);
      form.setValue(key, value, { shouldDirty: true });
      if (getFieldState(key).error) clearErrors(key);
    },
    [form, getValues, getFieldState, clearErrors],
  );

  const setChecklistValue = useCallback((id: number, leg: ConditionLeg, value: ChecklistValue) => {
    setLists((d) =>
      d
        ? {
            ...d,
            checklist: d.checklist.map((line) =>
              line.id === id ? { ...line, [`CLD_QTE_${leg}`]: value } : line,
            ),
          }
        : d,
    );
    setOtherMissing((m) => {
      const key = `CLD_QTE_${leg}:${id}`;
      if (!m.has(key)) return m;
      const next = new Set(m);
      next.delete(key);
      return next;
    });
  }, []);

  const setEquipments = useCallback(
    (update: (list: readonly EquipmentItem[]) => EquipmentItem[]) =>
      setLists((d) => (d ? { ...d, equipments: update(d.equipments) } : d)),
    [],
  );

  const setPhotoCount = useCallback(
    (leg: ConditionLeg, count: number) => setPhotoCounts((c) => ({ ...c, [leg]: count })),
    [],
  );
  const setLegPhotoTraces = useCallback(
    (leg: ConditionLeg, photos: readonly PhotoTrace[]) =>
      setPhotoTraces((t) => ({ ...t, [leg]: photos })),
    [],
  );

  const unlock = useMemo(
    () =>
      refusalAware(async (password: string) => {
        if (!data) return;
        const refusal = await unlockCondition(api, data.record, password);
        if (refusal !== null) throw new Error(refusal);
        setUnlocked(true);
      }, session.onRefused),
    [api, data, session.onRefused],
  );

  const finalize = useCallback(async (): Promise<FinalizeOutcome> => {
    if (!data || !lists || !saveLeg) return false;
    const typedValues = getValues();
    // The validation moment is Finaliser's, for the date and hour the person did not enter.
    const moment = conditionFormDefaults({ ...data.record, ...typedValues }, saveLeg, {
      userName,
      setSignataire: data.options.setSignataire,
      now: now(),
      typed: typed.current,
    });
    for (const [key, value] of Object.entries(moment)) {
      form.setValue(key, value, { shouldDirty: true });
    }
    const finalDraft: Draft = { ...lists, values: { ...typedValues, ...moment } };
    const check = validateConditionSave(saveLeg, {
      values: { ...finalDraft.values, CLD_NUM_CONTRAT: text(data.record.CLD_NUM_CONTRAT) },
      checklist: lists.checklist,
      photoCount: photoCounts[saveLeg],
      customFields: data.customFields,
      nbrMinPhoto: data.options.nbrMinPhoto,
    });
    if (!check.ok) {
      const all = [...check.missing, ...check.fields];
      showCheckErrors(
        form,
        all.filter((key) => key in finalDraft.values),
      );
      setOtherMissing(new Set(all.filter((key) => !(key in finalDraft.values))));
      setAlert(check.message);
      return false;
    }
    showCheckErrors(form, []);
    setOtherMissing(new Set());
    const payload = { ...savedDraft(data, finalDraft), ...controlsAfterSave(saveLeg) };
    const version = Number(data.record.version);
    const work = {
      kind: 'report' as const,
      recordId: text(data.record.CLD_IDEnreg),
      contract: text(data.record.CLD_NUM_CONTRAT),
      matricule: text(data.record.CLD_MATRICULE),
      leg: saveLeg,
      data: payload,
      ...(Number.isInteger(version) && version > 0 ? { version } : {}),
      saveId: newSaveId(),
    };
    // What was saved (or kept on the device) is the form's new starting point: not « unsaved ».
    const settled = () => {
      reset(finalDraft.values);
      setInitialLists(JSON.stringify(listsOf(finalDraft)));
    };
    setOwnSave({ leg: saveLeg, sent: false });
    // edit_material stores the contract link's grouped status (spec 3 §4.1) in the same
    // transaction: no separate set_client_state.
    const sent = await send(work);
    if (!sent.ok) {
      setOwnSave(null);
      return false;
    }
    setOwnSave(sent.value === 'saved' ? { leg: saveLeg, sent: true } : null);
    settled();
    return sent.value;
    // `now` is the caller's clock, read at each Finaliser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, lists, photoCounts, saveLeg, send, userName, form]);

  const currentRecord = useCallback(
    (): Record<string, unknown> =>
      data && lists
        ? { ...data.record, ...savedDraft(data, { ...lists, values: getValues() }) }
        : { ...data?.record },
    [data, lists, getValues],
  );

  return {
    load,
    state,
    editable,
    currentRecord,
    saveLeg,
    unlocked,
    control,
    values,
    checklist,
    equipments: lists?.equipments ?? [],
    photoCounts,
    differences,
    missing,
    dirty: lists !== null && (form.formState.isDirty || JSON.stringify(lists) !== initialLists),
    saving: sending.status === 'running',
    alert,
    saveError:
      sending.message === null ? null : { message: sending.message, stale: sending.conflict },
    setValue,
    setChecklistValue,
    setEquipments,
    setPhotoCount,
    setPhotoTraces: setLegPhotoTraces,
    clearAlert: useCallback(() => setAlert(null), []),
    unlock,
    lock: useCallback(() => setUnlocked(false), []),
    finalize,
    reload: load.reload,
  };
}
