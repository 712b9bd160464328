import type { Page } from '@playwright/test';

const DAY = 86_400_000;

/**
 * 09:00 UTC on the next working day. The seed plans the coming days' interventions and bike slots
 * on working days, and the plannings open on today: run at night or at the weekend, their first
 * screen showed none. A page whose clock starts there sees a planner's morning; the server keeps
 * its own clock, always behind the page's (nothing the page plans is in the server's past).
 */
export const NEXT_WORKING_MORNING = (() => {
  let day = Math.floor(Date.now() / DAY) * DAY + DAY;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += DAY;
  return day + 9 * 3_600_000;
})();

/** Starts `page`'s clock at {@link NEXT_WORKING_MORNING}; it runs on from there. */
export async function startOnAWorkingMorning(page: Page): Promise<void> {
  await page.clock.install({ time: NEXT_WORKING_MORNING });
}
