/**
 * Replaces the hour separator `H` (or `h`) between hours and minutes with a colon (spec 3 §2.2:
 * "an hour separator 'H' is replaced by a colon"): `10H30` → `10:30`, `8h05` → `8:05`. Other text
 * is left as is.
 */
export function hourSeparatorToColon(text: string): string {
  return text.replace(/(\d{1,2})\s*[hH]\s*(\d{2})/g, '$1:$2');
}
