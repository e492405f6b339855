import { eq, inArray } from 'drizzle-orm';
import { type ClassifiedSearchQuery, type ClassifiedSearchResult, type Spelling } from '@souq/contract/members-classifieds';
import type { Tx } from '../../db/client';
import { viewerOf, type Viewer } from '../../lib/member-visibility';
import { categories } from '../../db/schema/categories';
import { pageOfRows } from '../../lib/cursor';
import { classifiedPosts } from '../../db/schema/classifieds';
import { listedFirst, RELEVANCE_WINDOW, searchConditions, searchPage, selectListings, toItem } from '../member-classifieds/member-classifieds.queries';
import { searchFacets } from './facets';
import { spellingSuggestion } from './spelling';
import { textQuery, type TextQuery } from './text-query';
import type { TextQueries } from './text-queries';
import { withSellerRatings } from '../ratings/ratings.queries';

export interface SearchOptions {
  /** The process's kept tsqueries (the server's); without them every text is read from the database. */
  texts?: TextQueries;
  relevanceWindow?: number;
}

/** Fewer results than this on the first page and a closer spelling is offered. */
const FEW_RESULTS = 3;

/**
 * The members' listing search, the one entry point an external engine would replace: a page in the
 * order asked (best match first by default when there is text), and on the first page the counts
 * per filter and a spelling suggestion. Text the listings never use, one letter off a word they do
 * use, is searched as that word when as typed it finds nothing at all.
 */
export async function searchListings(db: Tx, viewerId: string, query: ClassifiedSearchQuery, options: SearchOptions = {}): Promise<ClassifiedSearchResult> {
  const relevanceWindow = options.relevanceWindow ?? RELEVANCE_WINDOW;
  const textOf = (words: string) => (options.texts ? options.texts.of(db, words) : textQuery(db, words));
  const [viewer, typed] = await Promise.all([viewerOf(db, viewerId), query.q ? textOf(query.q) : undefined]);
  let text = typed;
  const firstPage = !query.cursor;
  // The counts need only the words and the filters, not the page: they start beside it, on
  // another connection of the pool, rather than after it (at a million listings each is tens of ms).
  const facetsOf = (words: TextQuery | undefined) =>
    firstPage && query.facets !== 'false' ? settledLater(facetsFor(db, viewer, query, words)) : Promise.resolve(null);
  let facets = facetsOf(text);
  let page = await pageOf(db, viewer, query, text, relevanceWindow);
  let spelling: Spelling | null = null;

  if (text && page.rows.length === 0 && (firstPage || !(await anyMatch(db, viewer, query, text)))) {
    const suggestion = await spellingSuggestion(db, text.text);
    if (suggestion) {
      const corrected = await textOf(suggestion);
      const correctedPage = await pageOf(db, viewer, query, corrected, relevanceWindow);
      if (correctedPage.rows.length > 0) {
        text = corrected;
        page = correctedPage;
        spelling = { suggestion, applied: true };
        facets = facetsOf(text);
      }
    }
  } else if (text && firstPage && page.rows.length < FEW_RESULTS) {
    const suggestion = await spellingSuggestion(db, text.text);
    if (suggestion) spelling = { suggestion, applied: false };
  }

  const { items, nextCursor: inPage } = pageOfRows(page.rows, query.limit, page.keysOf);
  // The window ranked to its end: the scroll goes on with the older matches, newest first.
  const nextCursor = inPage ?? page.pastWindow ?? null;
  const featured = firstPage && page.featuredIds.length > 0 ? await featuredListings(db, viewer.id, page.featuredIds) : [];
  return {
    classifieds: await withSellerRatings(db, [...featured, ...items].map(toItem)),
    nextCursor,
    facets: await facets,
    spelling: firstPage ? spelling : null,
    terms: text?.lexemes ?? [],
  };
}

async function facetsFor(db: Tx, viewer: Viewer, query: ClassifiedSearchQuery, text: TextQuery | undefined) {
  return searchFacets(db, searchConditions(viewer, query, text), query, await chosenCategory(db, query));
}

/**
 * A promise awaited later, perhaps never (counts for words the spelling then replaced): its
 * failure is still thrown to whoever awaits it, but is not an unhandled rejection meanwhile.
 */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function pageOf(db: Tx, viewer: Viewer, query: ClassifiedSearchQuery, text: TextQuery | undefined, relevanceWindow: number) {
  const { read, keysOf, pastWindow, featuredIds } = await searchPage(db, viewer, query, text, relevanceWindow);
  return { rows: await read(), keysOf, pastWindow, featuredIds };
}

/** The featured listings that head a category's first page, newest first. */
function featuredListings(db: Tx, viewerId: string, ids: string[]) {
  return selectListings(db, viewerId)
    .where(inArray(classifiedPosts.id, ids))
    .orderBy(...listedFirst());
}

/** Whether the text as typed finds anything with these filters (a later page that came back empty may just be the end). */
async function anyMatch(db: Tx, viewer: Viewer, query: ClassifiedSearchQuery, text: TextQuery): Promise<boolean> {
  const { read } = await searchPage(db, viewer, { ...query, cursor: undefined, limit: 1 }, text);
  return (await read()).length > 0;
}

async function chosenCategory(db: Tx, query: ClassifiedSearchQuery) {
  if (!query.category_id) return null;
  const [row] = await db.select({ id: categories.id, type: categories.classifiedType }).from(categories).where(eq(categories.id, query.category_id)).limit(1);
  return row?.type ? { id: row.id, type: row.type } : null;
}
