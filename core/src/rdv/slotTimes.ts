import { defaultSlotTimes, pad2, type DateInput } from '../dates';

const TIME = /^\s*(\d{1,2})\s*[:hH]\s*(\d{1,2})\s*$/;

/**
 * A slot time as stored, `HH:mm` padded to two digits (spec 2 §5.2 "Time values are padded to two
 * digits for hours and minutes"): `8:5` → `08:05`, `14h30` → `14:30`; null when it is no time of
 * the day.
 */
export function normaliseSlotTime(value: string | null | undefined): string | null {
  const m = typeof value === 'string' ? TIME.exec(value) : null;
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad2(hours)}:${pad2(minutes)}`;
}

/** Minutes since midnight of a slot time, or null. */
export function slotTimeMinutes(value: string | null | undefined): number | null {
  const time = normaliseSlotTime(value);
  return time === null ? null : Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
}

/**
 * The state of one time range of the add-availability dialog (spec 2 §5.2 "Each time range needs
 * start and end … A green or red border shows the state of each time field"): `missing` while a
 * field is empty, `invalid` for a text that is no time, `reversed` when the end does not follow
 * the start, else `valid`.
 */
export type TimeRangeState = 'valid' | 'missing' | 'invalid' | 'reversed';

export function timeRangeState(
  start: string | null | undefined,
  end: string | null | undefined,
): TimeRangeState {
  if (!start?.trim() || !end?.trim()) return 'missing';
  const from = slotTimeMinutes(start);
  const to = slotTimeMinutes(end);
  if (from === null || to === null) return 'invalid';
  return to > from ? 'valid' : 'reversed';
}

/**
 * The state of each time field of a range (spec 2 §5.2 "A green or red border shows the state of
 * each time field"): a field is `missing` when empty, `invalid` when it is no time; the end is
 * `reversed` when it does not follow a valid start. Only the fields at fault are red, and the
 * range's message sits under the first of them.
 */
export function timeFieldStates(
  start: string | null | undefined,
  end: string | null | undefined,
): { readonly start: TimeRangeState; readonly end: TimeRangeState } {
  const field = (value: string | null | undefined): TimeRangeState =>
    !value?.trim() ? 'missing' : slotTimeMinutes(value) === null ? 'invalid' : 'valid';
  const from = field(start);
  const to = field(end);
  return {
    start: from,
    end:
      from === 'valid' && to === 'valid' && timeRangeState(start, end) === 'reversed'
        ? 'reversed'
        : to,
  };
}

/** Whether a time range can be saved: both times real, the end after the start. */
export function isValidTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  return timeRangeState(start, end) === 'valid';
}

/**
 * spec 2 §5.2 "Default times are now and now plus one hour, minutes rounded to the nearest ten;
 * default slot length is 1 hour". The clock comes from the caller.
 */
export function defaultSlotRange(now: DateInput): { start: string; end: string } {
  return defaultSlotTimes(now);
}

/** A time `HH:mm` rounded to the nearest ten minutes (spec 2 §9 "minutes rounded to 10"). */
export function roundSlotTime(value: string | null | undefined): string | null {
  const minutes = slotTimeMinutes(value);
  if (minutes === null) return null;
  const rounded = (Math.round(minutes / 10) * 10) % (24 * 60);
  return `${pad2(Math.floor(rounded / 60))}:${pad2(rounded % 60)}`;
}

/**
 * spec 2 §5.2 add-availability dialog: "The Ajouter button shows only when a date is chosen and
 * every range is valid", with at least one appointment type and at least one range.
 */
export function canAddAvailability(input: {
  readonly day: number | null | undefined;
  readonly types: readonly string[];
  readonly ranges: readonly { readonly start: string; readonly end: string }[];
}): boolean {
  return (
    typeof input.day === 'number' &&
    Number.isFinite(input.day) &&
    input.types.length > 0 &&
    input.ranges.length > 0 &&
    input.ranges.every((r) => isValidTimeRange(r.start, r.end))
  );
}
