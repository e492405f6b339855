import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CursorQuery } from '@souq/contract/members-common';
import type { ReportRequest } from '@souq/contract/members-common';
import { RATING_WINDOW_DAYS, type Deal, type MemberRatings, type Rating } from '@souq/contract/members-ratings';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { conversations } from '../../db/schema/members';
import { deals, ratingReports, ratings } from '../../db/schema/ratings';
import { isUniqueViolation } from '../../lib/database-errors';
import { newestPage, olderThan } from '../../lib/cursor';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertVerified } from '../../lib/member-visibility';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { participantConversation } from '../conversations/conversations.queries';
import { liveMember } from '../member-accounts/member-accounts.queries';
import { screenText } from '../trust/watched-words.check';
import { ratingById, ratingRows, ratingSummaryOf, ratingVisible, toRating } from './ratings.queries';
import { tellRevealed } from './ratings-activity';

const r = messages.members.ratings;

type DealRow = typeof deals.$inferSelect;

/** 404 with `message` in place of the conversation's own 404, so an outsider learns nothing of the deal or rating. */
const as404 = (message: string) => (error: unknown) => {
  throw error instanceof AppError && error.statusCode === 404 ? notFound(message) : error;
};

/** The deal as one of its two members sees it: their rating, and the other's once it shows. */
async function dealView(tx: Tx, userId: string, deal: DealRow): Promise<Deal> {
  const rows = await ratingRows(tx, eq(ratings.dealId, deal.id), 2);
  const mine = rows.find((row) => row.raterId === userId);
  const theirs = rows.find((row) => row.raterId !== userId);
  return {
    _id: deal.id,
    conversation_id: deal.conversationId,
    classified_id: deal.classifiedId,
    markedByMe: deal.markedBy === userId,
    createdAt: deal.createdAt,
    rateUntil: deal.rateUntil,
    canRate: !mine && deal.rateUntil.getTime() > Date.now(),
    myRating: mine ? toRating(mine) : null,
    otherRated: Boolean(theirs),
    theirRating: theirs?.visible ? toRating(theirs) : null,
  };
}

/** The conversation's deal for one of its members; null before either marks it done. */
export async function getConversationDeal(db: Db, userId: string, conversationId: string): Promise<{ deal: Deal | null }> {
  const conversation = await participantConversation(db, userId, conversationId);
  const [deal] = await db.select().from(deals).where(eq(deals.conversationId, conversation.id)).limit(1);
  return { deal: deal ? await dealView(db, userId, deal) : null };
}

/**
 * Either member marks the conversation's deal done, once (the unique index decides a race): from
 * then both may rate the other for RATING_WINDOW_DAYS. The listing must still be there.
 */
export async function markDealDone(db: Db, userId: string, conversationId: string): Promise<Deal> {
  return db.transaction(async (tx) => {
    const conversation = await participantConversation(tx, userId, conversationId);
    await assertVerified(tx, userId);
    const [about] = await tx.select({ classifiedId: conversations.classifiedId }).from(conversations).where(eq(conversations.id, conversation.id));
    if (!about?.classifiedId) throw conflict(r.listingGone);
    const [deal] = await tx
      .insert(deals)
      .values({
        conversationId: conversation.id,
        classifiedId: about.classifiedId,
        buyerId: conversation.buyerId,
        sellerId: conversation.sellerId,
        markedBy: userId,
        rateUntil: sql`now() + make_interval(days => ${RATING_WINDOW_DAYS})`,
      })
      .onConflictDoNothing({ target: deals.conversationId })
      .returning();
    if (!deal) throw conflict(r.dealExists);
    return dealView(tx, userId, deal);
  });
}

/**
 * Rates the other member of a deal, once, inside its window. The deal's row is locked so the two
 * ratings take turns: the second one sees the first and reveals both, telling each rated member.
 */
