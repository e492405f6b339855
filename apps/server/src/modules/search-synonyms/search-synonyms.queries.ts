import { and, arrayOverlaps, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { searchSynonyms } from '../../db/schema/search';
import { likePattern } from '../../lib/search';

/** A synonym group as every answer shows it. */
export const synonymColumns = {
  _id: searchSynonyms.id,
  terms: searchSynonyms.terms,
  createdAt: searchSynonyms.createdAt,
  updatedAt: searchSynonyms.updatedAt,
};

/** Groups with a term containing `text` (already normalised as the terms are). */
export function synonymSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`EXISTS (SELECT 1 FROM unnest(${searchSynonyms.terms}) AS term WHERE term LIKE ${likePattern(text)})`;
}

/**
 * The first group other than `exceptId` that already holds one of `terms` (the GIN index on
 * terms answers the overlap), so that one word never expands two ways.
 */
export async function groupHoldingAny(db: Tx, terms: readonly string[], exceptId?: string) {
  const [row] = await db
    .select(synonymColumns)
    .from(searchSynonyms)
    .where(and(arrayOverlaps(searchSynonyms.terms, [...terms]), exceptId ? ne(searchSynonyms.id, exceptId) : undefined))
    .orderBy(searchSynonyms.createdAt)
    .limit(1);
  return row;
}
