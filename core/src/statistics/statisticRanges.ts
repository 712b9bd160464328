import { endOfDayUtc, startOfDayUtc, toWireDay, type DateInput } from '../dates';

/** The period buttons, in screen order (spec 1 §2, §9: 12, 6, 3, 1 months, or custom). */
export const STATISTIC_PERIODS = [
  { months: 12, label: '12 Mois' },
  { months: 6, label: '6 Mois' },
  { months: 3, label: '3 Mois' },
  { months: 1, label: '1 Mois' },
] as const;
export const CUSTOM_PERIOD_LABEL = 'Personnaliser';
/** The button selected on load (spec 1 §9 "default 3 months"). */
export const DEFAULT_PERIOD_MONTHS = 3;

/** A date range in ms, both ends included. */
export interface StatisticRange {
  readonly from: number;
  readonly to: number;
}

const DAY_MS = 86_400_000;

/**
 * The range on load (spec 1 §2): 30 days times the default button's months, so 90 days back
 * from now, whole days.
 */
export function defaultStatisticRange(now: DateInput): StatisticRange {
  return {
    from: startOfDayUtc(startOfDayUtc(now) - 30 * DEFAULT_PERIOD_MONTHS * DAY_MS),
    to: endOfDayUtc(now),
  };
}

/**
 * The range of a period button (spec 1 §2 "from now back that many months"), calendar months in
 * UTC; a day that does not exist in the earlier month falls back to that month's last day.
 */
export function monthsBackRange(months: number, now: DateInput): StatisticRange {
  const d = new Date(startOfDayUtc(now));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return {
    from: Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)),
    to: endOfDayUtc(now),
  };
}

export type CustomRangeError = 'missing' | 'invalid' | 'reversed';

/** French messages of the custom range's refusals. */
export const CUSTOM_RANGE_MESSAGES: Record<CustomRangeError, string> = {
  missing: 'Choisissez une date de début et une date de fin.',
  invalid: 'Date invalide : utilisez le format jj/mm/aaaa.',
  reversed: 'La date de début doit précéder la date de fin.',
};

/**
 * A custom range (spec 1 §5 "Custom statistics dates are day-precision (dd/MM/yyyy)"): the whole
 * start day to the whole end day, whatever the time of the moments given.
 */
export function customStatisticRange(
  start: DateInput | null,
  end: DateInput | null,
): StatisticRange | { error: CustomRangeError } {
  if (start === null || end === null) return { error: 'missing' };
  const from = startOfDayUtc(start);
  const to = endOfDayUtc(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return { error: 'invalid' };
  if (from > to) return { error: 'reversed' };
  return { from, to };
}

/** `MM/DD/YYYY...MM/DD/YYYY`, the find criterion of a range (spec 1 §7 "'from...to'"). */
export function rangeCriterion(range: StatisticRange): string {
  return `${toWireDay(range.from)}...${toWireDay(range.to)}`;
}

/** A stable text for a range, day-precision (cache keys, file names). */
export function rangeKey(range: StatisticRange): string {
  return `${toWireDay(range.from)}-${toWireDay(range.to)}`;
}