export async function rateDeal(db: Db, userId: string, dealId: string, input: { stars: number; comment: string | null; tags: string[] }) {
  if (!isUuid(dealId)) throw notFound(r.dealNotFound);
  return db.transaction(async (tx): Promise<{ rating: Rating; notices: MemberNotice[] }> => {
    const [deal] = await tx
      .select()
      .from(deals)
      .where(and(eq(deals.id, dealId), sql`(${deals.buyerId} = ${userId} or ${deals.sellerId} = ${userId})`))
      .for('update')
      .limit(1);
    if (!deal) throw notFound(r.dealNotFound);
    const conversation = await participantConversation(tx, userId, deal.conversationId).catch(as404(r.dealNotFound));
    await assertVerified(tx, userId);
    if (deal.rateUntil.getTime() <= Date.now()) throw conflict(r.windowClosed);
    await screenText(db, tx, 'comment', [input.comment]);
    let id: string | undefined;
    try {
      const [row] = await tx
        .insert(ratings)
        .values({
          dealId: deal.id,
          classifiedId: deal.classifiedId,
          raterId: userId,
          ratedId: conversation.otherId,
          stars: input.stars,
          comment: input.comment,
          tags: input.tags,
          windowEndsAt: deal.rateUntil,
        })
        .onConflictDoNothing({ target: [ratings.dealId, ratings.raterId] })
        .returning({ id: ratings.id });
      id = row?.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(r.alreadyRated);
      throw error;
    }
    if (!id) throw conflict(r.alreadyRated);
    const [other] = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(ratings.dealId, deal.id), ne(ratings.raterId, userId)))
      .limit(1);
    let notices: MemberNotice[] = [];
    if (other) {
      await tx
        .update(ratings)
        .set({ revealedAt: sql`now()` })
        .where(eq(ratings.dealId, deal.id));
      notices = await tellRevealed(tx, [id, other.id]);
    }
    const row = await ratingById(tx, id);
    if (!row) throw notFound(r.ratingNotFound);
    return { rating: toRating(row), notices };
  });
}

/** A rating the caller may see: visible, or their own. 404 otherwise. */
async function seenRating(tx: Tx, userId: string, ratingId: string) {
  if (!isUuid(ratingId)) throw notFound(r.ratingNotFound);
  const row = await ratingById(tx, ratingId);
  if (!row || row.removedAt || (!row.visible && row.raterId !== userId)) throw notFound(r.ratingNotFound);
  return row;
}

/** The rated member answers a visible rating, once. */
export async function replyToRating(db: Db, userId: string, ratingId: string, reply: string): Promise<Rating> {
  return db.transaction(async (tx) => {
    const row = await seenRating(tx, userId, ratingId);
    if (row.ratedId !== userId) throw forbidden(r.notYourRating);
    if (!row.visible) throw notFound(r.ratingNotFound);
    await assertVerified(tx, userId);
    if (row.reply !== null) throw conflict(r.alreadyReplied);
    await screenText(db, tx, 'reply', [reply]);
    const updated = await tx
      .update(ratings)
      .set({ reply, repliedAt: sql`now()` })
      .where(and(eq(ratings.id, row.id), isNull(ratings.reply)))
      .returning({ id: ratings.id });
    if (updated.length === 0) throw conflict(r.alreadyReplied);
    const after = await ratingById(tx, row.id);
    return toRating(after ?? row);
  });
}

/** Anyone who sees a rating reports it, once (again changes nothing); its rater cannot. */
export async function reportRating(db: Db, userId: string, ratingId: string, report: ReportRequest): Promise<{ ok: true }> {
  const row = await seenRating(db, userId, ratingId);
  if (row.raterId === userId) throw forbidden(r.ownRating);
  await db
    .insert(ratingReports)
    .values({ ratingId: row.id, reporterId: userId, category: report.category, reason: report.reason })
    .onConflictDoNothing({ target: [ratingReports.ratingId, ratingReports.reporterId] });
  return { ok: true };
}

/** A member's visible ratings, newest first, with their average and count. */
export async function listMemberRatings(db: Db, memberId: string, query: CursorQuery): Promise<MemberRatings> {
  const member = await liveMember(db, memberId);
  const rows = await ratingRows(
    db,
    and(eq(ratings.ratedId, member.id), ratingVisible, olderThan(ratings.createdAt, ratings.id, query.cursor)),
    query.limit + 1,
  );
  const { items, nextCursor } = newestPage(rows, query.limit, (row) => row.id);
  return { summary: await ratingSummaryOf(db, member.id), ratings: items.map((row) => toRating({ ...row, timeKey: '' })), nextCursor };
}
