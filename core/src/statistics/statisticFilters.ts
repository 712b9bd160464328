import type { StatisticBase, StatisticDefinition } from './statisticDefinition';
import { rangeCriterion, type StatisticRange } from './statisticRanges';

/** The date field each base is filtered on (spec 1 §7). */
export const BASE_DATE_FIELDS = {
  moteur: 'Mot_Date',
  reglement: 'date_reglement',
} as const;

export type StatisticFilters = Record<string, unknown>[];

/** Thrown when a FILTRE template is not a JSON object or list of objects. */
export class FilterTemplateError extends Error {
  override readonly name = 'FilterTemplateError';
}

const fill = (value: unknown, from: string, to: string): unknown => {
  if (typeof value === 'string') return value.replace(/\bfrom\b/g, from).replace(/\bto\b/g, to);
  if (Array.isArray(value)) return value.map((v) => fill(v, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, from, to)]));
  }
  return value;
};

/**
 * The `data` payload of a base's call for a range (spec 1 §7): moteur filters `Mot_Date`,
 * reglement `date_reglement`, both as `from...to`; contrat uses the definition's FILTRE template,
 * its `from` and `to` placeholders (whole words in its string values) replaced by the range's
 * days (MM/DD/YYYY). A template may be one find request (object) or a list of them.
 */
export function buildStatisticFilters(
  definition: Pick<StatisticDefinition, 'base' | 'filterTemplate'>,
  range: StatisticRange,
): StatisticFilters {
  const criterion = rangeCriterion(range);
  if (definition.base !== 'contrat') {
    return [{ [BASE_DATE_FIELDS[definition.base]]: criterion }];
  }
  const [from, to] = criterion.split('...') as [string, string];
  let template: unknown;
  try {
    template = JSON.parse(definition.filterTemplate);
  } catch {
    throw new FilterTemplateError(`Modèle FILTRE illisible : ${definition.filterTemplate}`);
  }
  const requests = Array.isArray(template) ? template : [template];
  if (
    requests.length === 0 ||
    !requests.every((r) => r && typeof r === 'object' && !Array.isArray(r))
  ) {
    throw new FilterTemplateError(`Modèle FILTRE illisible : ${definition.filterTemplate}`);
  }
  return requests.map((r) => fill(r, from, to) as Record<string, unknown>);
}

/** What one call fetches: the statistics sharing a base and the same filters share one call. */
export function statisticQueryKey(base: StatisticBase, filters: StatisticFilters): string {
  return `${base}|${JSON.stringify(filters)}`;
}
