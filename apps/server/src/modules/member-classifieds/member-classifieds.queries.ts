import { and, asc, desc, eq, gte, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  CLASSIFIED_EXTRA_KEYS,
  RANGE_FILTERS,
  searchSort,
  type ClassifiedSearchQuery,
  type ClassifiedSort,
  type MemberClassifiedItem,
} from '@souq/contract/members-classifieds';
import type { CursorQuery } from '@souq/contract/members-common';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { classifiedFavourites } from '../../db/schema/members';
import { checkedTime, cursorKeyCount, decodeCursor, encodeCursor, exactTime, olderThan } from '../../lib/cursor';
import { matchesText, textRank, type TextQuery } from '../listing-search/text-query';
import { amongIds, newestMatches } from '../listing-search/newest-matches';
import { statementName } from '../../lib/named-statement';
import { preparedPerDb } from '../../lib/prepared-per-db';
import { badRequest } from '../../lib/errors';
import { notHiddenFrom, visibleTo, type Viewer } from '../../lib/member-visibility';
import { orderOf } from '../../lib/sorted-page';
import { classifiedColumns, referencesOf, selectClassifiedsWith } from '../classifieds/classifieds.queries';
import { nextBumpAt } from '../listing-lifetime/renew-and-bump';

const p = classifiedPosts;
const f = classifiedFavourites;

// ---- Who sees a listing ----

/** Within its lifetime: an expired listing is its owner's alone until they renew it. */
export const unexpired: SQL = sql`${p.expiresAt} > now()`;

/**
 * Listed in the search: allowed by staff, not sold, not expired, by a live seller with no block
 * either way. Sold listings leave the search (a buyer looks for what can still be bought) but stay
 * reachable by their link, in favourites and in the seller's own list, marked sold. Every test is
 * on the listing's own row, so the planner weighs them against its indexes alone.
 */
export const listedFor = (viewer: Viewer): SQL =>
  and(eq(p.active, true), isNull(p.soldAt), unexpired, eq(p.sellerLive, true), notHiddenFrom(viewer, p.userId))!;

/**
 * Reachable by its id: the owner always (a disallowed or expired listing too, marked so), anyone
 * else as listed, sold or not, while unexpired (a renewal brings it back, favourites included).
 */
export const shownTo = (viewerId: string): SQL => or(eq(p.userId, viewerId), and(eq(p.active, true), unexpired, visibleTo(viewerId, p.userId)))!;

/** Featured by staff at this moment. */
export const featuredNow: SQL<boolean> = sql<boolean>`coalesce(${p.featuredUntil} > now(), false)`;

/** Held for a buyer now: an accepted offer's reservation that has not run out (nothing clears it when it does). */
export const reservedNow: SQL<boolean> = sql<boolean>`coalesce(${p.reservedFor} is not null and ${p.reservedUntil} > now(), false)`;

/** "Newest": by the time a listing was listed (moved by bumps and renewals), `id` breaking ties. */
export const listedFirst = () => orderOf([p.listedAt, p.id], 'desc');

