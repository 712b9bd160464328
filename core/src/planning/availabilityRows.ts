import type { DisplayFilter } from './availabilitySettings';
import { text } from '../text';

/** A fleet item as `get_parc` returns it (spec 1 §3 Fleet item). */
export interface ParcItem {
  readonly FAMILLE?: string | null;
  readonly SOUS_FAMILLE?: string | null;
  readonly MATRICULE?: string | number | null;
  readonly INDEX_SFAMILLE?: string | number | null;
  readonly AGENCE?: string | null;
  readonly ID_AGENCE?: string | number | null;
  readonly [field: string]: unknown;
}

/** One row of the availability timeline: a fleet item under its family and sub-family. */
export interface AvailabilityRow {
  /** The fleet item's registration (the row id events point at). */
  readonly id: string;
  readonly title: string;
  readonly family: string;
  readonly subFamily: string;
  /** INDEX_SFAMILLE as text; empty when the item has none. */
  readonly subFamilyIndex: string;
  readonly agency: string;
  readonly agencyId: string;
}

export interface AvailabilityRowOptions {
  /** spec 1 §4: 0 Parc complet, 1 Contrats actif, 2 Sous familles active. */
  readonly filter: DisplayFilter;
  /** Row ids that carry at least one bar in the displayed window. */
  readonly busyIds: ReadonlySet<string>;
  /** Chosen families or sub-families (the search chips); empty keeps every row. */
  readonly search?: readonly string[];
  /** The chosen agency id; empty or null keeps every agency. */
  readonly agencyId?: string | number | null;
}

/** spec 1 §5: a group whose title has 3 characters or fewer is hidden. */
export function isHiddenGroupTitle(title: string): boolean {
  return title.trim().length <= 3;
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** spec 1 §5: rows sort by id, then by sub-family index; an empty index goes last. */
export function compareAvailabilityRows(
  a: Pick<AvailabilityRow, 'id' | 'subFamilyIndex'>,
  b: Pick<AvailabilityRow, 'id' | 'subFamilyIndex'>,
): number {
  const byId = collator.compare(a.id, b.id);
  if (byId !== 0) return byId;
  return compareSubFamilyIndex(a.subFamilyIndex, b.subFamilyIndex);
}

/** Sub-family indexes in numeric order, an empty index last (spec 1 §5). */
export function compareSubFamilyIndex(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return collator.compare(a, b);
}

/** Turns a fleet item into a row (no filtering). */
export function toAvailabilityRow(item: ParcItem): AvailabilityRow {
  const id = text(item.MATRICULE);
  const detail = [text(item.MARQUE), text(item.TYPE)].filter(Boolean).join(' ');
  return {
    id,
    title: detail ? `${id} · ${detail}` : id,
    family: text(item.FAMILLE),
    subFamily: text(item.SOUS_FAMILLE),
    subFamilyIndex: text(item.INDEX_SFAMILLE),
    agency: text(item.AGENCE),
    agencyId: text(item.ID_AGENCE),
  };
}

/**
 * spec 1 §4–§5: the rows of the availability planning. Items without a registration and items
 * whose family or sub-family title has 3 characters or fewer are left out; then the search chips
 * (family or sub-family), the agency, and the display filter (0 every item, 1 items with a bar in
 * the window, 2 items of a sub-family that has one) apply; rows sort by id then sub-family index.
 */
export function buildAvailabilityRows(
  parc: readonly ParcItem[],
  options: AvailabilityRowOptions,
): AvailabilityRow[] {
  const search = new Set((options.search ?? []).map((s) => s.trim()).filter(Boolean));
  const agencyId = text(options.agencyId);
  const rows = parc
    .map(toAvailabilityRow)
    .filter(
      (row) =>
        row.id !== '' && !isHiddenGroupTitle(row.family) && !isHiddenGroupTitle(row.subFamily),
    )
    .filter((row) => search.size === 0 || search.has(row.family) || search.has(row.subFamily))
    .filter((row) => agencyId === '' || row.agencyId === agencyId);
  let kept = rows;
  if (options.filter === 1) {
    kept = rows.filter((row) => options.busyIds.has(row.id));
  } else if (options.filter === 2) {
    const activeSubFamilies = new Set(
      rows.filter((row) => options.busyIds.has(row.id)).map((row) => groupKey(row)),
    );
    kept = rows.filter((row) => activeSubFamilies.has(groupKey(row)));
  }
  return [...kept].sort(compareAvailabilityRows);
}

const groupKey = (row: AvailabilityRow) => `${row.family}\u0000${row.subFamily}`;

/** The search choices: every family and sub-family of the visible fleet, each once, sorted. */
export function searchOptions(
  parc: readonly ParcItem[],
): { readonly value: string; readonly kind: 'famille' | 'sous-famille' }[] {
  const families = new Set<string>();
  const subFamilies = new Set<string>();
  for (const item of parc) {
    const family = text(item.FAMILLE);
    const subFamily = text(item.SOUS_FAMILLE);
    if (isHiddenGroupTitle(family) || isHiddenGroupTitle(subFamily)) continue;
    families.add(family);
    subFamilies.add(subFamily);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => collator.compare(a, b));
  return [
    ...sorted(families).map((value) => ({ value, kind: 'famille' as const })),
    ...sorted(subFamilies)
      .filter((value) => !families.has(value))
      .map((value) => ({ value, kind: 'sous-famille' as const })),
  ];
}
