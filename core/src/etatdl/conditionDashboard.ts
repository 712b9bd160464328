import { text } from '../text';
import { conditionState, type ConditionState } from './conditionState';

/** A condition record as the dashboard reads it (spec 3 §3.1, `get_materials`). */
export type ConditionListRecord = Readonly<Record<string, unknown>>;

/** Lower case, without accents: `Élévation` and `elevation` match. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * DECISIONS.md « /etat-des-lieux-velo … scoped to bike families »: a family is a bike family when
 * its name holds the word « vélo » or « vélos », accents and case aside (`Vélo`, `VELOS`,
 * `Vélos électriques`), not a word that only starts so (`Vélocité`).
 */
export function isBikeFamily(family: unknown): boolean {
  return /(^|[^a-z])velos?([^a-z]|$)/.test(foldText(text(family)));
}

/**
 * The records of a route (DECISIONS.md): `/etat-des-lieux-velo` lists the bike families only,
 * `/etat-des-lieux-materiel` every family (bikes are equipment too).
 */
export function inConditionScope(record: ConditionListRecord, velo: boolean): boolean {
  return !velo || isBikeFamily(record.CLD_FAMILLE);
}

/**
 * A day of a condition record (`CLD_DATE_DEPART`, `CLD_DATE_RETOUR`) as `YYYY-MM-DD`, from the
 * wire's `MM/DD/YYYY` or `MM-DD-YYYY` (spec 3 §2.2, §9) or the form's `YYYY-MM-DD`, a time after
 * it ignored; null when the text is no date.
 */
