import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { isUuid } from '../../lib/ids';
import { classifiedColumns, referencesOf, selectClassifiedsWith } from '../classifieds/classifieds.queries';

const p = classifiedPosts;

/**
 * Live: allowed by staff, not sold, by a seller neither deleted nor blocked. Only these have a
 * page and a place in the sitemap. Blocks between members do not apply: a visitor is nobody.
 */
const live = and(eq(p.active, true), isNull(p.soldAt), eq(p.sellerLive, true))!;

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
    sellerLive: p.sellerLive,
  });
}

export type PublicListing = ReturnType<typeof toPublicListing>;

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
  };
}

/**
 * What the page of a listing shows: `live` with the public fields; `gone` for one that existed
 * and ended (sold), told apart so search engines drop it (410) without showing a thing of it;
 * `missing` for anything else (no such id, disallowed by staff, a deleted or blocked seller),
 * which must not say whether the listing exists (404).
 */
export async function findPublicListing(db: Tx, id: string): Promise<{ state: 'live'; listing: PublicListing } | { state: 'gone' | 'missing' }> {
  if (!isUuid(id)) return { state: 'missing' };
  const [row] = await selectPublicListing(db).where(eq(p.id, id)).limit(1);
  if (!row || !row.active || !row.sellerLive) return { state: 'missing' };
  if (row.soldAt !== null) return { state: 'gone' };
  return { state: 'live', listing: toPublicListing(row) };
}

/**
 * The sitemap protocol allows 50,000 addresses a file; one file of the newest live listings keeps
 * the answer one quick index walk (classified_posts_created) and small enough to serve from memory.
 */
export const SITEMAP_MAX = 10_000;

/** The newest live listings' ids, titles and last changes, for /sitemap.xml. */
export async function sitemapListings(db: Tx, limit = SITEMAP_MAX) {
  return db.select({ id: p.id, title: p.title, updatedAt: p.updatedAt }).from(p).where(live).orderBy(desc(p.createdAt), desc(p.id)).limit(limit);
}
