import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { isUuid } from '../../lib/ids';
import { classifiedColumns, referencesOf, selectClassifiedsWith } from '../classifieds/classifieds.queries';

const p = classifiedPosts;

/**
 * Live: allowed by staff, not sold, not expired, by a seller neither deleted nor blocked. Only
 * these have a page and a place in the sitemap. Blocks between members do not apply: a visitor is nobody.
 */
const live = and(eq(p.active, true), isNull(p.soldAt), sql`${p.expiresAt} > now()`, eq(p.sellerLive, true))!;

/**
 * The fields a listing's public page shows, read column by column: never the precise address, the
 * type's own fields (street, flat...) or the seller's mobile, which stay with staff and the owner
 * (docs/security.md), so no later change to the page can leak them by accident.
 */
function selectPublicListing(db: Tx) {
  return selectClassifiedsWith(db, {
    ...classifiedColumns,
    description: p.description,
    updatedAt: p.updatedAt,
    soldAt: p.soldAt,
    expired: sql<boolean>`${p.expiresAt} <= now()`,
    sellerLive: p.sellerLive,
    details: p.details,
  });
}

export type PublicListing = ReturnType<typeof toPublicListing>;

/**
 * What the page says of a car or a flat under its price, as stored: never the precise address,
 * only what the members' search filters on (docs/security.md, "A listing's private fields").
 */
export interface ListingFacts {
  year?: string;
  mileage?: string;
  size?: string;
  leaseType?: 'rent' | 'sale';
  furnished?: boolean;
}

const digitsOf = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? value : undefined);

function factsOf(type: string | null, details: Record<string, unknown>): ListingFacts {
  const leaseType = details.leaseType === 'rent' || details.leaseType === 'sale' ? details.leaseType : undefined;
  if (type === 'automotive') return { year: digitsOf(details.year), mileage: digitsOf(details.mileage) };
  if (type === 'property') return { size: digitsOf(details.size), leaseType, furnished: details.furnished === true };
  return {};
}

function toPublicListing(row: Awaited<ReturnType<typeof selectPublicListing>>[number]) {
  const { user_id, district_id, area_id, category_id, currencyDetails } = referencesOf(row);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    currency: currencyDetails.currency_code,
    photos: row.media.filter((item) => item.type === 'image').map((item) => item.url),
    seller: user_id.name,
    category: category_id.category_en,
    district: district_id,
    area: area_id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    facts: factsOf(row.classifiedType, row.details),
  };
}

/**
 * What the page of a listing shows: `live` with the public fields; `gone` for one that existed
 * and ended (sold or expired), told apart so search engines drop it (410) without showing a thing of it;
 * `missing` for anything else (no such id, disallowed by staff, a deleted or blocked seller),
 * which must not say whether the listing exists (404).
 */
export async function findPublicListing(db: Tx, id: string): Promise<{ state: 'live'; listing: PublicListing } | { state: 'gone' | 'missing' }> {
  if (!isUuid(id)) return { state: 'missing' };
  const [row] = await selectPublicListing(db).where(eq(p.id, id)).limit(1);
  if (!row || !row.active || !row.sellerLive) return { state: 'missing' };
  // Sold or past its lifetime: ended, for now (a renewal brings an expired one back).
  if (row.soldAt !== null || row.expired) return { state: 'gone' };
  return { state: 'live', listing: toPublicListing(row) };
}

/**
 * Listings per sitemap file. The protocol allows 50,000; files of 10,000 stay small enough to
 * build from one index range walk (classified_posts_created) and to serve from memory.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** One sitemap file of live listings: those created in one calendar month (UTC), page by page. */
export interface SitemapFile {
  month: string;
  page: number;
  lastModified: Date;
}

const monthOf = sql<string>`to_char(${p.createdAt} at time zone 'UTC', 'YYYY-MM')`;

/**
 * The files the sitemap index names: a month's live listings, split into pages of
 * SITEMAP_PAGE_SIZE. Months keep a file's address and contents steady as listings are added, so
 * a crawler re-reads only the files whose last change moved.
 */
export async function sitemapFiles(db: Tx, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapFile[]> {
  const months = await db
    .select({ month: monthOf, count: sql<number>`count(*)::int`, lastModified: sql<Date>`max(${p.updatedAt})`.mapWith(p.updatedAt) })
    .from(p)
    .where(live)
    .groupBy(monthOf)
    .orderBy(desc(monthOf));
  return months.flatMap(({ month, count, lastModified }) =>
    Array.from({ length: Math.ceil(count / pageSize) }, (_, index) => ({ month, page: index + 1, lastModified })),
  );
}

/** The live listings' ids, titles and last changes in one sitemap file, oldest first so pages stay put. */
export async function sitemapListings(db: Tx, file: { month: string; page: number }, pageSize = SITEMAP_PAGE_SIZE) {
  const start = new Date(`${file.month}-01T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return [];
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return db
    .select({ id: p.id, title: p.title, updatedAt: p.updatedAt })
    .from(p)
    .where(and(live, gte(p.createdAt, start), lt(p.createdAt, end)))
    .orderBy(asc(p.createdAt), asc(p.id))
    .offset((file.page - 1) * pageSize)
    .limit(pageSize);
}
