import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  DEFAULT_DAYS_SHOWN,
  DEFAULT_END_TIME,
  DEFAULT_SLOT_DURATION,
  DEFAULT_START_TIME,
} from './availabilitySettings';

/** spec 1 §3 User: the display preferences saved per page in `planning_display`. */
export interface PlanningDisplay {
  readonly selectedNbrDays: number;
  readonly selectedslotduration: string;
  readonly selectedStartTime: string;
  readonly selectedEndTime: string;
}

export const DEFAULT_PLANNING_DISPLAY: PlanningDisplay = {
  selectedNbrDays: DEFAULT_DAYS_SHOWN,
  selectedslotduration: DEFAULT_SLOT_DURATION,
  selectedStartTime: DEFAULT_START_TIME,
  selectedEndTime: DEFAULT_END_TIME,
};

/**
 * spec 1 §9 (and spec 2 §9, the same choices): the allowed values of each display field. The
 * catalogue's `update_planning_vue` schema refuses anything else, naming the field and these
 * values; `readPlanningDisplay` falls back to the default.
 */
export const PLANNING_DISPLAY_CHOICES = {
  selectedNbrDays: AVAILABILITY_DAYS_SHOWN,
  selectedslotduration: AVAILABILITY_SLOT_DURATIONS,
  selectedStartTime: AVAILABILITY_START_TIMES,
  selectedEndTime: AVAILABILITY_END_TIMES,
} as const satisfies Record<keyof PlanningDisplay, readonly (string | number)[]>;

const pick = <T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((a) => String(a) === String(value ?? '').trim()) ?? fallback;

/**
 * spec 1 §3/§9: reads `planning_display[key]` (JSON text or object). Each value outside the
 * spec's choices falls back to its default (7 days, 02:00, 00:00, 23:59).
 */
export function readPlanningDisplay(planningDisplay: unknown, key: string): PlanningDisplay {
  let parsed: unknown = planningDisplay;
  if (typeof planningDisplay === 'string') {
    try {
      parsed = JSON.parse(planningDisplay);
    } catch {
      parsed = null;
    }
  }
  const all = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const saved = (all[key] && typeof all[key] === 'object' ? all[key] : {}) as Record<
    string,
    unknown
  >;
  const c = PLANNING_DISPLAY_CHOICES;
  return {
    selectedNbrDays: pick(c.selectedNbrDays, saved.selectedNbrDays, DEFAULT_DAYS_SHOWN),
    selectedslotduration: pick(
      c.selectedslotduration,
      saved.selectedslotduration,
      DEFAULT_SLOT_DURATION,
    ),
    selectedStartTime: pick(c.selectedStartTime, saved.selectedStartTime, DEFAULT_START_TIME),
    selectedEndTime: pick(c.selectedEndTime, saved.selectedEndTime, DEFAULT_END_TIME),
  };
}
