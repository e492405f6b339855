import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZClassifiedSearchQuery, type ClassifiedSearchQuery } from '@souq/contract/members-classifieds';
import {
  SAVED_SEARCH_MAX,
  UNSAVED_SEARCH_PARAMS,
  type CreateSavedSearch,
  type OpenedSavedSearch,
  type SavedSearch,
  type SavedSearchList,
  type UpdateSavedSearch,
} from '@souq/contract/members-saved-searches';
import type { Db, Tx } from '../../db/client';
import { activityItems } from '../../db/schema/activity';
import { savedSearchMatches, savedSearches } from '../../db/schema/saved-searches';
import { users } from '../../db/schema/users';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { rowsOf } from '../../lib/sql-rows';
import { wantedDetails } from '../member-classifieds/member-classifieds.queries';
import { textQuery } from '../listing-search/text-query';
import { matchKeyOf, NEVER_MATCHES } from './matching';
import { savedSearchOfToken } from './unsubscribe-token';

const m = messages.members.savedSearches;
const s = savedSearches;

/** New listings counted per saved search up to this: more shows as "99+". */
const NEW_MATCHES_MAX = 100;

const gone = () => notFound(m.savedSearchNotFound);

/** The search as it is kept: what GET /api/v1/classifieds would take again, without paging. */
function storedParams(query: ClassifiedSearchQuery): Record<string, string> {
  const unsaved = new Set<string>(UNSAVED_SEARCH_PARAMS);
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null || unsaved.has(key)) continue;
    stored[key] = String(value);
  }
  return stored;
}

const integerOf = (value: string | undefined) => (value === undefined ? null : Number(value));

/** The search taken apart into the columns the matcher tests (matching.ts). */
async function matchColumns(tx: Tx, query: ClassifiedSearchQuery) {
  const text = query.q ? await textQuery(tx, query.q) : null;
  return {
    matchKey: text && !text.tsquery ? NEVER_MATCHES : matchKeyOf(query.country_id, query.category_id),
    countryId: query.country_id ?? null,
    categoryId: query.category_id ?? null,
    subCategoryId: query.sub_category_id ?? null,
    districtId: query.district_id ?? null,
    areaId: query.area_id ?? null,
    priceMin: query.price_min ?? null,
    priceMax: query.price_max ?? null,
    textQuery: text?.tsquery ?? null,
    details: wantedDetails(query),
    yearMin: integerOf(query.year_min),
    yearMax: integerOf(query.year_max),
    mileageMax: integerOf(query.mileage_max),
    sizeMin: integerOf(query.size_min),
    sizeMax: integerOf(query.size_max),
  };
}

const columns = {
  id: s.id,
  name: s.name,
  params: s.params,
  alert: s.alert,
  createdAt: s.createdAt,
  newMatches: sql<number>`(select count(*)::int from (select 1 from ${savedSearchMatches} sm where sm.saved_search_id = ${s.id} and sm.created_at > ${s.seenAt} limit ${NEW_MATCHES_MAX}) as n)`,
};

type Row = { id: string; name: string | null; params: Record<string, string>; alert: string; createdAt: Date; newMatches: number };

const shaped = (row: Row): SavedSearch => ({
  _id: row.id,
  name: row.name,
  params: row.params,
  alert: row.alert as SavedSearch['alert'],
  newMatches: row.newMatches,
  createdAt: row.createdAt,
});

async function ownSavedSearch(db: Tx, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await db
    .select(columns)
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)));
  if (!row) throw gone();
  return shaped(row);
}

/**
 * Saves a search for the caller, up to SAVED_SEARCH_MAX: the account's row is locked while
 * counting, so two saves at once cannot both pass the cap.
 */
export async function createSavedSearch(db: Db, userId: string, input: CreateSavedSearch): Promise<SavedSearch> {
  const parsed = ZClassifiedSearchQuery.safeParse(input.params);
  if (!parsed.success) throw badRequest(m.searchInvalid, { params: parsed.error.issues[0]?.message ?? m.searchInvalid });
  const query = parsed.data;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(eq(s.userId, userId));
    if ((count?.n ?? 0) >= SAVED_SEARCH_MAX) throw conflict(m.tooManySavedSearches);
    const [row] = await tx
      .insert(s)
      .values({ userId, name: input.name ?? null, alert: input.alert, params: storedParams(query), ...(await matchColumns(tx, query)) })
      .returning({ id: s.id });
    if (!row) throw new Error('insert returned nothing');
    return ownSavedSearch(tx, userId, row.id);
  });
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchList> {
  const rows = await db.select(columns).from(s).where(eq(s.userId, userId)).orderBy(desc(s.createdAt), desc(s.id));
  return { savedSearches: rows.map(shaped) };
}

export async function updateSavedSearch(db: Db, userId: string, id: string, input: UpdateSavedSearch): Promise<SavedSearch> {
  const changed = await db
    .update(s)
    .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.alert ? { alert: input.alert } : {}), updatedAt: sql`now()` })
    .where(and(eq(s.id, id), eq(s.userId, userId)))
    .returning({ id: s.id });
  if (changed.length === 0) throw gone();
  return ownSavedSearch(db, userId, id);
}

/**
 * Opens a saved search: answers the listings matched since it was last opened (the app marks
 * them "New"), then counts from now; its inbox item is read with it.
 */
export async function openSavedSearch(db: Db, userId: string, id: string): Promise<OpenedSavedSearch> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ seenAt: s.seenAt })
      .from(s)
      .where(and(eq(s.id, id), eq(s.userId, userId)))
      .for('update');
    if (!row) throw gone();
    const fresh = await tx
      .select({ id: savedSearchMatches.listingId })
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, id), gt(savedSearchMatches.createdAt, row.seenAt)))
      .orderBy(desc(savedSearchMatches.createdAt))
      .limit(NEW_MATCHES_MAX);
    const savedSearch = await ownSavedSearch(tx, userId, id);
    await tx
      .update(s)
      .set({ seenAt: sql`now()` })
      .where(eq(s.id, id));
    await tx
      .update(activityItems)
      .set({ readAt: sql`now()` })
      .where(and(eq(activityItems.recipientId, userId), eq(activityItems.groupKey, `saved_search:saved_search:${id}`), isNull(activityItems.readAt)));
    return { savedSearch, newListingIds: fresh.map((match) => match.id) };
  });
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(s)
      .where(and(eq(s.id, id), eq(s.userId, userId)))
      .returning({ id: s.id });
    if (deleted.length === 0) throw gone();
    // Its alerts go with it: an item would open a search that is no longer there.
    await tx.delete(activityItems).where(and(eq(activityItems.recipientId, userId), eq(activityItems.groupKey, `saved_search:saved_search:${id}`)));
    return { ok: true as const };
  });
}

/** The digest's one-tap link: that search's alerts off, no sign-in; a token of nothing answers 400. */
export async function unsubscribeSavedSearch(db: Db, secret: string, token: string): Promise<{ name: string | null }> {
  const id = savedSearchOfToken(secret, token);
  const [row] = id
    ? await rowsOf<{ name: string | null; q: string | null }>(
        db,
        sql`update saved_searches set alert = 'off', updated_at = now() where id = ${id} returning name, params ->> 'q' as q`,
      )
    : [];
  if (!row) throw badRequest(m.unsubscribeInvalid, { token: m.unsubscribeInvalid });
  return { name: row.name ?? row.q };
}