export function conditionDay(value: unknown): string | null {
  const raw = text(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[ T])/.exec(raw);
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:$|[ T])/.exec(raw);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1], us[2]]
      : [undefined, undefined, undefined];
  if (year === undefined || month === undefined || day === undefined) return null;
  const m = Number(month);
  const d = Number(day);
  const check = new Date(Date.UTC(Number(year), m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * spec 3 §2.1, §9 « sort modes 1 to 4 (departure or return date, descending or ascending) »:
 * 1 departure date descending, 2 departure ascending, 3 return date descending, 4 return ascending.
 */
export const CONDITION_SORT_MODES = [1, 2, 3, 4] as const;
export type ConditionSortMode = (typeof CONDITION_SORT_MODES)[number];

/** The date column and direction of a sort mode. */
export function conditionSortOf(mode: ConditionSortMode): {
  readonly field: 'CLD_DATE_DEPART' | 'CLD_DATE_RETOUR';
  readonly direction: 'desc' | 'asc';
} {
  return {
    field: mode <= 2 ? 'CLD_DATE_DEPART' : 'CLD_DATE_RETOUR',
    direction: mode % 2 === 1 ? 'desc' : 'asc',
  };
}

/** The sort mode of a click on a date column: the same column flips, another starts descending. */
export function nextConditionSortMode(
  current: ConditionSortMode,
  field: 'CLD_DATE_DEPART' | 'CLD_DATE_RETOUR',
): ConditionSortMode {
  const now = conditionSortOf(current);
  const base = field === 'CLD_DATE_DEPART' ? 1 : 3;
  if (now.field !== field) return base;
  return (now.direction === 'desc' ? base + 1 : base) as ConditionSortMode;
}

const priorityOf = (record: ConditionListRecord) => {
  const n = Number(text(record.CLD_PRIORITE_LIVRAISON));
  return Number.isFinite(n) && text(record.CLD_PRIORITE_LIVRAISON) !== '' ? n : -Infinity;
};

/**
 * spec 3 §9 « sort modes 1 to 4 …; final sort by delivery priority, descending »: the records
 * by the mode's date (records without a date last, either direction), then by
 * `CLD_PRIORITE_LIVRAISON` descending (none last), then by contract and registration so the
 * order never depends on the answer's. Returns a new array.
 */
export function sortConditionRecords<R extends ConditionListRecord>(
  records: readonly R[],
  mode: ConditionSortMode,
): R[] {
  const { field, direction } = conditionSortOf(mode);
  const sign = direction === 'desc' ? -1 : 1;
  return [...records].sort((a, b) => {
    const da = conditionDay(a[field]);
    const db = conditionDay(b[field]);
    if (da !== db) {
      if (da === null) return 1;
      if (db === null) return -1;
      return da < db ? -sign : sign;
    }
    const pa = priorityOf(a);
    const pb = priorityOf(b);
    if (pa !== pb) return pb > pa ? 1 : -1;
    return (
      text(a.CLD_NUM_CONTRAT).localeCompare(text(b.CLD_NUM_CONTRAT)) ||
      text(a.CLD_MATRICULE).localeCompare(text(b.CLD_MATRICULE))
    );
  });
}

/**
 * The contract type of a record (spec 3 §2.1 « contract-type multi-select »; the spec does not
 * name the field): `CLD_VISU_DEPART_RETOUR`, `Sortie` (out with the customer) or `Stock` (§3.1).
 */
export function conditionContractType(record: ConditionListRecord): string {
  return text(record.CLD_VISU_DEPART_RETOUR);
}

/** The family filter's value of a family alone (`Vélo`) or of a sub-family (`Vélo / Vélo cargo`). */
export function conditionFamilyKey(family: string, subFamily = ''): string {
  return subFamily === '' ? family : `${family} / ${subFamily}`;
}

/** What the dashboard filters on (spec 3 §2.1); an empty list lets everything through. */
export interface ConditionListFilter {
  readonly search?: string;
  /** `conditionFamilyKey` values: a family lets its sub-families through. */
  readonly families?: readonly string[];
  readonly contractTypes?: readonly string[];
  readonly technicians?: readonly string[];
  /** Agency ids (`CLD_ID_AGENCE`) as text. */
  readonly agencies?: readonly string[];
  readonly states?: readonly ConditionState[];
  /** `YYYY-MM-DD`: only the records leaving or coming back that day (option showOnlyToday). */
  readonly onlyDay?: string | null;
}

const SEARCHED = [
  'CLD_NUM_CONTRAT',
  'CLD_MATRICULE',
  'CLD_CLIENT_RAISON_SOCIALE',
  'CLD_NOM_CLIENT',
  'CLD_DESCRIPTION',
] as const;

/**
 * spec 3 §3.1 TECHNICIEN_DEPART of a record: `CLD_TECHNICIEN_DEPART`, else the same field without
 * the prefix (records written by the old client carry it so); `''` when neither is filled.
 */
function technicianOf(record: ConditionListRecord): string {
  return text(record.CLD_TECHNICIEN_DEPART) || text(record.TECHNICIEN_DEPART);
}

/**
 * spec 3 §2.1 the dashboard's filters, all together: the search (contract, registration,
 * customer, designation; accents and case aside; every word must match), family or sub-family,
 * contract type, technician (`CLD_TECHNICIEN_DEPART` or `TECHNICIEN_DEPART`), agency, state (§4.1) and « show only
 * today's interventions » (departure or return that day).
 */
export function filterConditionRecords<R extends ConditionListRecord>(
  records: readonly R[],
  filter: ConditionListFilter,
): R[] {
  const words = foldText(filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const families = filter.families ?? [];
  const types = filter.contractTypes ?? [];
  const technicians = filter.technicians ?? [];
  const agencies = filter.agencies ?? [];
  const states = filter.states ?? [];
  return records.filter((r) => {
    if (words.length > 0) {
      const haystack = foldText(SEARCHED.map((k) => text(r[k])).join(' '));
      if (!words.every((w) => haystack.includes(w))) return false;
    }
    if (families.length > 0) {
      const family = text(r.CLD_FAMILLE);
      const sub = conditionFamilyKey(family, text(r.CLD_SOUS_FAMILLE));
      if (!families.includes(family) && !families.includes(sub)) return false;
    }
    if (types.length > 0 && !types.includes(conditionContractType(r))) return false;
    if (technicians.length > 0 && !technicians.includes(technicianOf(r))) {
      return false;
    }
    if (agencies.length > 0 && !agencies.includes(text(r.CLD_ID_AGENCE))) return false;
    if (states.length > 0 && !states.includes(conditionState(r))) return false;
    if (filter.onlyDay) {
      const day = filter.onlyDay;
      if (conditionDay(r.CLD_DATE_DEPART) !== day && conditionDay(r.CLD_DATE_RETOUR) !== day) {
        return false;
      }
    }
    return true;
  });
}

/** The distinct non-empty values of a field, sorted the French way. */
function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))].sort((a, b) => a.localeCompare(b, 'fr'));
}

/**
 * The choices of the dashboard's filters, from the records themselves (spec 3 §2.1): families
 * each followed by their sub-families (`conditionFamilyKey`), contract types, technicians (an
 * empty list hides the technician filter).
 */
export function conditionFilterChoices(records: readonly ConditionListRecord[]): {
  readonly families: readonly string[];
  readonly contractTypes: readonly string[];
  readonly technicians: readonly string[];
} {
  const families: string[] = [];
  for (const family of distinct(records.map((r) => text(r.CLD_FAMILLE)))) {
    families.push(family);
    const subs = distinct(
      records.filter((r) => text(r.CLD_FAMILLE) === family).map((r) => text(r.CLD_SOUS_FAMILLE)),
    );
    for (const sub of subs) families.push(conditionFamilyKey(family, sub));
  }
  return {
    families,
    contractTypes: distinct(records.map(conditionContractType)),
    technicians: distinct(records.map(technicianOf)),
  };
}
