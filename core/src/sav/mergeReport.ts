/** A field both sides changed since the version the device started from. */
export interface SavMergeConflict {
  readonly field: string;
  /** The value at the version the device started from. */
  readonly base: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
}

export interface SavMerge {
  /** The stored report with the device's changes applied where only the device changed them. */
  readonly merged: Record<string, unknown>;
  /** The fields the device changed (applied, or in conflict). */
  readonly changed: readonly string[];
  readonly conflicts: readonly SavMergeConflict[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Issue 37 « Field-level merge »: the device edited `mine` from `base` while the office saved
 * `theirs`. A field changed on one side only takes that side's value; a field changed on both
 * sides to different values is a conflict the technician settles (never a silent overwrite). The
 * same change made on both sides is no conflict. `ignore` lists fields the server owns (version).
 */
export function mergeSavReport(
  base: Readonly<Record<string, unknown>>,
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
  ignore: readonly string[] = ['version'],
): SavMerge {
  const merged: Record<string, unknown> = { ...theirs };
  const changed: string[] = [];
  const conflicts: SavMergeConflict[] = [];
  for (const field of Object.keys(mine)) {
    if (ignore.includes(field) || same(mine[field], base[field])) continue;
    changed.push(field);
    if (same(theirs[field], base[field]) || same(theirs[field], mine[field])) {
      merged[field] = mine[field];
    } else {
      conflicts.push({ field, base: base[field], mine: mine[field], theirs: theirs[field] });
    }
  }
  return { merged, changed, conflicts };
}
