import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';

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
