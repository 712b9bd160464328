import type { ConditionControls } from './conditionState';

/** spec 3 §4.1, §7.1 `set_client_state`: the grouped status of a contract link. */
export type GroupedConditionState = '0' | '2' | 'X';

const isOne = (value: unknown) => String(value ?? '').trim() === '1';
const isZero = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' || text === '0';
};

/**
 * spec 3 §4.1 "A grouped status per contract link is computed (0 when all lines are 0/0, 2 when
 * all are 1/1, X otherwise)". An empty control counts as 0 (a deleted line, §4.1); a link with no
 * line is 0.
 */
export function groupedConditionState(lines: readonly ConditionControls[]): GroupedConditionState {
  if (lines.every((l) => isZero(l.CLD_CONTROLE_DEPART) && isZero(l.CLD_CONTROLE_RETOUR))) {
    return '0';
  }
  if (lines.every((l) => isOne(l.CLD_CONTROLE_DEPART) && isOne(l.CLD_CONTROLE_RETOUR))) {
    return '2';
  }
  return 'X';
}

/**
 * The grouped status of every contract link (CLD_LIEN) of a list of records, in the order links
 * first appear. Records without a link are left out.
 */
export function groupedConditionStates(
  records: readonly (ConditionControls & { readonly CLD_LIEN?: unknown })[],
): Map<string, GroupedConditionState> {
  const byLink = new Map<string, ConditionControls[]>();
  for (const record of records) {
    const link = String(record.CLD_LIEN ?? '').trim();
    if (link === '') continue;
    const lines = byLink.get(link);
    if (lines) lines.push(record);
    else byLink.set(link, [record]);
  }
  return new Map([...byLink].map(([link, lines]) => [link, groupedConditionState(lines)]));
}
