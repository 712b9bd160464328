/** spec 2 §9 "agency column title is the first 2 characters of the label". */
export const AGENCY_CODE_LENGTH = 2;

const key = (text: string) => text.toLocaleLowerCase('fr');

/**
 * The column titles of the bike appointment calendar, in the order of `names`: each agency's first
 * two characters (spec 2 §9), unless another agency shown starts with the same two (« Ly » for
 * Lyon Gerland and Lyon Part-Dieu, letter case aside). Those get the shortest beginning of their
 * name that no other agency shares, marked cut with a full stop (« Lyon G. », « Lyon P. »), or
 * their whole name when no beginning is theirs alone: a tooltip does not show on a tablet.
 */
export function agencyColumnTitles(names: readonly string[]): string[] {
  const trimmed = names.map((name) => name.trim());
  return trimmed.map((name, index) => {
    const others = trimmed.filter((_, i) => i !== index).map(key);
    const sharedBy = (prefix: string) => others.some((other) => other.startsWith(key(prefix)));
    const code = name.slice(0, AGENCY_CODE_LENGTH);
    if (!sharedBy(code)) return code;
    for (let length = AGENCY_CODE_LENGTH + 1; length < name.length; length += 1) {
      const prefix = name.slice(0, length);
      // A beginning that ends on a space says nothing more than one without it.
      if (prefix.endsWith(' ') || sharedBy(prefix)) continue;
      return `${prefix}.`;
    }
    return name;
  });
}
