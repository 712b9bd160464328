/** spec 2 §9 "agency column title is the first 2 characters of the label". */
export const AGENCY_CODE_LENGTH = 2;

const codeOf = (name: string) => name.trim().slice(0, AGENCY_CODE_LENGTH).toLocaleLowerCase('fr');

/**
 * The column titles of the bike appointment calendar, in the order of `names`: each agency's first
 * two characters (spec 2 §9), unless another agency shown starts with the same two (« Ly » for
 * Lyon Gerland and Lyon Part-Dieu, letter case aside): those show their whole name, since a
 * tooltip does not show on a tablet.
 */
export function agencyColumnTitles(names: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const name of names) count.set(codeOf(name), (count.get(codeOf(name)) ?? 0) + 1);
  return names.map((name) =>
    (count.get(codeOf(name)) ?? 0) > 1 ? name.trim() : name.trim().slice(0, AGENCY_CODE_LENGTH),
  );
}
