// The stories share the server's pure seed generator: one source of fake data (CONVENTIONS.md).
// The in-page server seeds its database with the same generator at the same `STORY_NOW`.
import { STORY_NOW } from '@locasuite/mock-api/in-page';
import { generateSeed } from '../../mock-api/src/seed/browser';
import type { SeedData, SeedUser } from '../../mock-api/src/seed/browser';

export type { SeedData, SeedUser };
export { STORY_NOW };

let cached: SeedData | undefined;

/** The demo data of every tool at scale 1, as the in-page server's database holds it. */
export function storySeed(): SeedData {
  cached ??= generateSeed({ now: STORY_NOW });
  return cached;
}
