import { CONDITION_CHECK_MESSAGES as M } from './messages';

/** spec 3 §2.2 section 3, §5.3 "Equipment search needs at least 3 characters". */
export const EQUIPMENT_SEARCH_MIN = 3;

/** spec 3 §3.4 Equipment-park record, the fields the search reads. */
export interface ParkEquipment {
  readonly MATRICULE?: unknown;
  readonly FAMILLE?: unknown;
  readonly SOUS_FAMILLE?: unknown;
  readonly TYPE?: unknown;
  readonly MARQUE?: unknown;
  readonly NUMERO_SERIE?: unknown;
}

const SEARCHED = [
  'MATRICULE',
  'FAMILLE',
  'SOUS_FAMILLE',
  'TYPE',
  'MARQUE',
  'NUMERO_SERIE',
] as const;

/** Lower case, accents off, spaces trimmed: « Nacelle Électrique » finds « electrique ». */
const folded = (value: unknown) =>
  (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export type EquipmentSearch<T> =
  /** Fewer than 3 characters: no search yet. */
  | { readonly searched: false; readonly matches: readonly T[]; readonly message: null }
  | {
      readonly searched: true;
      readonly matches: readonly T[];
      /** « Aucun équipement ne correspond à votre recherche » when nothing matches (§2.2, §8). */
      readonly message: string | null;
    };

/**
 * spec 3 §2.2 section 3 and §5.3: the park equipment whose registration, family, sub-family,
 * type, brand or serial number contains the query (case and accents ignored), once the query has
 * 3 characters; the §8 text when nothing matches.
 */
export function searchEquipment<T extends ParkEquipment>(
  park: readonly T[],
  query: string,
): EquipmentSearch<T> {
  const q = folded(query);
  if (q.length < EQUIPMENT_SEARCH_MIN) return { searched: false, matches: [], message: null };
  const matches = park.filter((item) => SEARCHED.some((field) => folded(item[field]).includes(q)));
  return { searched: true, matches, message: matches.length === 0 ? M.noMatchingEquipment : null };
}

/**
 * spec 3 §2.2 section 3 "unknown matricule is flagged 'Équipement inconnu'": the flag of a typed
 * registration not in the park (case and surrounding spaces ignored), null when known or empty.
 */
export function unknownEquipmentFlag(
  park: readonly ParkEquipment[],
  registration: unknown,
): string | null {
  const r = folded(registration);
  if (r === '') return null;
  return park.some((item) => folded(item.MATRICULE) === r) ? null : M.unknownEquipment;
}
