import { interventionTitle } from './planningView';
import type { PlanningIntervention } from './planningView';

/** A bar's label in three parts: the report number's prefix and sequence, then the rest. */
export interface InterventionBarLabel {
  /** `RAP2026-` of `RAP2026-00123`; empty when the number has no trailing sequence. */
  readonly prefix: string;
  /** `00123` of `RAP2026-00123`; the whole number when it has no trailing sequence. */
  readonly sequence: string;
  /** ` · technicians · company` after the number (the whole title without a number). */
  readonly rest: string;
}

/**
 * The bar's title (spec 2 §5.1: the report number first, then the technicians) cut where a
 * narrow bar may drop parts of it: a one-hour bar shows the number's sequence (`00123`), a
 * wider one the whole number (`RAP2026-00123`), a wide one the whole title. Put back together,
 * the parts are `interventionTitle`.
 */
export function interventionBarLabel(intervention: PlanningIntervention): InterventionBarLabel {
  const title = interventionTitle(intervention);
  const { number } = intervention;
  if (number === '') return { prefix: '', sequence: '', rest: title };
  const match = /^(.*\D)(\d+)$/.exec(number);
  return {
    prefix: match?.[1] ?? '',
    sequence: match?.[2] ?? number,
    rest: title.slice(number.length),
  };
}
