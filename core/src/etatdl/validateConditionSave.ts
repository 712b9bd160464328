import {
  checklistFieldKey,
  checklistValueOf,
  isEmptyChecklistValue,
  type ChecklistLine,
} from './checklist';
import type { ConditionLeg } from './conditionState';
import { CONDITION_CHECK_MESSAGES as M, CONDITION_FIELD_LABELS } from './messages';

/** spec 3 §3.3 Custom field definition, as read from the wire. */
export interface CustomFieldDefinition {
  readonly name?: unknown;
  readonly show?: unknown;
  readonly mandatory?: unknown;
  readonly key_depart?: unknown;
  readonly key_retour?: unknown;
  readonly label_depart?: unknown;
  readonly label_retour?: unknown;
  readonly type?: unknown;
}

/** What a save is checked on: the record's CLD_ fields as the form holds them, and the rest. */
export interface ConditionSaveInput {
  /** The form's values under the record's names (CLD_NUM_CONTRAT, CLD_KILOMETRE_RETOUR, …). */
  readonly values: Readonly<Record<string, unknown>>;
  readonly checklist: readonly ChecklistLine[];
  /** How many photos the saved leg has (PHOTO_1 for the departure, PHOTO_2 for the return). */
  readonly photoCount: number;
  readonly customFields: readonly CustomFieldDefinition[];
  /** spec 3 §6 nbrMinPhoto (null or 0: no minimum). */
  readonly nbrMinPhoto: number | null;
}

export type ConditionCheckCode =
  | 'departureOptionMissing'
  | 'returnOptionMissing'
  | 'minimumPhotos'
  | 'kilometreBelowDeparture'
  | 'hourMeterBelowDeparture'
  | 'fieldMissing';

export type ConditionSaveCheck =
  | { readonly ok: true; readonly missing: readonly [] }
  | {
      readonly ok: false;
      /** The first failing rule, in the order of §5.1 / §5.2. */
      readonly code: ConditionCheckCode;
      /** Its French text (spec 3 §5), shown about 2 s (§9). */
      readonly message: string;
      /** The fields that rule is about. */
      readonly fields: readonly string[];
      /** Every required field left empty, to highlight in orange (§2.2), in the form's order. */
      readonly missing: readonly string[];
    };

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const TRUE_TEXTS = new Set(['1', 'true', 'oui', 'on']);
const isOn = (value: unknown) =>
  value === true ||
  (value !== null &&
    TRUE_TEXTS.has(
      String(value ?? '')
        .trim()
        .toLowerCase(),
    ));

/** A meter reading as a number (`12 345`, `1234,5`); null when empty or not a number. */
export function readingNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

interface RequiredField {
  readonly key: string;
  readonly label: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The fields a save requires, in order (spec 3 §5.1 "Required for return: return validation date,
 * return inspector, return signer and signature (unless the signer is marked unavailable), and
 * custom fields mandatory for return"; §5.2 "contract number, departure validation date,
 * departure inspector, signer and signature (unless unavailable), custom fields mandatory for
 * departure"). A custom field counts when it is mandatory, has a key on that leg and is shown
 * (a definition without `show` is shown): nobody can fill a hidden field.
 */
export function requiredConditionFields(
  leg: ConditionLeg,
  values: Readonly<Record<string, unknown>>,
  customFields: readonly CustomFieldDefinition[],
): RequiredField[] {
  const own = (key: keyof typeof CONDITION_FIELD_LABELS): RequiredField => ({
    key,
    label: CONDITION_FIELD_LABELS[key],
  });
  const fields: RequiredField[] = leg === 'DEPART' ? [own('CLD_NUM_CONTRAT')] : [];
  fields.push(own(`CLD_DATE_${leg}_VALIDATION`), own(`CLD_CONTROLEUR_${leg}`));
  if (!isOn(values[`CLD_FLAG_SIGNATAIRE_${leg}`])) {
    fields.push(own(`CLD_SIGNATAIRE_${leg}`), own(`CLD_SIGNATURE_${leg}`));
  }
  for (const field of customFields) {
    const key = text(leg === 'DEPART' ? field.key_depart : field.key_retour);
    const hidden = field.show !== undefined && !isOn(field.show);
    if (key === '' || hidden || !isOn(field.mandatory)) continue;
    const label = text(leg === 'DEPART' ? field.label_depart : field.label_retour);
    fields.push({ key, label: label || text(field.name) || key });
  }
  return fields;
}

type Failure = Omit<Extract<ConditionSaveCheck, { ok: false }>, 'ok' | 'missing'>;

function firstFailure(leg: ConditionLeg, input: ConditionSaveInput): Failure | null {
  const { values } = input;
  for (const line of input.checklist) {
    if (isEmptyChecklistValue(checklistValueOf(line, leg))) {
      const code = leg === 'DEPART' ? 'departureOptionMissing' : 'returnOptionMissing';
      return {
        code,
        message: M[code](line.CH_DESIGNATION),
        fields: [checklistFieldKey(line.id, leg)],
      };
    }
  }
  const min = input.nbrMinPhoto ?? 0;
  if (min > 0 && input.photoCount < min) {
    return { code: 'minimumPhotos', message: M.minimumPhotos(min), fields: [`PHOTO_${leg}`] };
  }
  if (leg === 'RETOUR') {
    const meters = [
      ['KILOMETRE', 'kilometreBelowDeparture'],
      ['HORAMETRE', 'hourMeterBelowDeparture'],
    ] as const;
    for (const [meter, code] of meters) {
      const departure = readingNumber(values[`CLD_${meter}_DEPART`]);
      const ret = readingNumber(values[`CLD_${meter}_RETOUR`]);
      if (departure !== null && ret !== null && ret < departure) {
        return { code, message: M[code], fields: [`CLD_${meter}_RETOUR`] };
      }
    }
  }
  for (const field of requiredConditionFields(leg, values, input.customFields)) {
    if (isBlank(values[field.key])) {
      return { code: 'fieldMissing', message: M.fieldMissing(field.label), fields: [field.key] };
    }
  }
  return null;
}

/** Every required field left empty on that leg: checklist cells first, then the §5 fields. */
function missingFields(leg: ConditionLeg, input: ConditionSaveInput): string[] {
  return [
    ...input.checklist
      .filter((line) => isEmptyChecklistValue(checklistValueOf(line, leg)))
      .map((line) => checklistFieldKey(line.id, leg)),
    ...requiredConditionFields(leg, input.values, input.customFields)
      .filter((field) => isBlank(input.values[field.key]))
      .map((field) => field.key),
  ];
}

/**
 * spec 3 §5.1 (a return save) and §5.2 (a departure save): the checks in the spec's order, the
 * first failing one's French text, and every required empty field to highlight in orange.
 *
 * Return: 1 an empty return checklist value; 2 fewer return photos than nbrMinPhoto; 3 a return
 * kilometre reading below the departure one; 4 the same for the hour meter; 5 each required field.
 * Departure: 1 an empty departure checklist value; 2 the photo minimum; 3 each required field.
 * The meter rules compare two filled readings; an empty one is not a reading.
 */
export function validateConditionSave(
  leg: ConditionLeg,
  input: ConditionSaveInput,
): ConditionSaveCheck {
  const failure = firstFailure(leg, input);
  if (!failure) return { ok: true, missing: [] };
  return { ok: false, ...failure, missing: missingFields(leg, input) };
}
