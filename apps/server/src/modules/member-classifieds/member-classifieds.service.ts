import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { classifiedForms, type AddClassifiedCommon } from '@souq/contract/classifieds';
import type { CursorQuery, ReportRequest } from '@souq/contract/members-common';
import {
  CLASSIFIED_EXTRA_KEYS,
  OWNER_ONLY_LISTING_FIELDS,
  type Suggestions,
  type CreateClassifiedRequest,
  type MemberClassifiedDetail,
  type MemberClassifiedList,
  type MyClassifiedList,
  type UpdateClassifiedRequest,
} from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { classifiedFavourites, classifiedReports } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { pageOfRows } from '../../lib/cursor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertVerified, isBlockedBetween } from '../../lib/member-visibility';
import { assertOwnUploads, mediaItemReferences, type MediaReference } from '../uploads/media-references';
import type { Storage } from '../uploads/storage';
import { checkReferences } from '../classifieds/classified-references';
import { findClassified, listingRow } from '../classifieds/classifieds.queries';
import {
  favouritedBy,
  favouritesPage,
  featuredNow,
  reservedNow,
  ownListingsPage,
  selectListings,
  sellerListingsPage,
  shownTo,
  toItem,
} from './member-classifieds.queries';
import { searchListings } from '../listing-search/listing-search';
import { listingStats, recordView, shownPhoneOf } from './listing-stats';
import { completions } from '../listing-search/completions';
import { bumpListing, nextBumpAt, renewListing } from '../listing-lifetime/renew-and-bump';
import { queueSignal } from '../moderation/moderation.queries';
import { checkDuplicates, rememberPhotoHashes, type ListingToCheck } from '../trust/duplicate-listings';
import { assertNewAccountMayList } from '../trust/new-account-limits';
import { queueWatchedHits, screenText, type WatchedHits } from '../trust/watched-words.check';
import { withSellerRatings } from '../ratings/ratings.queries';

const m = messages.members.classifieds;
const p = classifiedPosts;

const gone = () => notFound(m.listingNotFound);

// ---- Reading ----

export const searchClassifieds = searchListings;
export const suggestSearches = async (db: Db, text: string): Promise<Suggestions> => ({ suggestions: await completions(db, text) });

/**
 * A listing as someone other than its owner may read it: without the precise address and the
 * seller's typed mobile (docs/security.md). Every members' or public answer built from a full
 * listing goes through here.
 */
export function withoutOwnerOnlyFields<T extends object>(listing: T): Omit<T, (typeof OWNER_ONLY_LISTING_FIELDS)[number]> {
  const shown: Record<string, unknown> = { ...(listing as Record<string, unknown>) };
  for (const key of OWNER_ONLY_LISTING_FIELDS) delete shown[key];
  return shown as Omit<T, (typeof OWNER_ONLY_LISTING_FIELDS)[number]>;
}

/**
 * One listing as this viewer may see it; 404 when it is not theirs to see (disallowed, a blocked or
 * gone seller). The owner reads every field; anyone else not the owner-only ones.
 */
export async function getListing(db: Tx, viewerId: string, id: string): Promise<MemberClassifiedDetail> {
  const [state] = await db
    .select({
      soldAt: p.soldAt,
      expiresAt: p.expiresAt,
      bumpedAt: p.bumpedAt,
      featured: featuredNow,
      reserved: reservedNow,
      reservedFor: p.reservedFor,
      reservedUntil: p.reservedUntil,
      shown: sql<boolean>`${shownTo(viewerId)}`,
      favourited: favouritedBy(viewerId),
    })
    .from(p)
    .where(eq(p.id, id))
    .limit(1);
  if (!state?.shown) throw gone();
  const listing = await findClassified(db, id);
  if (!listing) throw gone();
  const own = listing.user_id._id === viewerId;
  const detail = {
    ...listing,
    allowed: listing.active,
    sold: state.soldAt !== null,
    soldAt: state.soldAt,
    favouritedByMe: state.favourited,
    featured: state.featured,
    reserved: state.reserved,
    reservedUntil: state.reserved ? state.reservedUntil : null,
    reservedForMe: state.reserved && state.reservedFor === viewerId,
    expiresAt: state.expiresAt,
    nextBumpAt: nextBumpAt(state.bumpedAt),
    sellerPhone: await shownPhoneOf(db, listing.user_id._id),
    stats: own ? ((await listingStats(db, [id])).get(id) ?? null) : null,
  };
  return own ? detail : withoutOwnerOnlyFields(detail);
}

