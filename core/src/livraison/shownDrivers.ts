/** spec 1 §3 User: `tech_to_show_planning_livraison` is comma-separated names, read in order, once. */
export function parseDriverList(value: string | null | undefined): string[] {
  const names: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim();
    if (name !== '' && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The comma-separated form saved with `set_technicien_liste_to_show` (spec 1 §7). */
export function formatDriverList(names: readonly string[]): string {
  return parseDriverList(names.join(',')).join(',');
}

/**
 * spec 1 §4: the drivers shown on the delivery planning are the admin's saved list, in the order of
 * the driver list; names no longer in the list are dropped. An empty (or fully stale) saved list
 * shows every driver, so the page is never blank.
 */
export function driversToShow(
  allDrivers: readonly string[],
  saved: string | null | undefined,
): string[] {
  const chosen = new Set(parseDriverList(saved));
  const shown = allDrivers.filter((name) => chosen.has(name));
  return shown.length > 0 ? shown : [...allDrivers];
}
