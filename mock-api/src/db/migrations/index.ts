import type { Migration } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_outbox_retry';
import * as m003 from './003_auth_indexes';
import * as m004 from './004_statistics';
import * as m007 from './007_planning_livraison';

/** Every migration, imported statically so a bundled server carries them. Add new files here. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
  '002_outbox_retry': m002,
  '003_auth_indexes': m003,
  '004_statistics': m004,
  '007_planning_livraison': m007,
};
