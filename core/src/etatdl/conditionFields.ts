/**
 * Fields of a condition record (spec 3 §3.1) that the server owns: who the record is (its ids,
 * its link, its contract and registration, company and client), its waiting flag, and when its
 * return work order was sent. A save sets the controls itself (§4.1).
 */
export const CONDITION_SERVER_FIELDS: readonly string[] = [
  'CLD_IDEnreg',
  'CLD_ID_CONTRAT_LOC_DATA',
  'CLD_LIEN',
  'CLD_NUM_CONTRAT',
  'CLD_MATRICULE',
  'CLD_ID_SOCIETE',
  'CLD_ID_CLIENT',
  'CLD_WAITING',
  'CLD_OR_RETOUR_ENVOYE',
];

/** The record's edit count (`get_materials` answers it with the record; ours). */
export const CONDITION_VERSION_FIELD = 'version';

const SAVED = /^(CLD_[A-Za-z0-9_]+|CHECK_LIST_JSON|CHECK_LIST_JSON_GESTION|TECHNICIEN_DEPART)$/;
const SERVER = new Set(CONDITION_SERVER_FIELDS);

/**
 * Whether a save may write a field: a CLD_ field, a checklist (CHECK_LIST_JSON,
 * CHECK_LIST_JSON_GESTION) or TECHNICIEN_DEPART, and not one of {@link CONDITION_SERVER_FIELDS}.
 */
export function isWritableConditionField(key: string): boolean {
  return SAVED.test(key) && !SERVER.has(key);
}

/** A value as compared: a number as its text, and absent, null and '' as nothing. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, comparable((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * Whether a sent value is the value read: the same JSON, where a number and its decimal text
 * (`12` and `"12"`) are alike, and absent, null and '' are alike.
 */
export function sameConditionValue(sent: unknown, read: unknown): boolean {
  return JSON.stringify(comparable(sent)) === JSON.stringify(comparable(read));
}

export type ConditionFieldsCheck =
  | { readonly ok: true; readonly fields: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly code: 'staleVersion' }
  | { readonly ok: false; readonly code: 'fieldNotWritable'; readonly key: string };

/**
 * Field-tools issue item 10: what a save of a record writes. `read` is the record as
 * `get_materials` answers it (its CLD_ fields, CLD_IDEnreg, CLD_LIEN and `version`), or null
 * when there is none yet (a creation). A field a save may not write
 * ({@link isWritableConditionField}) sent with the value read is accepted and left out, so a
 * client may send back the whole record it read; sent with another value it is refused
 * (`fieldNotWritable`, the first such key). A `version` other than the one read is a record
 * saved since (`staleVersion`, checked first). The other fields are the ones to write.
 */
export function conditionFieldsToWrite(
  sent: Readonly<Record<string, unknown>>,
  read: Readonly<Record<string, unknown>> | null,
): ConditionFieldsCheck {
  const unchanged = (key: string) => read !== null && sameConditionValue(sent[key], read[key]);
  if (CONDITION_VERSION_FIELD in sent && read !== null && !unchanged(CONDITION_VERSION_FIELD)) {
    return { ok: false, code: 'staleVersion' };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (isWritableConditionField(key)) {
      fields[key] = value;
    } else if (!unchanged(key)) {
      return { ok: false, code: 'fieldNotWritable', key };
    }
  }
  return { ok: true, fields };
}
