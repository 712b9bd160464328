import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Brings a drawing pad to the middle of the screen and gives its box, for strokes drawn with the
 * mouse or a finger. `scrollIntoViewIfNeeded` also waits for the element to stop moving, which a
 * long form on a loaded machine (sections still drawing around it) did not reach in 30 s; the
 * strokes only need the pad on screen.
 */
export async function padBox(pad: Locator) {
  // The form opens once the list has answered and its sections have drawn: on a loaded machine
  // that outlasts an action's 30 s.
  await expect(pad).toBeAttached({ timeout: 120_000 });
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(pad).toBeInViewport();
  const box = await pad.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/**
 * Waits until the service worker controls the page, so that the app opens without a network. A
 * page loaded before the worker was active is not controlled yet: it is loaded again.
 */
export async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 60_000 },
    )
    .toBe('activated');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}
