// The stories share the server's pure seed generator: one source of fake data (CONVENTIONS.md).
import { generateSeed } from '../../mock-api/src/seed/browser';
import type { SeedData, SeedUser } from '../../mock-api/src/seed/browser';

export type { SeedData, SeedUser };

/** A fixed "now", so that stories and their screenshots do not change from one day to the next. */
export const STORY_NOW = Date.UTC(2025, 2, 17, 9, 0, 0);

let cached: SeedData | undefined;

/** The demo data of every tool at scale 1, built once per page. */
export function storySeed(): SeedData {
  cached ??= generateSeed({ now: STORY_NOW });
  return cached;
}
