import {
  conditionFormDefaults,
  conditionSaveLeg,
  conditionState,
  formDateToSaved,
  levelInEighths,
  savedDateToForm,
  serializeChecklist,
  startReturnChecklist,
  type ChecklistLine,
  type ConditionLeg,
} from '@locasuite/core';
import { text, type ConditionFormData, type EquipmentItem } from '../components/form/formApi';

// The condition form's draft (spec 3 §2.2): what it starts from, read from the record, and what a
// save writes back, in the record's formats.

export const LEGS: readonly ConditionLeg[] = ['DEPART', 'RETOUR'];

/** The record's fields the form edits, per leg (spec 3 §2.2 sections 5, 6, 8, 10, 11). */
const LEG_FIELDS = [
  'DATE_{leg}_VALIDATION',
  'HEURE_{leg}',
  'KILOMETRE_{leg}',
  'HORAMETRE_{leg}',
  'NIVEAU_GAS_{leg}',
  'NIVEAU_ADBLUE_{leg}',
  'COMMENTAIRE_{leg}',
  'COMMENTAIRE_TECH_{leg}',
  'CONTROLEUR_{leg}',
  'SIGNATAIRE_{leg}',
  'SIGNATURE_{leg}',
  'FLAG_SIGNATAIRE_{leg}',
  'OBSERVATION_PHOTO_{leg}',
] as const;
/** Fields of no leg: the rental and internal comments, the error toggle (section 10). */
const SHARED_FIELDS = ['CLD_COMMENTAIRE_LOCATION', 'CLD_COMMENTAIRE_INTERNE', 'CLD_ERREUR'];

export const legField = (pattern: (typeof LEG_FIELDS)[number], leg: ConditionLeg) =>
  `CLD_${pattern.replace('{leg}', leg)}`;

const DATE_FIELDS = new Set(['CLD_DATE_DEPART_VALIDATION', 'CLD_DATE_RETOUR_VALIDATION']);

export type FormValues = Readonly<Record<string, string>>;

/** The custom fields' keys that hold a date (typed as DD/MM/YYYY, saved as MM-DD-YYYY). */
function customDateKeys(data: ConditionFormData): ReadonlySet<string> {
  return new Set(
    data.customFields
      .filter((f) => f.kind === 'date')
      .flatMap((f) => [f.keyDepart, f.keyRetour])
      .filter(Boolean),
  );
}

function readEquipments(value: unknown): EquipmentItem[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({ description: text(e.description), matricule: text(e.matricule) }));
}

export interface Draft {
  readonly values: FormValues;
  readonly checklist: readonly ChecklistLine[];
  readonly equipments: readonly EquipmentItem[];
}

/** What the form holds beside its text values: the checklist and the equipment list. */
export type Lists = Omit<Draft, 'values'>;

export const listsOf = (draft: Lists): Lists => ({
  checklist: draft.checklist,
  equipments: draft.equipments,
});

/**
 * The form's starting values: the record's, dates in the form's format, then the §4.1 defaults
 * and the validation moment (core conditionFormDefaults).
 */
export function draftOf(data: ConditionFormData, userName: string, now: Date): Draft {
  const { record } = data;
  const keys = [
    ...LEGS.flatMap((leg) => LEG_FIELDS.map((f) => legField(f, leg))),
    ...SHARED_FIELDS,
  ];
  const customKeys = data.customFields.flatMap((f) => [f.keyDepart, f.keyRetour]).filter(Boolean);
  const customDates = customDateKeys(data);
  const values: Record<string, string> = {};
  for (const key of [...keys, ...customKeys]) {
    const raw = text(record[key]);
    values[key] = DATE_FIELDS.has(key) || customDates.has(key) ? savedDateToForm(raw) : raw;
  }
  // Levels are chosen in eighths (0 to 8): `3/4` or `50 %` read from older records too.
  for (const key of Object.keys(values).filter((k) => k.startsWith('CLD_NIVEAU_'))) {
    const eighths = levelInEighths(values[key]);
    values[key] = eighths === null ? '' : String(eighths);
  }
  const state = conditionState(record);
  const leg = conditionSaveLeg(state, false);
  if (leg) {
    Object.assign(
      values,
      conditionFormDefaults({ ...record, ...values }, leg, {
        userName,
        setSignataire: data.options.setSignataire,
        now,
      }),
    );
  }
  // spec 3 §4.1: the return checklist starts as a copy of the departure one.
  const checklist = state === 'return' ? startReturnChecklist(data.checklist) : data.checklist;
  return { values, checklist, equipments: readEquipments(record.CLD_EQUIPEMENTS) };
}

/** What a save writes from the draft: values in their saved formats, the checklist, the equipment. */
export function savedDraft(data: ConditionFormData, draft: Draft): Record<string, unknown> {
  const customDates = customDateKeys(data);
  const saved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.values)) {
    saved[key] = DATE_FIELDS.has(key) || customDates.has(key) ? formDateToSaved(value) : value;
  }
  return {
    ...saved,
    CHECK_LIST_JSON_GESTION: serializeChecklist(draft.checklist),
    CLD_EQUIPEMENTS: draft.equipments.map((e) => ({ ...e })),
  };
}
