import {
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  acceptsChecklistValue,
  allowedChecklistValues,
  checklistValueList,
  conditionFieldsToWrite,
  parseChecklist,
  validateConditionSave,
  type ChecklistLine,
  type ConditionLeg,
} from '@locasuite/core';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { legPhotos } from './files';
import { conditionOptions, customFields, predefinedChecklist } from './queries';

/** The longest text one field of a record holds (a drawn signature is a data URL). */
const FIELD_MAX_CHARS = 400_000;

export const CONTROL_KEYS = ['CLD_CONTROLE_DEPART', 'CLD_CONTROLE_RETOUR'] as const;

export type SaveKind = { kind: 'delete' } | { kind: 'save'; leg: ConditionLeg | null };

/**
 * What an `edit_material` asks: both controls sent empty is a delete (§4.1 "Deleting an equipment
 * record resets both controls to empty"); CR 1 a return save; CD 1 (CR 0 or absent) a departure
 * save; no control the save the record's state allows (leg null).
 */
export function saveKind(data: Readonly<Record<string, unknown>>): SaveKind {
  const sent = CONTROL_KEYS.filter((k) => k in data);
  if (sent.length === 0) return { kind: 'save', leg: null };
  const value = (k: (typeof CONTROL_KEYS)[number]) =>
    k in data ? String(data[k] ?? '').trim() : undefined;
  const cd = value('CLD_CONTROLE_DEPART');
  const cr = value('CLD_CONTROLE_RETOUR');
  if (cd === '' && cr === '') return { kind: 'delete' };
  if (cr === '1' && (cd === undefined || cd === '1')) return { kind: 'save', leg: 'RETOUR' };
  if (cd === '1' && (cr === undefined || cr === '0' || cr === '')) {
    return { kind: 'save', leg: 'DEPART' };
  }
  throw new HttpError(422, M.badControls);
}

/**
 * The fields a save writes (core `conditionFieldsToWrite`, field-tools issue item 10): the
 * controls and the fields a save may write, each at most 400,000 characters; a field the server
 * owns only with the value of `read`, the record as `get_materials` answers it (then left out),
 * or never when `read` is null (a creation): 422 otherwise. A `version` in `data` other than the
 * record's answers 409, as a stale payload version does.
 */
export function checkFields(
  data: Readonly<Record<string, unknown>>,
  read: JsonObject | null,
): JsonObject {
  const check = conditionFieldsToWrite(data, read);
  if (!check.ok) {
    throw check.code === 'staleVersion'
      ? new HttpError(409, RECORD_MESSAGES.staleRecord)
      : new HttpError(422, M.fieldNotWritable(check.key));
  }
  for (const [key, value] of Object.entries(check.fields)) {
    if ((CONTROL_KEYS as readonly string[]).includes(key)) continue;
    if (JSON.stringify(value ?? null).length > FIELD_MAX_CHARS) {
      throw new HttpError(422, M.fieldTooLong(key));
    }
  }
  return check.fields as JsonObject;
}

/**
 * Each sent checklist cell against its line's allowed values (spec 3 §3.2 CLD_SELECTION): the
 * allowed values of the predefined checklist (CHECK_LIST_JSON) of the same designation win over
 * the sent line's own; more than one value only when multipleSelection is on.
 */
export function checkChecklist(
  lines: readonly ChecklistLine[],
  predefined: readonly ChecklistLine[],
  multipleSelection: boolean,
): void {
  const selections = new Map(predefined.map((l) => [l.CH_DESIGNATION, l.CLD_SELECTION]));
  for (const line of lines) {
    const selection = selections.get(line.CH_DESIGNATION) ?? line.CLD_SELECTION;
    for (const value of [line.CLD_QTE_DEPART, line.CLD_QTE_RETOUR]) {
      if (acceptsChecklistValue({ CLD_SELECTION: selection }, value, multipleSelection)) continue;
      const values = checklistValueList(value);
      const allowed = allowedChecklistValues(selection);
      const wrong = values.find((v) => allowed.length > 0 && !allowed.includes(v));
      throw new HttpError(
        422,
        wrong === undefined
          ? M.oneValueOnly(line.CH_DESIGNATION)
          : M.valueNotAllowed(line.CH_DESIGNATION, wrong, allowed),
      );
    }
  }
}

/**
 * The record a save writes: the stored `record`, the sent `fields` (those
 * {@link checkFields} answered) and the `controls` the save sets. A sent checklist must be readable and
 * its cells among their allowed values; then core's `validateConditionSave` runs the checks of
 * spec 3 §5.1 / §5.2 for `leg` (photo count from the file store when nbrMinPhoto is set) and its
 * first failure is answered with 422.
 */
export async function checkedSave(
  ctx: HandlerContext,
  leg: ConditionLeg,
  record: JsonObject,
  fields: JsonObject,
  controls: JsonObject,
): Promise<JsonObject> {
  const options = await conditionOptions(ctx.db);
  const merged: JsonObject = { ...record, ...fields, ...controls };
  if ('CHECK_LIST_JSON_GESTION' in fields) {
    const sent = fields.CHECK_LIST_JSON_GESTION;
    if (typeof sent !== 'string' && !Array.isArray(sent)) {
      throw new HttpError(422, M.checklistUnreadable);
    }
    if (typeof sent === 'string' && sent.trim() !== '') {
      try {
        JSON.parse(sent);
      } catch {
        throw new HttpError(422, M.checklistUnreadable);
      }
    }
    checkChecklist(
      parseChecklist(sent),
      await predefinedChecklist(ctx.db, record),
      options.multipleSelection,
    );
    if (Array.isArray(sent)) merged.CHECK_LIST_JSON_GESTION = JSON.stringify(sent);
  }

  const check = validateConditionSave(leg, {
    values: merged,
    checklist: parseChecklist(merged.CHECK_LIST_JSON_GESTION),
    photoCount:
      options.nbrMinPhoto === null
        ? 0
        : (await legPhotos(ctx, record.CLD_NUM_CONTRAT, record.CLD_MATRICULE, leg)).length,
    customFields: await customFields(ctx.db, true),
    nbrMinPhoto: options.nbrMinPhoto,
  });
  if (!check.ok) throw new HttpError(422, check.message);
  merged.CLD_MODIFICATION = ctx.now().toISOString();
  return merged;
}
