import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The extensions the embedded database loads, as PostgreSQL has them installed: `btree_gist`, for
 * the exclusion constraint that refuses a registration booked twice on overlapping periods
 * (migration 202611281650_contract_management). Every PGlite the server, the CLI and the in-page
 * server open gets them.
 */
export const PGLITE_EXTENSIONS = { btree_gist };