/** A member other than its seller opens the listing: the view is counted (once a day), then the listing answered. */
export async function openListing(db: Db, viewerId: string, id: string, countView: boolean): Promise<MemberClassifiedDetail> {
  const listing = await getListing(db, viewerId, id);
  if (countView && listing.user_id._id !== viewerId) await recordView(db, viewerId, id);
  const [rated] = await withSellerRatings(db, [listing]);
  return rated ?? listing;
}

export async function myListings(db: Db, userId: string, query: CursorQuery): Promise<MyClassifiedList> {
  const rows = await ownListingsPage(db, userId, query);
  const { items, nextCursor } = pageOfRows(rows, query.limit, (row) => [row.listedAtKey, row.id]);
  const stats = await listingStats(
    db,
    items.map((row) => row.id),
  );
  const none = { views: 0, calls: 0, whatsapp: 0, chats: 0, favourites: 0 };
  return { classifieds: items.map((row) => ({ ...toItem(row), stats: stats.get(row.id) ?? none })), nextCursor };
}

/**
 * A seller's listings on sale as the viewer may see them; 404 for a seller who is not a live
 * member, or with a block either way, as their profile answers.
 */
export async function sellerListings(db: Db, viewerId: string, sellerId: string, query: CursorQuery): Promise<MemberClassifiedList> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), eq(users.role, 'user'), isNull(users.deletedAt), eq(users.blocked, false)))
    .limit(1);
  if (!seller || (seller.id !== viewerId && (await isBlockedBetween(db, viewerId, seller.id)))) throw notFound(messages.members.account.memberNotFound);
  const rows = await sellerListingsPage(db, viewerId, seller.id, query);
  const { items, nextCursor } = pageOfRows(rows, query.limit, (row) => [row.listedAtKey, row.id]);
  return { classifieds: await withSellerRatings(db, items.map(toItem)), nextCursor };
}

/** Favourites of listings the member may still see; the others stay stored and come back if they do. */
export async function myFavourites(db: Db, userId: string, query: CursorQuery): Promise<MemberClassifiedList> {
  const { items, nextCursor } = pageOfRows(await favouritesPage(db, userId, query), query.limit, (row) => [row.favouritedAt, row.id]);
  if (items.length === 0) return { classifieds: [], nextCursor };
  const listings = new Map(
    (
      await selectListings(db, userId).where(
        inArray(
          p.id,
          items.map((item) => item.id),
        ),
      )
    ).map((row) => [row.id, toItem(row)]),
  );
  return {
    classifieds: await withSellerRatings(
      db,
      items.flatMap((item) => listings.get(item.id) ?? []),
    ),
    nextCursor,
  };
}

// ---- The seller's writes ----

/** The type's own fields of a checked body, as the `details` column keeps them. */
/**
 * Puts a listing on sale for the caller, checked by its type's add form (the contract) and its
 * references as the console's add checks them. Not audited: the audit log records staff actions.
 */
export async function createListing(db: Db, storage: Storage, userId: string, body: CreateClassifiedRequest): Promise<MemberClassifiedDetail> {
  await assertVerified(db, userId);
  return db.transaction(async (tx) => {
    const { type, ...input } = body;
    await assertOwnUploads(tx, storage, userId, listingPictures(input.media, input.image_url));
    // No user_id: the owner is the caller, never someone the body names.
    await checkReferences(tx, type, { ...input, user_id: undefined }, userId);
    await assertNewAccountMayList(tx, userId);
    const screened = await screenListing(db, tx, storage, {
      userId,
      title: input.title,
      description: input.description,
      photos: photoAddresses(input.media, input.image_url),
    });
    const [row] = await tx
      .insert(p)
      .values({ ...listingRow(type, input, userId), ...(screened.held ? { active: false } : {}) })
      .returning({ id: p.id });
    if (!row) throw new Error('insert returned nothing');
    await afterScreening(tx, storage, row.id, screened);
    return getListing(tx, userId, row.id);
  });
}

/** A listing's still photos' addresses: what its duplicate checks compare. */
function photoAddresses(media: readonly { url: string; type?: string }[] | undefined, imageUrl: string | null | undefined): string[] {
  return [...(media ?? []).filter((item) => item.type !== 'video').map((item) => item.url), ...(imageUrl ? [imageUrl] : [])];
}

type Screened = Awaited<ReturnType<typeof checkDuplicates>> & WatchedHits & { held: boolean; userId: string; photos: string[] };

/**
 * What a listing's words and photos say before it is saved: a blocking watched word or a near
 * copy of the seller's own live listing refuses it (checkDuplicates, screenText); a holding word
 * saves it hidden for review.
 */
async function screenListing(db: Db, tx: Tx, storage: Storage, listing: ListingToCheck & { photos: string[] }): Promise<Screened> {
  const hits = await screenText(db, tx, 'title', [listing.title, listing.description]);
  const duplicates = await checkDuplicates(tx, storage, listing);
  return { ...hits, ...duplicates, held: hits.hold.length > 0, userId: listing.userId, photos: listing.photos };
}

