/**
 * One rule for the day (and month) labels over the resource timelines (issue 11 item 9):
 * FullCalendar centres them and keeps them in the visible part, so a day scrolled half out of view
 * shows its label against its right edge while the next day's sits at its left. Every label
 * starts at the left of its day and, while the day is scrolled partly out of view, stays at the
 * left of the visible part. The time labels below them already start at the left of their slot.
 *
 * Plain FullCalendar options, so ui needs no FullCalendar dependency: spread them on each
 * timeline, `<FullCalendar {...timelineHeaderOptions} … />`.
 */
export const timelineHeaderOptions = {
  slotHeaderAlign: 'start',
  slotHeaderSticky: 0,
} as const;
