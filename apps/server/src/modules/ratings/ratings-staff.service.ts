import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RATING_TAGS, type RatingTag, type ReportedRatingList } from '@souq/contract/members-ratings';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { ratingReports, ratings } from '../../db/schema/ratings';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';

const r = messages.members.ratings;

/**
 * The console's side of ratings: those with open reports, and the two ways staff close them
 * (remove the rating, or dismiss the reports and keep it), both in the audit log.
 */
export async function listReportedRatings(db: Db, query: { page: number; itemsPerPage: number }): Promise<ReportedRatingList> {
  const latest = await db
    .select({ ratingId: ratingReports.ratingId, last: sql<Date>`max(${ratingReports.createdAt})`.as('last') })
    .from(ratingReports)
    .where(isNull(ratingReports.resolvedAt))
    .groupBy(ratingReports.ratingId)
    .orderBy(desc(sql`last`), desc(ratingReports.ratingId))
    .limit(query.itemsPerPage + 1)
    .offset((query.page - 1) * query.itemsPerPage);
  const page = latest.slice(0, query.itemsPerPage);
  const ids = page.map((row) => row.ratingId);
  if (ids.length === 0) return { ratings: [], isNext: false };
  const rater = alias(users, 'rater');
  const rated = alias(users, 'rated');
  const rows = await db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      tags: ratings.tags,
      reply: ratings.reply,
      rater: { _id: rater.id, name: rater.name },
      rated: { _id: rated.id, name: rated.name },
      classified: { _id: classifiedPosts.id, title: classifiedPosts.title },
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(rater, eq(rater.id, ratings.raterId))
    .innerJoin(rated, eq(rated.id, ratings.ratedId))
    .leftJoin(classifiedPosts, eq(classifiedPosts.id, ratings.classifiedId))
    .where(inArray(ratings.id, ids));
  const reports = await db
    .select({
      ratingId: ratingReports.ratingId,
      category: ratingReports.category,
      reason: ratingReports.reason,
      reporter: { _id: users.id, name: users.name },
      createdAt: ratingReports.createdAt,
    })
    .from(ratingReports)
    .innerJoin(users, eq(users.id, ratingReports.reporterId))
    .where(and(inArray(ratingReports.ratingId, ids), isNull(ratingReports.resolvedAt)))
    .orderBy(desc(ratingReports.createdAt));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    ratings: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          _id: row.id,
          stars: row.stars,
          comment: row.comment,
          tags: row.tags.filter((tag): tag is RatingTag => (RATING_TAGS as readonly string[]).includes(tag)),
          reply: row.reply,
          rater: row.rater,
          rated: row.rated,
          classified: row.classified,
          createdAt: row.createdAt,
          reports: reports.filter((report) => report.ratingId === id).map(({ ratingId: _rating, ...report }) => report),
        },
      ];
    }),
    isNext: latest.length > query.itemsPerPage,
  };
}

/** Removes a rating from the member's page and average, closing its reports; audited with what it said. */
export async function removeRating(db: Db, staffId: string, ratingId: string): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(ratings).where(eq(ratings.id, ratingId)).for('update').limit(1);
    if (!row) throw notFound(r.ratingNotFound);
    if (row.removedAt) throw conflict(r.alreadyRemoved);
    const [after] = await tx
      .update(ratings)
      .set({ removedAt: sql`now()`, removedBy: staffId })
      .where(eq(ratings.id, row.id))
      .returning({ removedAt: ratings.removedAt });
    await tx
      .update(ratingReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(ratingReports.ratingId, row.id), isNull(ratingReports.resolvedAt)));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'rating.remove',
      recordType: 'rating',
      recordId: row.id,
      before: { stars: row.stars, comment: row.comment, tags: row.tags, raterId: row.raterId, ratedId: row.ratedId, removedAt: null },
      after: { removedAt: after?.removedAt ?? null },
    });
    return { ok: true as const };
  });
}

/** Closes a rating's open reports and keeps it; audited. */
export async function dismissRatingReports(db: Db, staffId: string, ratingId: string): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: ratings.id }).from(ratings).where(eq(ratings.id, ratingId)).limit(1);
    if (!row) throw notFound(r.ratingNotFound);
    const closed = await tx
      .update(ratingReports)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(ratingReports.ratingId, row.id), isNull(ratingReports.resolvedAt)))
      .returning({ id: ratingReports.id });
    await recordAudit(tx, { actorId: staffId, action: 'rating.dismiss', recordType: 'rating', recordId: row.id, after: { reportsClosed: closed.length } });
    return { ok: true as const };
  });
}
