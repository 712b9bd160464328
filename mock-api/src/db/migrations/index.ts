import type { Migration } from 'kysely';
import * as m001 from './001_foundation';

/** Every migration, imported statically so a bundled server carries them. Add new files here. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
};
