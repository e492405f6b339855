import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { ZConversationDeal, ZDeal, ZMemberRatings, ZRating, ZReportedRatingList, type Deal } from '@souq/contract/members-ratings';
import { messages } from '@souq/contract/messages';
import { activityItems } from '../../db/schema/activity';
import { auditLog } from '../../db/schema/content';
import { deals, ratings } from '../../db/schema/ratings';
import { watchedWords } from '../../db/schema/trust';
import { errorOf } from '../../../test/helper';
import { admin, buyer, member, opened, seller, stranger, t, UNKNOWN, useChatContext, type Member } from '../../../test/fixtures/chat-context';
import { forgetWatchedWords } from '../trust/watched-words.check';
import { revealEndedRatings } from './ratings-activity';

/** Ratings after a deal: who may mark and rate, when ratings show, replies, reports and staff removal. */
// Many deals and ratings by the same members: the write budgets are another file's subject.
useChatContext({ MEMBER_WRITE_RATE_MAX: '100000' });

const r = messages.members.ratings;

const markDone = (who: Member, conversationId: string) => t.as(who).post(`/api/v1/conversations/${conversationId}/deal`);
const rate = (who: Member, dealId: string, body: unknown) => t.as(who).post(`/api/v1/deals/${dealId}/rating`, body);
const pageOf = async (who: Member | null, memberId: string) => {
  const response = await t.as(who).get(`/api/v1/users/${memberId}/ratings`);
  expect(response.statusCode, response.body).toBe(200);
  return ZMemberRatings.parse(response.json());
};

/** A conversation between the buyer and seller (or others) with its deal marked done by `by`. */
async function dealDone(by: 'buyer' | 'seller' = 'seller', buyerOf: Member = buyer, sellerOf: Member = seller) {
  const { listing, conversation } = await opened(buyerOf, sellerOf);
  const response = await markDone(by === 'buyer' ? buyerOf : sellerOf, conversation._id);
  expect(response.statusCode, response.body).toBe(201);
  return { listing, conversation, deal: ZDeal.parse(response.json()) };
}