/** Once saved: its photos remembered, and what the screening found put in the moderation queue. */
async function afterScreening(tx: Tx, storage: Storage, id: string, screened: Screened): Promise<void> {
  await rememberPhotoHashes(tx, storage, { id, userId: screened.userId, photos: screened.photos });
  if (screened.copyOfId) await queueSignal(tx, { kind: 'listing', subjectId: id, signal: 'suspected_copy', copyOfId: screened.copyOfId });
  await queueWatchedHits(tx, 'listing', id, screened);
}

/** A listing's gallery and thumbnail: photos and videos its seller uploaded. */
function listingPictures(media: readonly { url: string }[] | undefined, imageUrl: string | null | undefined): MediaReference[] {
  return [
    ...mediaItemReferences(media ?? [], messages.upload.mediaNotYours),
    ...(imageUrl ? [{ field: 'image_url', address: imageUrl, message: messages.upload.listingImageNotYours }] : []),
  ];
}

/** The caller's own listing, locked for the change; 404 for anyone else's, as if it did not exist. */
async function ownListing(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({
      id: p.id,
      countryId: p.countryId,
      districtId: p.districtId,
      areaId: p.areaId,
      address: p.address,
      title: p.title,
      description: p.description,
      mobile: p.mobile,
      price: p.price,
      categoryId: p.categoryId,
      subCategoryId: p.subCategoryId,
      media: p.media,
      imageUrl: p.imageUrl,
      details: p.details,
      type: categories.classifiedType,
    })
    .from(p)
    .innerJoin(categories, eq(categories.id, p.categoryId))
    .where(and(eq(p.id, id), eq(p.userId, userId)))
    .for('update', { of: p });
  if (!row) throw gone();
  return row;
}

/** The value after an edit: unchanged when absent, none when cleared with null. */
const edited = <T>(value: T | null | undefined, stored: T | null): T | undefined => (value === null ? undefined : (value ?? stored ?? undefined));

/**
 * Changes the fields sent, each already checked by its add-form schema; the type's own fields
 * must be of the listing's type, and the references after the edit are checked together as an
 * add would check them (a district of another country, a category of another type: refused).
 */
export async function updateListing(db: Db, storage: Storage, userId: string, id: string, edit: UpdateClassifiedRequest): Promise<MemberClassifiedDetail> {
  await assertVerified(db, userId);
  return db.transaction(async (tx) => {
    const row = await ownListing(tx, userId, id);
    if (!row.type) throw badRequest(m.listingUntyped, { category_id: m.listingUntyped });
    const type = row.type;
    const sent: Record<string, unknown> = edit;
    const own = new Set(classifiedForms[type].extraKeys);
    const stray = CLASSIFIED_EXTRA_KEYS.find((key) => sent[key] !== undefined && !own.has(key));
    if (stray) throw badRequest(m.fieldNotOfType, { [stray]: m.fieldNotOfType });

    const kept = [...row.media.map((item) => item.url), ...(row.imageUrl ? [row.imageUrl] : [])];
    await assertOwnUploads(tx, storage, userId, listingPictures(edit.media, edit.image_url), kept);
    const media = edit.media ?? row.media;
    // The thumbnail follows the gallery when the gallery changes, as on an add without image_url.
    const imageUrl = edit.image_url || (edit.media || edit.image_url !== undefined ? (media[0]?.url ?? null) : row.imageUrl);
    const after: AddClassifiedCommon = {
      country_id: edit.country_id ?? row.countryId,
      district_id: edit.district_id ?? row.districtId,
      area_id: edited(edit.area_id, row.areaId),
      address: edit.address === null ? '' : (edit.address ?? row.address),
      title: edit.title ?? row.title,
      description: edit.description ?? row.description,
      mobile: edit.mobile ?? row.mobile,
      price: edit.price ?? row.price,
      category_id: edit.category_id ?? row.categoryId,
      sub_category_id: edited(edit.sub_category_id, row.subCategoryId),
      user_id: undefined,
      media,
    };
    await checkReferences(tx, type, after, userId);
    // Screened again only when what is screened changed: a price edit never re-holds a listing staff let through.
    const photos = photoAddresses(media, imageUrl);
    const rescreen =
      after.title !== row.title || after.description !== row.description || photos.join('\n') !== photoAddresses(row.media, row.imageUrl).join('\n');
    const screened = rescreen
      ? await screenListing(db, tx, storage, { id: row.id, userId, title: after.title, description: after.description ?? '', photos })
      : null;

    const details = { ...row.details };
    for (const key of own) {
      if (sent[key] === null) delete details[key];
      else if (sent[key] !== undefined) details[key] = sent[key];
    }
    await tx
      .update(p)
      .set({
        countryId: after.country_id,
        districtId: after.district_id,
        areaId: after.area_id ?? null,
        address: after.address,
        title: after.title,
        description: after.description,
        mobile: after.mobile,
        price: after.price,
        categoryId: after.category_id,
        subCategoryId: after.sub_category_id ?? null,
        media,
        imageUrl,
        details,
        updatedAt: new Date(),
        // An edit that brings in a holding word hides the listing again until staff decide.
        ...(screened?.held ? { active: false } : {}),
      })
      .where(eq(p.id, row.id));
    if (screened) await afterScreening(tx, storage, row.id, screened);
    return getListing(tx, userId, row.id);
  });
}

