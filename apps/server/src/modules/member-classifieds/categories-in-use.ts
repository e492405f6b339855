import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { MemberCategoryList } from '@souq/contract/members-classifieds';
import type { Tx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';

const p = classifiedPosts;

/**
 * How long one count of the listings on sale per category serves: the order changes slowly (a
 * category overtakes another over days), and the categories screen is every buyer's first, so
 * a count per opening would be a count per visit for nothing.
 */
export const CATEGORY_COUNT_TTL_MS = 60_000;

interface Counted {
  at: number;
  counts: Map<string, number>;
}
/** Per database handle (each test file's app has its own), per country ('' for everywhere). */
const counted = new WeakMap<object, Map<string, Counted>>();

/**
 * The listings on sale per category: allowed, not sold, not past their lifetime, by a live
 * seller, the search's own conditions but blocks (a count, not a list of anyone's listings),
 * over the partial index classified_posts_listed_category (migration 0023).
 */
async function listedCounts(db: Tx, countryId: string | undefined, now: number): Promise<Map<string, number>> {
  let byCountry = counted.get(db);
  if (!byCountry) counted.set(db, (byCountry = new Map()));
  const key = countryId ?? '';
  const cached = byCountry.get(key);
  if (cached && now - cached.at < CATEGORY_COUNT_TTL_MS) return cached.counts;
  const rows = await db
    .select({ categoryId: p.categoryId, listings: count() })
    .from(p)
    .where(and(countryId ? eq(p.countryId, countryId) : undefined, eq(p.active, true), isNull(p.soldAt), sql`${p.expiresAt} > now()`, eq(p.sellerLive, true)))
    .groupBy(p.categoryId);
  const counts = new Map(rows.map((row) => [row.categoryId, row.listings]));
  byCountry.set(key, { at: now, counts });
  return counts;
}

/**
 * The categories in order of use: the most listings on sale first, so what people buy and sell
 * most (cars, flats) leads; ties, and categories with nothing on sale, keep the console's order
 * (oldest first, then by name).
 */
export async function categoriesInUse(db: Tx, countryId: string | undefined, now = Date.now()): Promise<MemberCategoryList> {
  const [counts, rows] = await Promise.all([
    listedCounts(db, countryId, now),
    db
      .select({
        _id: categories.id,
        category_en: categories.categoryEn,
        category_ar: categories.categoryAr,
        category_image: categories.categoryImage,
        classifiedType: categories.classifiedType,
        lifetime_days: categories.lifetimeDays,
      })
      .from(categories)
      .orderBy(asc(categories.createdAt), asc(sql`lower(${categories.categoryEn})`), asc(categories.id)),
  ]);
  const withCounts = rows.map((row, position) => ({ row: { ...row, listingsOnSale: counts.get(row._id) ?? 0 }, position }));
  withCounts.sort((a, b) => b.row.listingsOnSale - a.row.listingsOnSale || a.position - b.position);
  return { categories: withCounts.map((entry) => entry.row) };
}
