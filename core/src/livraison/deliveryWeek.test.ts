import { describe, expect, it } from 'vitest';
import {
  DELIVERY_VISIBLE_HOURS,
  deliveriesOfDay,
  deliveryHoursDuration,
  deliveryOpeningDay,
  deliveryScrollDays,
  deliveryWeekLayout,
  deliveryWeekStart,
  isShownDay,
  shiftShownDay,
} from './deliveryWeek';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const at = (iso: string) => Date.parse(`${iso}Z`);
// The week of Monday 16 November 2026; Sunday hidden, as the demo data saves it.
const MONDAY = day('2026-11-16');
const SUNDAY_HIDDEN = [0];

describe('the days the planning shows', () => {
  it('spec 1 §9: weekday indices, Sunday 0, Monday 1 to Saturday 6; the week starts on Monday', () => {
    expect(deliveryWeekStart(at('2026-11-19T15:30:00'))).toBe(MONDAY);
    expect(deliveryWeekStart(at('2026-11-22T23:59:00'))).toBe(MONDAY);
    expect(deliveryWeekStart(MONDAY)).toBe(MONDAY);
    expect(isShownDay(day('2026-11-22'), SUNDAY_HIDDEN)).toBe(false);
    expect(isShownDay(day('2026-11-21'), SUNDAY_HIDDEN)).toBe(true);
  });

  it('all seven days hidden would show nothing: every day shows (as parseHiddenDays does)', () => {
    expect(isShownDay(day('2026-11-22'), [0, 1, 2, 3, 4, 5, 6])).toBe(true);
  });
});

describe('deliveryOpeningDay', () => {
  it('issue 11 item 4: « The week opens on today »', () => {
    expect(deliveryOpeningDay(at('2026-11-19T15:30:00'), SUNDAY_HIDDEN)).toBe(day('2026-11-19'));
  });

  it('issue 11 item 4: « (or Monday when today is hidden) »: a hidden Sunday opens on the coming Monday, not « last Saturday evening »', () => {
    expect(deliveryOpeningDay(at('2026-11-22T10:00:00'), SUNDAY_HIDDEN)).toBe(day('2026-11-23'));
    // Saturday and Sunday hidden: Saturday opens on Monday too.
    expect(deliveryOpeningDay(at('2026-11-21T10:00:00'), [0, 6])).toBe(day('2026-11-23'));
  });

  it('a hidden weekday in mid-week opens on the next shown day', () => {
    expect(deliveryOpeningDay(at('2026-11-18T08:00:00'), [0, 3])).toBe(day('2026-11-19'));
  });
});

describe('deliveryScrollDays', () => {
  it('issue 11 item 4: the week of today scrolls to today, not to the end of the week', () => {
    expect(deliveryScrollDays(MONDAY, at('2026-11-19T15:30:00'), SUNDAY_HIDDEN)).toBe(3);
    expect(deliveryScrollDays(MONDAY, at('2026-11-16T07:00:00'), SUNDAY_HIDDEN)).toBe(0);
  });

  it('issue 11 item 4: « previous/next keep the scroll at the far right (Mon–Wed off screen) »: another week scrolls to its start', () => {
    const next = MONDAY + 7 * 86_400_000;
    const previous = MONDAY - 7 * 86_400_000;
    expect(deliveryScrollDays(next, at('2026-11-19T15:30:00'), SUNDAY_HIDDEN)).toBe(0);
    expect(deliveryScrollDays(previous, at('2026-11-19T15:30:00'), SUNDAY_HIDDEN)).toBe(0);
  });

  it('on a hidden Sunday, the coming week holds the opening day (Monday) and this week scrolls to its start', () => {
    const sunday = at('2026-11-22T10:00:00');
    expect(deliveryScrollDays(MONDAY + 7 * 86_400_000, sunday, SUNDAY_HIDDEN)).toBe(0);
    expect(deliveryScrollDays(MONDAY, sunday, SUNDAY_HIDDEN)).toBe(0);
  });

  it('a hidden Monday: another week scrolls to its first shown day', () => {
    expect(deliveryScrollDays(MONDAY + 7 * 86_400_000, at('2026-11-19T15:30:00'), [0, 1])).toBe(1);
  });
});

