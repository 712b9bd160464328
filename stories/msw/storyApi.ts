import { createBrowserEnvelope } from '@locasuite/core';

/** The documented development key of the envelope (a compatibility layer, not a secret). */
export const STORY_ENVELOPE_KEY = 'locasuite-dev-envelope-key';

/** Same origin as the page: the Storybook iframe in a browser, jsdom's location in Vitest. */
export function storyBaseUrl(): string {
  return globalThis.location.origin;
}

/** The envelope both sides of the stories use: the client in the story and the MSW handlers. */
export const storyEnvelope = createBrowserEnvelope(STORY_ENVELOPE_KEY);

/** The token a demo user gets from `user_login` in the stories (`admin`, `planif`, `tech`). */
export function storyToken(login: string): string {
  return `story-token-${login}`;
}