export const favouritedBy = (viewerId: string | Placeholder): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${f} where ${f.userId} = ${viewerId} and ${f.classifiedId} = ${p.id})`;

// ---- Cursors ----

const invalidCursor = () => badRequest(messages.members.common.cursorInvalid, { cursor: messages.members.common.cursorInvalid });

/**
 * A timestamp to the microsecond, as text: PostgreSQL keeps microseconds, a JavaScript Date only
 * milliseconds, and a cursor rounded to the millisecond skips the rows of that millisecond
 * (every row of one multi-row insert shares its `now()`).
 */
const PRICE_TEXT = /^-?\d{1,11}(\.\d{1,3})?$/;
const SORT_TAGS = { price_asc: 'a', price_desc: 'd', relevance: 'r' } as const;
/** ts_rank's real, as PostgreSQL prints it (shortest exact digits), so the cursor compares equal to the recomputed rank. */
const RANK_TEXT = /^\d(\.\d{1,12})?(e-\d{1,2})?$/;

/**
 * `(price, id)` after the cursor's in the sort's direction. The price travels as the numeric
 * column's own text and is compared as numeric, never through a float. The cursor names its sort,
 * so one from another order is refused rather than read wrongly.
 */
function afterPriceCursor(sort: 'price_asc' | 'price_desc', cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [tagOf, price, rowId] = decodeCursor(cursor, ['text', 'text', 'id'] as const);
  if (tagOf !== SORT_TAGS[sort] || !PRICE_TEXT.test(price)) throw invalidCursor();
  return sort === 'price_asc'
    ? sql`(${p.price}, ${p.id}) > (${price}::numeric, ${rowId}::uuid)`
    : sql`(${p.price}, ${p.id}) < (${price}::numeric, ${rowId}::uuid)`;
}

/**
 * How many of the newest matches relevance orders. Ranking reads each match's document, and at a
 * million listings a common word's matches are tens of thousands: the window keeps a page's cost
 * to one page of ranking. Past the window the scroll goes on newest first (a cursor of two keys).
 */
export const RELEVANCE_WINDOW = 100;

/**
 * Where a ranked scroll resumes: `(rank, listed_at, id)` of the cursor's row. The rank is
 * recomputed per row from the document, so the cursor carries it as text and it is compared as
 * real (`matchesPage` below).
 */
function rankCursorOf(cursor: string | undefined): RankCursor | undefined {
  if (!cursor) return undefined;
  const [tagOf, rank, at, rowId] = decodeCursor(cursor, ['text', 'text', 'text', 'id'] as const);
  if (tagOf !== SORT_TAGS.relevance || !RANK_TEXT.test(rank)) throw invalidCursor();
  return { rank, at: checkedTime(at), id: rowId };
}

/** What the search orders by, where it resumes, the cursor after a row, and whether it ranks the window. */
function searchOrder(sort: ClassifiedSort, cursor: string | undefined, text: TextQuery | undefined) {
  const pastTheWindow = cursor !== undefined && cursorKeyCount(cursor) === 2;
  if (sort === 'relevance' && text && !pastTheWindow) {
    return {
      orderBy: [desc(textRank(text)), ...listedFirst()],
      after: undefined,
      rankedAfter: rankCursorOf(cursor),
      keysOf: (row: ListingRow) => [SORT_TAGS.relevance, row.rankKey ?? '0', row.listedAtKey, row.id],
      ranked: true,
      newest: false,
    };
  }
  if (sort === 'newest' || sort === 'relevance') {
    return {
      orderBy: listedFirst(),
      after: olderThan(p.listedAt, p.id, cursor),
      keysOf: (row: ListingRow) => [row.listedAtKey, row.id],
      ranked: false,
      newest: true,
    };
  }
  const direction = sort === 'price_asc' ? asc : desc;
  return {
    orderBy: [direction(p.price), direction(p.id)],
    after: afterPriceCursor(sort, cursor),
    keysOf: (row: ListingRow) => [SORT_TAGS[sort], row.price, row.id],
    ranked: false,
    newest: false,
  };
}

// ---- The rows ----

/**
 * One listing as a card shows it: the listing's own columns (classifieds.queries) and what the
 * viewer did to it; with a text query, how well it matched (the relevance cursor's key). The
 * viewer and the rank may be placeholders, for a statement prepared once and run many times.
 */
export function selectListings(db: Tx, viewerId: string | Placeholder, rank?: SQL<number>) {
  return selectClassifiedsWith(db, {
    ...classifiedColumns,
    soldAt: p.soldAt,
    listedAtKey: exactTime(p.listedAt),
    expiresAt: p.expiresAt,
    bumpedAt: p.bumpedAt,
    featured: featuredNow,
    reserved: reservedNow,
    favourited: favouritedBy(viewerId),
    rankKey: rank ? sql<string>`${rank}::text` : sql<string | null>`null`,
  });
}
export type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

export function toItem(row: ListingRow): MemberClassifiedItem {
  return {
    _id: row.id,
    title: row.title,
    price: Number(row.price),
    image_url: row.imageUrl,
    media: row.media,
    classifiedType: row.classifiedType,
    ...referencesOf(row),
    createdAt: row.createdAt,
    allowed: row.active,
    sold: row.soldAt !== null,
    favouritedByMe: row.favourited,
    featured: row.featured,
    reserved: row.reserved,
    expiresAt: row.expiresAt,
    nextBumpAt: nextBumpAt(row.bumpedAt),
  };
}

// ---- The search ----

/** The type's own fields a search asks for, as `details` stores them (a saved search keeps these too); null when none. */
export function wantedDetails(query: Omit<ClassifiedSearchQuery, 'q'>): Record<string, unknown> | null {
  const wanted: Record<string, unknown> = {};
  const given: Record<string, unknown> = query;
  for (const key of CLASSIFIED_EXTRA_KEYS) if (given[key] !== undefined) wanted[key] = given[key];
  return Object.keys(wanted).length > 0 ? wanted : null;
}

/** The type's own fields asked for, as one containment test on `details` (stored by the same schemas). */
function detailsFilter(query: Omit<ClassifiedSearchQuery, 'q'>): SQL | undefined {
  const wanted = wantedDetails(query);
  return wanted ? sql`${p.details} @> ${JSON.stringify(wanted)}::jsonb` : undefined;
}

/**
 * The ranges asked for (model year, kilometres, m²), each the field as an integer: the same
 * expression as the indexes classified_posts_year, _mileage and _size (migration 0023).
 */
function rangeFilters(query: Omit<ClassifiedSearchQuery, 'q'>): SQL[] {
  return Object.entries(RANGE_FILTERS).flatMap(([key, { field, compare }]) => {
    const value = query[key as keyof typeof RANGE_FILTERS];
    if (value === undefined) return [];
    const stored = sql`((${p.details} ->> ${sql.raw(`'${field}'`)})::integer)`;
    return [compare === '>=' ? sql`${stored} >= ${Number(value)}` : sql`${stored} <= ${Number(value)}`];
  });
}

/** Every condition of a search but the cursor; `text` is the query's text as the database matches it (listing-search/text-query). */
export function searchConditions(viewer: Viewer, query: Omit<ClassifiedSearchQuery, 'q'>, text: TextQuery | undefined): SQL {
  return and(
    listedFor(viewer),
    text ? matchesText(text) : undefined,
    query.category_id ? eq(p.categoryId, query.category_id) : undefined,
    query.sub_category_id ? eq(p.subCategoryId, query.sub_category_id) : undefined,
    query.country_id ? eq(p.countryId, query.country_id) : undefined,
    query.district_id ? eq(p.districtId, query.district_id) : undefined,
    query.area_id ? eq(p.areaId, query.area_id) : undefined,
    query.price_min !== undefined ? gte(p.price, query.price_min) : undefined,
    query.price_max !== undefined ? lte(p.price, query.price_max) : undefined,
    detailsFilter(query),
    ...rangeFilters(query),
  )!;
}

/** The part of the search's conditions that a (…, listed_at, id) index holds: the category, else the country. */
function listedScope(query: Omit<ClassifiedSearchQuery, 'q'>): SQL | undefined {
  if (query.category_id) return eq(p.categoryId, query.category_id);
  return query.country_id ? eq(p.countryId, query.country_id) : undefined;
}

/**
 * One page of the search, `limit + 1` rows (the extra one tells whether more follow). The page's
 * ids come from one keyset walk of the sort's index, or with text from the newest matches
 * (listing-search/newest-matches); the names are joined onto those rows alone. Kept apart from
 * the service so the tests can read its plan with EXPLAIN (`statement`, when the filters make
 * the page's statement; with text the page is a statement prepared once over the matches' ids).
 * A ranked page also tells where the scroll goes on once the window is read (`pastWindow`),
 * undefined when no match is older.
 */
export async function searchPage(db: Tx, viewer: Viewer, query: ClassifiedSearchQuery, text: TextQuery | undefined, relevanceWindow = RELEVANCE_WINDOW) {
  const order = searchOrder(searchSort(query), query.cursor, text);
  let conditions = searchConditions(viewer, query, undefined);
  // Browsing a category by newest, the featured listings come first (on the first page) and are
  // left out of the pages that follow, so none shows twice.
  const featuredIds = order.newest && !text && query.category_id ? await featuredFirst(db, conditions) : [];
  if (featuredIds.length > 0) conditions = and(conditions, sql`not (${amongIds(featuredIds)})`)!;
  const common = { keysOf: order.keysOf, ranked: order.ranked, featuredIds };
  if (text && order.ranked) {
    // Ranking reads each match's document: relevance orders the newest matches of the window only.
    const matches = await newestMatches(db, conditions, text, relevanceWindow + 1, { scope: listedScope(query) });
    const last = matches.length > relevanceWindow ? matches[relevanceWindow - 1] : undefined;
    const ids = matches.slice(0, relevanceWindow).map((match) => match.id);
    const read = () => matchesPage(db, { viewerId: viewer.id, ids, limit: query.limit + 1, rankedBy: text, after: order.rankedAfter });
    return { ...common, read, statement: undefined, pastWindow: last ? encodeCursor([last.listedAtKey, last.id]) : undefined };
  }
  if (text && order.newest) {
    // The walk took the cursor: the page is the matches it found, newest first.
    const matches = await newestMatches(db, and(conditions, order.after)!, text, query.limit + 1, { scope: listedScope(query) });
    const ids = matches.map((match) => match.id);
    return { ...common, read: () => matchesPage(db, { viewerId: viewer.id, ids, limit: query.limit + 1 }), statement: undefined, pastWindow: undefined };
  }
  const page = db
    .select({ pageId: p.id })
    .from(p)
    .where(and(conditions, text ? matchesText(text) : undefined, order.after))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1)
    .as('page');
  const statement = selectListings(db, viewer.id, text ? textRank(text) : undefined)
    .innerJoin(page, eq(page.pageId, p.id))
    .orderBy(...order.orderBy);
  // The filters vary the text: prepared under a name derived from it, the plan is kept per
  // connection for each shape of filters.
  const read = () => statement.prepare(statementName('souq_search_page', statement.toSQL().sql)).execute();
  return { ...common, read, statement, pastWindow: undefined };
}

/** The cursor's row of a ranked scroll: where the next page resumes. */
export interface RankCursor {
  rank: string;
  at: string;
  id: string;
}

interface MatchesPageInput {
  viewerId: string;
  /** The matches the page is taken from (the newest matches, or the relevance window's). */
  ids: readonly string[];
  limit: number;
  /** Best match first, from the cursor's row if any; without it, newest first. */
  rankedBy?: TextQuery;
  after?: RankCursor;
}

type MatchesPageShape = 'newest' | 'ranked' | 'ranked-after';
const preparedPages = {
  newest: preparedPerDb('souq_search_page_newest', (db) => matchesPageStatement(db, 'newest')),
  ranked: preparedPerDb('souq_search_page_ranked', (db) => matchesPageStatement(db, 'ranked')),
  'ranked-after': preparedPerDb('souq_search_page_ranked_after', (db) => matchesPageStatement(db, 'ranked-after')),
};

/**
 * The page of a text search, taken from matches already found: the same statement for every
 * search of its shape, with the viewer, the words, the ids and the cursor as parameters. Built and
 * prepared once per database handle, it is neither rendered by drizzle nor planned by PostgreSQL
 * per request (the page statement's text had been rendered twice a request: a seventh of the
 * server's CPU under load).
 */
export function matchesPage(db: Tx, input: MatchesPageInput): Promise<ListingRow[]> {
  const shape: MatchesPageShape = !input.rankedBy ? 'newest' : input.after ? 'ranked-after' : 'ranked';
  return preparedPages[shape](db).execute({
    viewer: input.viewerId,
    ids: `{${input.ids.join(',')}}`,
    limit: input.limit,
    tsquery: input.rankedBy?.tsquery ?? '',
    rank: input.after?.rank ?? '0',
    at: input.after?.at ?? '',
    id: input.after?.id ?? '',
  });
}

function matchesPageStatement(db: Tx, shape: MatchesPageShape) {
  const rank = shape === 'newest' ? undefined : sql<number>`ts_rank(${p.searchDoc}, ${sql.placeholder('tsquery')}::tsquery)`;
  const orderBy = rank ? [desc(rank), ...listedFirst()] : listedFirst();
  const after =
    rank && shape === 'ranked-after'
      ? sql`(${rank}, ${p.listedAt}, ${p.id}) < (${sql.placeholder('rank')}::real, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
      : undefined;
  const page = db
    .select({ pageId: p.id })
    .from(p)
    .where(and(sql`${p.id} = any(${sql.placeholder('ids')}::uuid[])`, after))
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .as('page');
  return selectListings(db, sql.placeholder('viewer'), rank)
    .innerJoin(page, eq(page.pageId, p.id))
    .orderBy(...orderBy);
}

