import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ClassifiedList, ClassifiedListQuery } from '@souq/contract/classifieds';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { countries } from '../../db/schema/regions';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { newestFirstPage } from '../../lib/newest-first-page';
import { escapeLike } from '../../lib/search';

const p = classifiedPosts;


/**
 * "Title or description contains the text", case-insensitive (Arabic has no case and matches as
 * written). The left side is exactly the expression of the trigram index
 * classified_posts_search_trgm, or the planner cannot use it.
 */
export const classifiedSearch = (text: string): SQL =>
  sql`(${p.title} || ' ' || ${p.description}) ILIKE '%' || ${escapeLike(text)}::text || '%'`;

async function currencyOf(db: Db, countryId: string) {
  const [country] = await db
    .select({ currency_symbol: countries.currencySymbol, currency_code: countries.currencyCode })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!country) throw notFound(messages.region.countryNotFound);
  return country;
}

async function assertCategory(db: Db, categoryId: string): Promise<void> {
  const found = isUuid(categoryId)
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).limit(1)
    : [];
  if (found.length === 0) throw notFound(messages.category.notFound);
}

/** The page's statement, kept apart so the tests can read its plan with EXPLAIN. */
export function classifiedListQuery(db: Tx, input: ClassifiedListQuery) {
  const page = newestFirstPage(
    db,
    p,
    and(
      eq(p.countryId, input.country_id),
      input.category_id ? eq(p.categoryId, input.category_id) : undefined,
      input.textSearch ? classifiedSearch(input.textSearch) : undefined,
    ),
    input.page,
    input.itemsPerPage,
  );
  return db
    .select({
      _id: p.id,
      title: p.title,
      description: p.description,
      price: p.price,
      mobile: p.mobile,
      image_url: p.imageUrl,
      active: p.active,
      country_id: p.countryId,
      createdAt: p.createdAt,
      userId: users.id,
      userName: users.name,
      userPhoto: users.photo,
      categoryId: categories.id,
      categoryEn: categories.categoryEn,
    })
    .from(p)
    .innerJoin(page.ids, page.on)
    .innerJoin(users, eq(users.id, p.userId))
    .innerJoin(categories, eq(categories.id, p.categoryId))
    .orderBy(...page.orderBy);
}

/**
 * A page of a country's posts, newest first (created_at, then id, so equal times keep one order
 * across pages). isNext comes from reading one row more than the page, never from a count.
 */
export async function listClassifieds(db: Db, input: ClassifiedListQuery): Promise<ClassifiedList> {
  const currencyDetails = await currencyOf(db, input.country_id);
  if (input.category_id) await assertCategory(db, input.category_id);
  const rows = await classifiedListQuery(db, input);
  return {
    classifieds: rows.slice(0, input.itemsPerPage).map(({ userId, userName, userPhoto, categoryId, categoryEn, price, ...row }) => ({
      ...row,
      price: Number(price),
      user_id: { _id: userId, name: userName, photo: userPhoto },
      category_id: { _id: categoryId, category_en: categoryEn },
      currencyDetails,
    })),
    isNext: rows.length > input.itemsPerPage,
  };
}
