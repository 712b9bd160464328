import { text } from '@locasuite/core';

/**
 * A condition record as the PDF and the sharing read it (spec 3 §3.1): the server sends its
 * fields with the `CLD_` prefix (`CLD_NUM_CONTRAT`), some callers without (`NUM_CONTRAT`,
 * `CHECK_LIST_JSON`). Both are read; the prefixed name wins when it holds a value.
 */
export type ConditionRecord = Readonly<Record<string, unknown>>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The value of field `name` (given without its prefix). */
export function recordField(record: ConditionRecord, name: string): unknown {
  const prefixed = record[`CLD_${name}`];
  return present(prefixed) ? prefixed : record[name];
}

/** The field as trimmed text (numbers written out); `''` for anything else. */
export function recordText(record: ConditionRecord, name: string): string {
  return text(recordField(record, name));
}

/**
 * The record with every field under its `CLD_` name as well, for core's readers that take the
 * server's names (`conditionSnapshot`, `showsReturnWorkOrder`).
 */
export function withPrefixedNames(record: ConditionRecord): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('CLD_')) continue;
    if (!present(out[`CLD_${key}`])) out[`CLD_${key}`] = value;
  }
  return out;
}