/**
 * Deletes the caller's listing. A plain delete, as the dashboard's counter triggers expect: they
 * take the row off its hour's count in the same statement. Favourites and reports go with it
 * (their foreign keys cascade); conversations about it stay, without the listing.
 */
export async function deleteListing(db: Db, userId: string, id: string): Promise<{ ok: true }> {
  const deleted = await db
    .delete(p)
    .where(and(eq(p.id, id), eq(p.userId, userId)))
    .returning({ id: p.id });
  if (deleted.length === 0) throw gone();
  return { ok: true };
}

/** Marks the caller's listing sold, once: marking it again keeps the first time. */
export async function markSold(db: Db, userId: string, id: string): Promise<MemberClassifiedDetail> {
  const marked = await db
    .update(p)
    .set({ soldAt: sql`coalesce(${p.soldAt}, now())`, updatedAt: new Date() })
    .where(and(eq(p.id, id), eq(p.userId, userId)))
    .returning({ id: p.id });
  if (marked.length === 0) throw gone();
  return getListing(db, userId, id);
}

/**
 * The seller ends their listing's reservation before its time: free for offers again. 409 when it
 * is not reserved now (an ended one needs no release).
 */
export async function releaseReservation(db: Db, userId: string, id: string): Promise<MemberClassifiedDetail> {
  const [row] = await db
    .select({ reserved: reservedNow })
    .from(p)
    .where(and(eq(p.id, id), eq(p.userId, userId)))
    .limit(1);
  if (!row) throw gone();
  if (!row.reserved) throw conflict(messages.members.offers.notReserved);
  await db
    .update(p)
    .set({ reservedFor: null, reservedUntil: null })
    .where(and(eq(p.id, id), eq(p.userId, userId)));
  return getListing(db, userId, id);
}

/** Renews the caller's listing (listing-lifetime) and answers it as its owner reads it. */
export const renew = (db: Db, userId: string, id: string) => renewListing(db, userId, id, (tx) => getListing(tx, userId, id));

/** Bumps the caller's listing (listing-lifetime) and answers it as its owner reads it. */
export const bump = (db: Db, userId: string, id: string) => bumpListing(db, userId, id, (tx) => getListing(tx, userId, id));

// ---- Buyers' writes ----

/** Refuses (404) a listing this member may not see. */
async function assertShown(db: Tx, viewerId: string, id: string): Promise<{ userId: string }> {
  const [row] = await db
    .select({ userId: p.userId })
    .from(p)
    .where(and(eq(p.id, id), shownTo(viewerId)))
    .limit(1);
  if (!row) throw gone();
  return row;
}

export async function favourite(db: Db, userId: string, id: string): Promise<{ ok: true }> {
  await assertVerified(db, userId);
  await assertShown(db, userId, id);
  await db.insert(classifiedFavourites).values({ userId, classifiedId: id }).onConflictDoNothing();
  return { ok: true };
}

/**
 * Removes a favourite. One the member already has goes even when its listing is no longer shown
 * to them (nothing is revealed: they favoured it); otherwise the listing must be one they can see.
 */
export async function unfavourite(db: Db, userId: string, id: string): Promise<{ ok: true }> {
  const removed = await db
    .delete(classifiedFavourites)
    .where(and(eq(classifiedFavourites.userId, userId), eq(classifiedFavourites.classifiedId, id)))
    .returning({ id: classifiedFavourites.classifiedId });
  if (removed.length === 0) await assertShown(db, userId, id);
  return { ok: true };
}

/** Files a report for the console's moderators; one's own listing cannot be reported. */
export async function reportListing(db: Db, userId: string, id: string, input: ReportRequest): Promise<{ ok: true }> {
  await assertVerified(db, userId);
  const listing = await assertShown(db, userId, id);
  if (listing.userId === userId) throw badRequest(m.ownListingReport);
  await db.insert(classifiedReports).values({ classifiedId: id, userId, reason: input.reason, category: input.category });
  return { ok: true };
}
