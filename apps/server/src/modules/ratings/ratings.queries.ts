import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { RATING_TAGS, type Rating, type RatingSummary, type RatingTag } from '@souq/contract/members-ratings';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { deals, ratings } from '../../db/schema/ratings';
import { users } from '../../db/schema/users';
import { exactTime } from '../../lib/cursor';
import { preparedPerDb } from '../../lib/prepared-per-db';

/**
 * Reading ratings: what makes one visible, how the apps see one, and a member's average. Other
 * modules (the seller page, listing cards) read the average through `ratingSummaries`.
 */

/** Shown to others: not removed by staff, and both members rated or the window ended. */
export const ratingVisible: SQL<boolean> = sql<boolean>`(${ratings.removedAt} is null and (${ratings.revealedAt} is not null or ${ratings.windowEndsAt} <= now()))`;

const tagsOf = (tags: readonly string[]): RatingTag[] => tags.filter((tag): tag is RatingTag => (RATING_TAGS as readonly string[]).includes(tag));

/** The ratings matching `where`, newest first, as the apps show them, with the cursor's exact time. */
export async function ratingRows(tx: Tx, where: SQL | undefined, limit = 100) {
  const rows = await tx
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      tags: ratings.tags,
      rater: { _id: users.id, name: users.name, photo: users.photo },
      ratedId: ratings.ratedId,
      raterId: ratings.raterId,
      buyerId: deals.buyerId,
      classified: { _id: classifiedPosts.id, title: classifiedPosts.title },
      reply: ratings.reply,
      repliedAt: ratings.repliedAt,
      removedAt: ratings.removedAt,
      visible: ratingVisible,
      createdAt: ratings.createdAt,
      timeKey: exactTime(ratings.createdAt),
    })
    .from(ratings)
    .innerJoin(deals, eq(deals.id, ratings.dealId))
    .innerJoin(users, eq(users.id, ratings.raterId))
    .leftJoin(classifiedPosts, eq(classifiedPosts.id, ratings.classifiedId))
    .where(where)
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
  return rows;
}
export type RatingRow = Awaited<ReturnType<typeof ratingRows>>[number];

export function toRating(row: RatingRow): Rating {
  return {
    _id: row.id,
    stars: row.stars,
    comment: row.comment,
    tags: tagsOf(row.tags),
    rater: row.rater,
    rated_id: row.ratedId,
    classified: row.classified,
    byBuyer: row.raterId === row.buyerId,
    reply: row.reply,
    repliedAt: row.repliedAt,
    visible: Boolean(row.visible),
    createdAt: row.createdAt,
  };
}

/** One rating by id as the apps show it; undefined when there is none. */
export async function ratingById(tx: Tx, ratingId: string): Promise<RatingRow | undefined> {
  const [row] = await ratingRows(tx, eq(ratings.id, ratingId), 1);
  return row;
}

/** Every page of listings or posts reads it: prepared once, the members as one array. */
const summariesOf = preparedPerDb('souq_rating_summaries', (tx) =>
  tx
    .select({
      ratedId: ratings.ratedId,
      average: sql<string>`round(avg(${ratings.stars}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(sql`${ratings.ratedId} = any(${sql.placeholder('ids')}::uuid[])`, ratingVisible))
    .groupBy(ratings.ratedId),
);

/** Each member's average (one decimal) and count over their visible ratings; members with none are absent. */
export async function ratingSummaries(tx: Tx, memberIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const rows = await summariesOf(tx).execute({ ids: `{${ids.join(',')}}` });
  return new Map(rows.map((row) => [row.ratedId, { average: Number(row.average), count: Number(row.count) }]));
}

export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

/** One member's summary. */
export async function ratingSummaryOf(tx: Tx, memberId: string): Promise<RatingSummary> {
  return (await ratingSummaries(tx, [memberId])).get(memberId) ?? NO_RATINGS;
}

/** Listings as cards or a page show them, each with its seller's average and count when they have ratings. */
export async function withSellerRatings<T extends { user_id: { _id: string } }>(tx: Tx, listings: T[]): Promise<(T & { sellerRating?: RatingSummary })[]> {
  if (listings.length === 0) return listings;
  const summaries = await ratingSummaries(
    tx,
    listings.map((listing) => listing.user_id._id),
  );
  return listings.map((listing) => {
    const sellerRating = summaries.get(listing.user_id._id);
    return sellerRating ? { ...listing, sellerRating } : listing;
  });
}
