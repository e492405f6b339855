import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions Souq's migrations create: every PGlite that opens Souq's data must load them, or
 * a write to a table they index fails. pg_trgm: the normalised title and name searches; btree_gin:
 * the listings' text index keyed by category (migration 0035).
 */
export const pgliteExtensions = { pg_trgm, btree_gin };
