import { createBrowserEnvelope } from '@locasuite/core';
import { IN_PAGE_ENVELOPE_KEY } from '@locasuite/mock-api/in-page';

/** Same origin as the page: the Storybook iframe in a browser, jsdom's location in Vitest. */
export function storyBaseUrl(): string {
  return globalThis.location.origin;
}

/** The client's side of the envelope, with the in-page server's (development) key. */
export const storyEnvelope = createBrowserEnvelope(IN_PAGE_ENVELOPE_KEY);
