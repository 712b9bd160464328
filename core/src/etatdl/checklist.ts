import type { ConditionLeg } from './conditionState';

/** spec 3 §3.2: a checklist value, "a value or a list of values" (multi-select). */
export type ChecklistValue = string | readonly string[];

/** spec 3 §3.2 Checklist line; `id` is the line's index. */
export interface ChecklistLine {
  readonly id: number;
  readonly CH_DESIGNATION: string;
  readonly CLD_QTE_DEPART: ChecklistValue;
  readonly CLD_QTE_RETOUR: ChecklistValue;
  /** Comma-separated allowed values; empty when the line takes a free value (a quantity). */
  readonly CLD_SELECTION: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scalarText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** A stored value as a ChecklistValue: text and numbers as text, lists as lists of text. */
function readValue(value: unknown): ChecklistValue {
  if (Array.isArray(value)) return value.map(scalarText).filter((v) => v.trim() !== '');
  return scalarText(value);
}

/**
 * spec 3 §3.1 CHECK_LIST_JSON / CHECK_LIST_JSON_GESTION: the lines of a stored checklist, given as
 * JSON text or as a list, each line plain or under `fieldData`. Anything unreadable gives no line,
 * never an exception; `id` is the line's index (§3.2).
 */
export function parseChecklist(stored: unknown): ChecklistLine[] {
  let list: unknown = stored;
  if (typeof stored === 'string') {
    try {
      list = stored.trim() === '' ? [] : JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((item, id) => {
    const line = isRecord(item.fieldData) ? item.fieldData : item;
    return {
      id,
      CH_DESIGNATION: scalarText(line.CH_DESIGNATION),
      CLD_QTE_DEPART: readValue(line.CLD_QTE_DEPART),
      CLD_QTE_RETOUR: readValue(line.CLD_QTE_RETOUR),
      CLD_SELECTION: scalarText(line.CLD_SELECTION),
    };
  });
}

/** The JSON text saved in CHECK_LIST_JSON_GESTION (ids renumbered to the lines' order). */
export function serializeChecklist(lines: readonly ChecklistLine[]): string {
  return JSON.stringify(lines.map((line, id) => ({ ...line, id })));
}

/** spec 3 §3.2 "CLD_SELECTION (comma-separated allowed values)": trimmed, once each, no empties. */
export function allowedChecklistValues(selection: unknown): string[] {
  const text = scalarText(selection);
  return [...new Set(text.split(',').map((v) => v.trim()))].filter((v) => v !== '');
}

/** The values of a checklist cell as a list (`''` → `[]`, `'OK'` → `['OK']`). */
export function checklistValueList(value: unknown): string[] {
  const read = readValue(value);
  const list = typeof read === 'string' ? [read] : [...read];
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/** spec 3 §5.1 rule 1, §5.2 rule 1: whether a checklist cell is empty. */
export function isEmptyChecklistValue(value: unknown): boolean {
  return checklistValueList(value).length === 0;
}

/**
 * spec 3 §3.2 "a value or a list of values": how a selection is stored. No value is `''`, one
 * value is that value (so single-choice readers keep working), more are a list.
 */
export function encodeChecklistValue(values: readonly string[]): ChecklistValue {
  const list = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
  if (list.length === 0) return '';
  if (list.length === 1) return list[0] ?? '';
  return list;
}

/**
 * spec 3 §2.2 section 4 "the CTRL key multi-selects when multipleSelection is on": choosing
 * `value` with `adding` (CTRL held and the option on) adds it to the cell, or takes it out when it
 * is already there; otherwise the cell holds that value alone.
 */
export function selectChecklistValue(
  current: ChecklistValue,
  value: string,
  adding: boolean,
): ChecklistValue {
  if (!adding) return encodeChecklistValue([value]);
  const list = checklistValueList(current);
  const chosen = value.trim();
  return encodeChecklistValue(
    list.includes(chosen) ? list.filter((v) => v !== chosen) : [...list, chosen],
  );
}

/**
 * Whether a cell's value fits its line (the server checks each saved line): a line with allowed
 * values (§3.2) takes only those, and more than one only when multipleSelection is on; a line
 * without takes one free value. An empty cell fits (§5 rules report it at save time).
 */
export function acceptsChecklistValue(
  line: Pick<ChecklistLine, 'CLD_SELECTION'>,
  value: unknown,
  multipleSelection: boolean,
): boolean {
  const values = checklistValueList(value);
  if (values.length > 1 && !multipleSelection) return false;
  const allowed = allowedChecklistValues(line.CLD_SELECTION);
  return allowed.length === 0 || values.every((v) => allowed.includes(v));
}

/**
 * spec 3 §4.1 "When the departure is done and the return is not, the return checklist values
 * start as copies of the departure values": every empty return cell takes the departure value; a
 * return value already entered is kept.
 */
export function startReturnChecklist(lines: readonly ChecklistLine[]): ChecklistLine[] {
  return lines.map((line) =>
    isEmptyChecklistValue(line.CLD_QTE_RETOUR)
      ? {
          ...line,
          CLD_QTE_RETOUR:
            typeof line.CLD_QTE_DEPART === 'string'
              ? line.CLD_QTE_DEPART
              : [...line.CLD_QTE_DEPART],
        }
      : line,
  );
}

/** The value of a line on one leg. */
export function checklistValueOf(line: ChecklistLine, leg: ConditionLeg): ChecklistValue {
  return leg === 'DEPART' ? line.CLD_QTE_DEPART : line.CLD_QTE_RETOUR;
}

/**
 * The key that names a checklist cell among the fields to highlight (spec 3 §2.2 "Required empty
 * fields are highlighted in orange"): `CLD_QTE_RETOUR:3` is the return cell of line 3.
 */
export function checklistFieldKey(id: number, leg: ConditionLeg): string {
  return `CLD_QTE_${leg}:${id}`;
}
