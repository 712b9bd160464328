/** Excel's limit on a sheet name (spec 1 §5, §9 "sheet names at most 31 characters"). */
export const SHEET_NAME_MAX = 31;

const FORBIDDEN = /[[\]:*?/\\]/g;

/**
 * Sheet names for the statistics export, one per label, in order (spec 1 §5 "Exported sheet names
 * are cut to 31 characters"): characters Excel refuses (`[ ] : * ? / \`) become spaces, names are
 * cut to 31 characters, an empty name becomes `Feuille`, and a name already taken (case-
 * insensitively, as Excel compares) gets ` (2)`, ` (3)`… within the 31 characters.
 */
export function uniqueSheetNames(labels: readonly string[]): string[] {
  const taken = new Set<string>();
  return labels.map((label) => {
    const clean =
      label
        .replace(FORBIDDEN, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^'+|'+$/g, '') || 'Feuille';
    let name = clean.slice(0, SHEET_NAME_MAX).trimEnd();
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${clean.slice(0, SHEET_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