async function rated(who: Member, dealId: string, body: object = { stars: 5 }) {
  const response = await rate(who, dealId, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZRating.parse(response.json());
}

describe('marking a deal done', () => {
  it('either side marks it once (201, then 409), and both then see it with a 14-day window', async () => {
    const { conversation } = await opened();
    const before = ZConversationDeal.parse((await t.as(buyer).get(`/api/v1/conversations/${conversation._id}/deal`)).json());
    expect(before.deal).toBeNull();
    const response = await markDone(buyer, conversation._id);
    expect(response.statusCode, response.body).toBe(201);
    const deal = ZDeal.parse(response.json());
    expect(deal).toMatchObject({ conversation_id: conversation._id, markedByMe: true, canRate: true, myRating: null, otherRated: false });
    expect(Math.round((deal.rateUntil.getTime() - deal.createdAt.getTime()) / 86_400_000)).toBe(14);
    const again = await markDone(seller, conversation._id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(r.dealExists);
    const seen = ZConversationDeal.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/deal`)).json());
    expect(seen.deal).toMatchObject({ _id: deal._id, markedByMe: false, canRate: true });
  });

  it('is 404 for members outside the conversation and unknown ids, 401 without a token, 403 for staff, 400 for junk', async () => {
    const { conversation } = await opened();
    for (const id of [conversation._id, UNKNOWN]) {
      expect((await markDone(stranger, id)).statusCode).toBe(404);
      expect((await t.as(stranger).get(`/api/v1/conversations/${id}/deal`)).statusCode).toBe(404);
    }
    expect((await t.anonymous.post(`/api/v1/conversations/${conversation._id}/deal`)).statusCode).toBe(401);
    expect((await markDone(admin, conversation._id)).statusCode).toBe(403);
    const junk = await markDone(buyer, 'not-an-id');
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toBe(messages.members.common.idInvalid);
    const [rows] = await t.db.select({ n: count() }).from(deals).where(eq(deals.conversationId, conversation._id));
    expect(rows!.n).toBe(0);
  });
});

describe('rating', () => {
  it('keeps a rating hidden until both have rated, then shows both with the average, and tells each rated member', async () => {
    const rater = await member('Rana Rater');
    const ratedSeller = await member('Salem Seller');
    const { deal } = await dealDone('seller', rater, ratedSeller);
    const first = await rated(rater, deal._id, { stars: '4', comment: '  Came on time ', tags: ['on_time', 'as_described', 'on_time'] });
    expect(first).toMatchObject({
      stars: 4,
      comment: 'Came on time',
      tags: ['on_time', 'as_described'],
      visible: false,
      byBuyer: true,
      rated_id: ratedSeller.id,
    });

    // Hidden from the page, from the rated member and from visitors; the rater sees their own.
    expect(await pageOf(null, ratedSeller.id)).toEqual({ summary: { average: null, count: 0 }, ratings: [], nextCursor: null });
    const sellerView = ZConversationDeal.parse((await t.as(ratedSeller).get(`/api/v1/conversations/${deal.conversation_id}/deal`)).json()).deal!;
    expect(sellerView).toMatchObject({ otherRated: true, theirRating: null, canRate: true });
    expect((await t.as(ratedSeller).post(`/api/v1/ratings/${first._id}/reply`, { reply: 'Thanks' })).statusCode).toBe(404);
    const raterView = ZConversationDeal.parse((await t.as(rater).get(`/api/v1/conversations/${deal.conversation_id}/deal`)).json()).deal!;
    expect(raterView).toMatchObject({ canRate: false, myRating: { _id: first._id, visible: false } });

    await rated(ratedSeller, deal._id, { stars: 5 });
    const page = await pageOf(null, ratedSeller.id);
    expect(page.summary).toEqual({ average: 4, count: 1 });
    expect(page.ratings).toEqual([
      expect.objectContaining({ _id: first._id, visible: true, comment: 'Came on time', rater: expect.objectContaining({ name: 'Rana Rater' }) }),
    ]);
    expect((await pageOf(stranger, rater.id)).summary).toEqual({ average: 5, count: 1 });
    const shown = ZConversationDeal.parse((await t.as(ratedSeller).get(`/api/v1/conversations/${deal.conversation_id}/deal`)).json()).deal!;
    expect(shown.theirRating).toMatchObject({ _id: first._id, visible: true });

    for (const who of [rater, ratedSeller]) {
      const items = await t.db
        .select({ kind: activityItems.kind, actorCount: activityItems.actorCount })
        .from(activityItems)
        .where(and(eq(activityItems.recipientId, who.id), eq(activityItems.kind, 'rating')));
      expect(items).toEqual([{ kind: 'rating', actorCount: 1 }]);
    }
    const inbox = await t.as(ratedSeller).get('/api/v1/notifications');
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json<{ items: { kind: string }[] }>().items.map((item) => item.kind)).toContain('rating');
  });

  it("puts the seller's average on their listings once it shows: the listing, the seller's listings and the search", async () => {
    const shop = await member('Card Seller');
    const someone = await member('Card Buyer');
    const { listing, deal } = await dealDone('buyer', someone, shop);
    const cardOf = async () => {
      const page = await t.as(someone).get(`/api/v1/users/${shop.id}/classifieds`);
      return page.json<{ classifieds: { _id: string; sellerRating?: unknown }[] }>().classifieds.find((card) => card._id === listing.id);
    };
    await rated(someone, deal._id, { stars: 4 });
    expect((await cardOf())?.sellerRating).toBeUndefined();
    await rated(shop, deal._id, { stars: 5 });
    expect((await cardOf())?.sellerRating).toEqual({ average: 4, count: 1 });
    const detail = await t.as(someone).get(`/api/v1/classifieds/${listing.id}`);
    expect(detail.json<{ sellerRating?: unknown }>().sellerRating).toEqual({ average: 4, count: 1 });
  });

  it('averages to one decimal over the visible ratings only', async () => {
    const rated3 = await member('Averaged Seller');
    for (const stars of [5, 4, 4]) {
      const someone = await member('Some Buyer');
      const { deal } = await dealDone('buyer', someone, rated3);
      await rated(someone, deal._id, { stars });
      await rated(rated3, deal._id, { stars: 5 });
    }
    const someone = await member('Late Buyer');
    const { deal } = await dealDone('buyer', someone, rated3);
    await rated(someone, deal._id, { stars: 1 });
    expect((await pageOf(null, rated3.id)).summary).toEqual({ average: 4.3, count: 3 });
  });

  it('shows a lone rating once the 14-day window ends, and refuses rating after it (409)', async () => {
    const lone = await member('Lone Buyer');
    const quiet = await member('Quiet Seller');
    const { deal } = await dealDone('seller', lone, quiet);
    const rating = await rated(lone, deal._id, { stars: 3 });
    expect((await pageOf(null, quiet.id)).ratings).toEqual([]);
    const past = sql`now() - interval '1 minute'`;
    await t.db.update(deals).set({ rateUntil: past }).where(eq(deals.id, deal._id));
    await t.db.update(ratings).set({ windowEndsAt: past }).where(eq(ratings.dealId, deal._id));
    expect((await pageOf(null, quiet.id)).ratings.map((row) => row._id)).toEqual([rating._id]);
    // The worker's job tells the rated member once; a second run finds nothing more.
    const told = () =>
      t.db
        .select({ kind: activityItems.kind })
        .from(activityItems)
        .where(and(eq(activityItems.recipientId, quiet.id), eq(activityItems.kind, 'rating')));
    expect(await told()).toEqual([]);
    expect(await revealEndedRatings(t.db)).toBeGreaterThanOrEqual(1);
    expect(await told()).toEqual([{ kind: 'rating' }]);
    expect(await revealEndedRatings(t.db)).toBe(0);
    expect((await pageOf(null, quiet.id)).ratings.map((row) => row._id)).toEqual([rating._id]);
    const late = await rate(quiet, deal._id, { stars: 5 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe(r.windowClosed);
    const view = ZConversationDeal.parse((await t.as(quiet).get(`/api/v1/conversations/${deal.conversation_id}/deal`)).json()).deal!;
    expect(view).toMatchObject({ canRate: false, theirRating: { _id: rating._id } });
  });

  it('takes one rating per rater and deal (409), and none from members outside it (404)', async () => {
    const { deal } = await dealDone();
    await rated(buyer, deal._id, { stars: 2 });
    const again = await rate(buyer, deal._id, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(r.alreadyRated);
    for (const id of [deal._id, UNKNOWN]) {
      const response = await rate(stranger, id, { stars: 1 });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(r.dealNotFound);
    }
    expect((await t.anonymous.post(`/api/v1/deals/${deal._id}/rating`, { stars: 1 })).statusCode).toBe(401);
    expect((await rate(admin, deal._id, { stars: 1 })).statusCode).toBe(403);
    const [rows] = await t.db.select({ n: count() }).from(ratings).where(eq(ratings.dealId, deal._id));
    expect(rows!.n).toBe(1);
  });

  it('never rates without a deal: a conversation not marked done has no deal to rate, and no conversation no deal at all', async () => {
    const { conversation } = await opened();
    // The conversation's id is not a deal's.
    expect((await rate(buyer, conversation._id, { stars: 5 })).statusCode).toBe(404);
  });

  it.each([
    ['no stars', {}, r.starsInvalid],
    ['zero stars', { stars: 0 }, r.starsInvalid],
    ['six stars', { stars: 6 }, r.starsInvalid],
    ['half a star', { stars: 3.5 }, r.starsInvalid],
    ['words for stars', { stars: 'five' }, r.starsInvalid],
    ['a tag not on the list', { stars: 5, tags: ['cheap'] }, r.tagInvalid],
    ['tags that are not a list', { stars: 5, tags: 'on_time' }, r.tagInvalid],
    ['five tags', { stars: 5, tags: ['on_time', 'as_described', 'friendly', 'good_price', 'quick_replies'] }, r.tooManyTags],
    ['a long comment', { stars: 5, comment: 'x'.repeat(501) }, r.commentTooLong],
    ['a comment that is not text', { stars: 5, comment: 5 }, r.commentTooLong],
  ])('refuses %s with 400 and stores nothing', async (_label, body, text) => {
    const { deal } = await dealDone();
    const response = await rate(buyer, deal._id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toBe(text);
    const [rows] = await t.db.select({ n: count() }).from(ratings).where(eq(ratings.dealId, deal._id));
    expect(rows!.n).toBe(0);
  });

  it('refuses a comment with a blocking watched word (400)', async () => {
    const [word] = await t.db.insert(watchedWords).values({ phrase: 'zorblaxium', action: 'block', category: 'medicines' }).returning();
    forgetWatchedWords(t.db);
    try {
      const { deal } = await dealDone();
      const response = await rate(buyer, deal._id, { stars: 5, comment: 'he sold me zorblaxium' });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toContain('zorblaxium');
    } finally {
      await t.db.delete(watchedWords).where(eq(watchedWords.id, word!.id));
      forgetWatchedWords(t.db);
    }
  });
});

/** A deal both rated: the buyer's rating of the seller, visible. */
async function bothRated(): Promise<{ deal: Deal; ofSeller: string; ofBuyer: string; rater: Member; ratedMember: Member }> {
  const rater = await member('Reply Buyer');
  const ratedMember = await member('Reply Seller');
  const { deal } = await dealDone('seller', rater, ratedMember);
  const ofSeller = await rated(rater, deal._id, { stars: 2, comment: 'Late' });
  const ofBuyer = await rated(ratedMember, deal._id, { stars: 5 });
  return { deal, ofSeller: ofSeller._id, ofBuyer: ofBuyer._id, rater, ratedMember };
}

describe('replying', () => {
  it('lets the rated member reply once (201, then 409); 403 for anyone else; 400 for an empty reply', async () => {
    const { ofSeller, rater, ratedMember } = await bothRated();
    const reply = (who: Member, body: unknown) => t.as(who).post(`/api/v1/ratings/${ofSeller}/reply`, body);
    const empty = await reply(ratedMember, { reply: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe(r.replyRequired);
    expect((await reply(ratedMember, { reply: 'x'.repeat(501) })).statusCode).toBe(400);
    const byRater = await reply(rater, { reply: 'Me too' });
    expect(byRater.statusCode).toBe(403);
    expect(errorOf(byRater)).toBe(r.notYourRating);
    expect((await reply(stranger, { reply: 'Hi' })).statusCode).toBe(403);
    const first = await reply(ratedMember, { reply: 'Traffic, sorry' });
    expect(first.statusCode, first.body).toBe(201);
    expect(ZRating.parse(first.json())).toMatchObject({ reply: 'Traffic, sorry' });
    const again = await reply(ratedMember, { reply: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(r.alreadyReplied);
    expect((await pageOf(null, ratedMember.id)).ratings[0]).toMatchObject({ reply: 'Traffic, sorry' });
    expect((await t.as(ratedMember).post(`/api/v1/ratings/${UNKNOWN}/reply`, { reply: 'x' })).statusCode).toBe(404);
    expect((await t.anonymous.post(`/api/v1/ratings/${ofSeller}/reply`, { reply: 'x' })).statusCode).toBe(401);
  });
});

describe('reporting and removing', () => {
  it('takes reports from anyone who sees the rating (once each), not from its rater; staff see them and remove the rating, audited', async () => {
    const { ofSeller, rater, ratedMember } = await bothRated();
    const report = (who: Member, body: unknown) => t.as(who).post(`/api/v1/ratings/${ofSeller}/report`, body);
    expect((await report(ratedMember, { category: 'offensive', reason: 'Not true' })).statusCode).toBe(201);
    expect((await report(stranger, { category: 'spam' })).statusCode).toBe(201);
    expect((await report(stranger, { category: 'spam' })).statusCode).toBe(201);
    const own = await report(rater, { category: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own)).toBe(r.ownRating);
    const junk = await report(stranger, { category: 'nonsense' });
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toBe(messages.members.common.reportCategoryInvalid);
    expect((await report(stranger, { category: 'other' })).statusCode).toBe(400);

    const listed = await t.as(admin).get('/api/admin/ratings/reported');
    expect(listed.statusCode, listed.body).toBe(200);
    const queue = ZReportedRatingList.parse(listed.json());
    const entry = queue.ratings.find((row) => row._id === ofSeller);
    expect(entry).toMatchObject({ stars: 2, comment: 'Late', rated: { _id: ratedMember.id }, rater: { _id: rater.id } });
    expect(entry!.reports.map((row) => row.category).sort()).toEqual(['offensive', 'spam']);
    expect((await t.as(stranger).get('/api/admin/ratings/reported')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/admin/ratings/reported')).statusCode).toBe(401);
    expect((await t.as(stranger).post(`/api/admin/ratings/${ofSeller}/remove`)).statusCode).toBe(403);

    const removed = await t.as(admin).post(`/api/admin/ratings/${ofSeller}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rating.remove'), eq(auditLog.recordId, ofSeller)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.id);
    expect(audit[0]!.before).toContain('Late');
    expect((await pageOf(null, ratedMember.id)).summary).toEqual({ average: null, count: 0 });
    expect(ZReportedRatingList.parse((await t.as(admin).get('/api/admin/ratings/reported')).json()).ratings.map((row) => row._id)).not.toContain(ofSeller);
    const twice = await t.as(admin).post(`/api/admin/ratings/${ofSeller}/remove`);
    expect(twice.statusCode).toBe(409);
    expect((await t.as(admin).post(`/api/admin/ratings/${UNKNOWN}/remove`)).statusCode).toBe(404);
    expect((await t.as(admin).post('/api/admin/ratings/junk/remove')).statusCode).toBe(400);
    // A removed rating is gone for members too.
    expect((await report(stranger, { category: 'spam' })).statusCode).toBe(404);
    expect((await t.as(ratedMember).post(`/api/v1/ratings/${ofSeller}/reply`, { reply: 'x' })).statusCode).toBe(404);
  });

  it('refuses reports on a hidden rating (404) and lets staff dismiss reports, keeping the rating (audited)', async () => {
    const { deal } = await dealDone();
    const hidden = await rated(buyer, deal._id, { stars: 1 });
    expect((await t.as(stranger).post(`/api/v1/ratings/${hidden._id}/report`, { category: 'spam' })).statusCode).toBe(404);
    const { ofBuyer, rater: ratedBuyer } = await bothRated();
    expect((await t.as(stranger).post(`/api/v1/ratings/${ofBuyer}/report`, { category: 'scam' })).statusCode).toBe(201);
    const dismissed = await t.as(admin).post(`/api/admin/ratings/${ofBuyer}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(ZReportedRatingList.parse((await t.as(admin).get('/api/admin/ratings/reported')).json()).ratings.map((row) => row._id)).not.toContain(ofBuyer);
    const [audited] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rating.dismiss'), eq(auditLog.recordId, ofBuyer)));
    expect(audited!.n).toBe(1);
    expect((await pageOf(null, ratedBuyer.id)).summary.count).toBe(1);
  });

  it("answers 404 for an unknown member's ratings and 400 for a junk id", async () => {
    expect((await t.anonymous.get(`/api/v1/users/${UNKNOWN}/ratings`)).statusCode).toBe(404);
    expect((await t.anonymous.get('/api/v1/users/junk/ratings')).statusCode).toBe(400);
    expect((await t.anonymous.get(`/api/v1/users/${seller.id}/ratings?limit=0`)).statusCode).toBe(400);
  });
});