describe('shiftShownDay', () => {
  it('issue 11 item 4: « on phones a day view by driver with swipe or buttons to move between days », never onto a hidden day', () => {
    expect(shiftShownDay(day('2026-11-21'), 1, SUNDAY_HIDDEN)).toBe(day('2026-11-23'));
    expect(shiftShownDay(day('2026-11-23'), -1, SUNDAY_HIDDEN)).toBe(day('2026-11-21'));
    expect(shiftShownDay(at('2026-11-18T17:00:00'), 1, SUNDAY_HIDDEN)).toBe(day('2026-11-19'));
    expect(shiftShownDay(day('2026-11-20'), 1, [0, 6])).toBe(day('2026-11-23'));
    expect(shiftShownDay(day('2026-11-20'), 1, [])).toBe(day('2026-11-21'));
  });
});

describe('deliveryWeekLayout', () => {
  // The 1366 px screen: 16 px page margins each side, the 180 px driver column (spec 1 §9).
  const AT_1366 = 1366 - 2 * 16 - 180;

  it('spec 1 §9: 06:00 to 22:00 is 16 hours a day', () => {
    expect(DELIVERY_VISIBLE_HOURS).toBe(16);
  });

  it('issue 11 item 4: « the whole Mon–Sat working week fits a 1366 px screen with readable bars (e.g. slots of an hour or two at that width) »', () => {
    const layout = deliveryWeekLayout(AT_1366, SUNDAY_HIDDEN);
    expect(layout.fits).toBe(true);
    expect(layout.slotHours).toBe(2);
    // Six days of 16 hours in the width, labels every four hours (« 06 h », « 10 h »…).
    expect((layout.slotMinWidth * (6 * 16)) / layout.slotHours).toBeLessThanOrEqual(AT_1366);
    expect(layout.labelHours).toBe(4);
    expect(layout.slotMinWidth / layout.slotHours).toBeGreaterThanOrEqual(10);
  });

  it('issue 11 item 4: « At 1366 px only about 3.5 days fit »: a full seven-day week at 1366 px still fits', () => {
    expect(deliveryWeekLayout(AT_1366, []).fits).toBe(true);
  });

  it('a tablet cannot hold the week readably: it scrolls, 12 px an hour, two-hour slots', () => {
    const layout = deliveryWeekLayout(768 - 2 * 16 - 180, SUNDAY_HIDDEN);
    expect(layout).toEqual({ fits: false, slotHours: 2, labelHours: 4, slotMinWidth: 24 });
  });

  it('a wide screen gets one-hour slots once an hour is wide enough', () => {
    const layout = deliveryWeekLayout(2560 - 2 * 16 - 180, SUNDAY_HIDDEN);
    expect(layout.fits).toBe(true);
    expect(layout.slotHours).toBe(1);
    expect(layout.labelHours).toBe(2);
  });

  it('bad widths never crash: no width scrolls', () => {
    expect(deliveryWeekLayout(Number.NaN, SUNDAY_HIDDEN).fits).toBe(false);
    expect(deliveryWeekLayout(-5, [0, 1, 2, 3, 4, 5, 6]).slotHours).toBe(2);
  });

  it('the slot as FullCalendar takes it', () => {
    expect(deliveryHoursDuration(2)).toBe('02:00:00');
    expect(deliveryHoursDuration(8)).toBe('08:00:00');
  });
});

describe('deliveriesOfDay', () => {
  it('the deliveries overlapping a UTC day, by start (the phone day view)', () => {
    const items = [
      { id: 'b', start: at('2026-11-19T14:00:00'), end: at('2026-11-19T15:00:00') },
      { id: 'night', start: at('2026-11-18T20:00:00'), end: at('2026-11-19T08:00:00') },
      { id: 'other', start: at('2026-11-20T08:00:00'), end: at('2026-11-20T09:00:00') },
      { id: 'ends-at-midnight', start: at('2026-11-18T20:00:00'), end: day('2026-11-19') },
    ];
    expect(deliveriesOfDay(items, at('2026-11-19T12:00:00')).map((e) => e.id)).toEqual([
      'night',
      'b',
    ]);
  });
});
