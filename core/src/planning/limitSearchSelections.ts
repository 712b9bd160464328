import { MAX_SEARCH_SELECTIONS } from './availabilitySettings';

/** spec 1 §5: the resource search accepts at most 3 selections; a fourth is removed. */
export function limitSearchSelections<T>(
  selections: readonly T[],
  max: number = MAX_SEARCH_SELECTIONS,
): T[] {
  return selections.slice(0, max);
}