/** At most this many featured listings head a category: the rest of the page stays the newest. */
export const FEATURED_FIRST_MAX = 10;

/** The ids of the featured listings that head a category's newest, newest first (index classified_posts_featured). */
async function featuredFirst(db: Tx, conditions: SQL): Promise<string[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(conditions, sql`${p.featuredUntil} > now()`))
    .orderBy(...listedFirst())
    .limit(FEATURED_FIRST_MAX);
  return rows.map((row) => row.id);
}

// ---- The member's own lists ----

/** The owner's listings, newest first, disallowed and sold ones included (index classified_posts_user_listed). */
export function ownListingsPage(db: Tx, userId: string, query: CursorQuery) {
  const page = db
    .select({ pageId: p.id })
    .from(p)
    .where(and(eq(p.userId, userId), olderThan(p.listedAt, p.id, query.cursor)))
    .orderBy(...listedFirst())
    .limit(query.limit + 1)
    .as('page');
  return selectListings(db, userId)
    .innerJoin(page, eq(page.pageId, p.id))
    .orderBy(...listedFirst());
}

/** A seller's listings on sale (allowed, not sold, not expired), newest first (index classified_posts_user_listed). */
export function sellerListingsPage(db: Tx, viewerId: string, sellerId: string, query: CursorQuery) {
  const page = db
    .select({ pageId: p.id })
    .from(p)
    .where(and(eq(p.userId, sellerId), eq(p.active, true), isNull(p.soldAt), unexpired, olderThan(p.listedAt, p.id, query.cursor)))
    .orderBy(...listedFirst())
    .limit(query.limit + 1)
    .as('page');
  return selectListings(db, viewerId)
    .innerJoin(page, eq(page.pageId, p.id))
    .orderBy(...listedFirst());
}

/**
 * The ids of the member's favourites still shown to them, the latest favourite first, with the
 * favourite's time for the cursor (index classified_favourites_user_created).
 */
export function favouritesPage(db: Tx, userId: string, query: CursorQuery) {
  return db
    .select({ id: f.classifiedId, favouritedAt: exactTime(f.createdAt) })
    .from(f)
    .innerJoin(p, eq(p.id, f.classifiedId))
    .where(and(eq(f.userId, userId), shownTo(userId), olderThan(f.createdAt, f.classifiedId, query.cursor)))
    .orderBy(desc(f.createdAt), desc(f.classifiedId))
    .limit(query.limit + 1);
}
