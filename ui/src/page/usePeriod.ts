import { useCallback, useState } from 'react';
import { addDaysUtc, formatFrenchDay, formatFrenchLongDay } from '@locasuite/core';

/** A step of the period navigation: the previous period, today's, the next one. */
export type PeriodStep = -1 | 0 | 1;

export interface PeriodOptions {
  /** The first day shown on opening (UTC midnight), read once. */
  readonly initial: () => number;
  /** How many days a step moves (the days shown). */
  readonly days: number;
  /** The first day of today's period (`Aujourd'hui`), read when pressed. */
  readonly today: () => number;
}

export interface Period {
  /** The first day shown (UTC midnight). */
  readonly start: number;
  /** Goes to a day (`Calendrier`, a date picker). */
  setStart(day: number): void;
  /** `‹`, `Aujourd'hui`, `›`: back or on by the days shown, or today's period. */
  navigate(step: PeriodStep): void;
}

/** The first day shown by a planning and its navigation, a period of `days` days at a time. */
export function usePeriod({ initial, days, today }: PeriodOptions): Period {
  const [start, setStart] = useState(initial);
  const navigate = useCallback(
    (step: PeriodStep) => {
      if (step === 0) setStart(today());
      else setStart((s) => addDaysUtc(s, step * days));
    },
    [days, today],
  );
  return { start, setStart, navigate };
}

/**
 * The period in French over a planning: one day long (« mardi 30 décembre 2026 »), several days
 * by the tool's words for a span (`between('30/12/2026', '05/01/2027')`).
 */
export function periodLabel(
  start: number,
  days: number,
  between: (from: string, to: string) => string,
): string {
  return days === 1
    ? formatFrenchLongDay(start)
    : between(formatFrenchDay(start), formatFrenchDay(addDaysUtc(start, days - 1)));
}
