import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZMemberProfile } from '@souq/contract/members-account';
import { ZMemberClassifiedList } from '@souq/contract/members-classifieds';
import { classifiedPosts } from '../../db/schema/classifieds';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildConversation, buildConversationMessage, buildUserBlock } from '../../../test/factories';
import { UNKNOWN_ID } from '../../../test/fixtures/classified-references';
import { type Caller, buyer, common, created, disallow, t, useListingContext } from '../../../test/fixtures/listing-context';

/** The seller's page: their listings on sale, and what a buyer judges them by (verified e-mail, how they reply). */
useListingContext();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function profileOf(member: Caller, viewer: Caller = buyer) {
  const response = await t.as(viewer).get(`/api/v1/users/${member.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZMemberProfile.parse(response.json());
}

async function listingsOf(member: Caller, viewer: Caller = buyer, limit = 50) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.as(viewer).get(`/api/v1/users/${member.id}/classifieds?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZMemberClassifiedList.parse(response.json());
    ids.push(...page.classifieds.map((item) => item._id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** A conversation about one of the seller's listings: the buyer asks, the seller answers `after` minutes later (or never). */
async function askedAndAnswered(seller: Caller, minutesAgoAsked: number, after: number | null) {
  const conversation = await buildConversation(t.db, { sellerId: seller.id, lastMessageAt: minutesAgo(minutesAgoAsked) });
  await buildConversationMessage(t.db, { conversationId: conversation.id, senderId: conversation.buyerId, createdAt: minutesAgo(minutesAgoAsked) });
  if (after !== null) {
    await buildConversationMessage(t.db, { conversationId: conversation.id, senderId: seller.id, body: 'Yes', createdAt: minutesAgo(minutesAgoAsked - after) });
  }
}

describe("GET /api/v1/users/:id/classifieds: a seller's listings on sale", () => {
  it('lists the allowed, unsold ones newest first across pages, and counts them on the profile', async () => {
    const seller = await t.userWithToken('user');
    const listings = [];
    for (let i = 0; i < 5; i++) listings.push(await created('food', {}, seller));
    await disallow(listings[0]!._id);
    await t.db.update(classifiedPosts).set({ soldAt: new Date() }).where(eq(classifiedPosts.id, listings[1]!._id));
    const onSale = listings.slice(2).map((listing) => listing._id);
    expect(await listingsOf(seller, buyer, 2)).toEqual([...onSale].reverse());
    expect((await profileOf(seller)).listings).toBe(3);
    // The seller reads the same list on their own page.
    expect(await listingsOf(seller, seller)).toEqual([...onSale].reverse());
  });

  it('answers 404 across a block either way and for unknown or staff-blocked sellers, 401 for a bad token, 400 for junk', async () => {
    const seller = await t.userWithToken('user');
    await created('food', {}, seller);
    const blocker = await t.userWithToken('user');
    const blocked = await t.userWithToken('user');
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: seller.id });
    await buildUserBlock(t.db, { blockerId: seller.id, blockedId: blocked.id });
    for (const viewer of [blocker, blocked]) {
      const response = await t.as(viewer).get(`/api/v1/users/${seller.id}/classifieds`);
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await t.as(buyer).get(`/api/v1/users/${UNKNOWN_ID}/classifieds`)).statusCode).toBe(404);
    // A visitor browses it (visitor-reads.test.ts); a bad token is still refused.
    expect((await t.as('not.a.token').get(`/api/v1/users/${seller.id}/classifieds`)).statusCode).toBe(401);
    const junkCursor = await t.as(buyer).get(`/api/v1/users/${seller.id}/classifieds?cursor=junk`);
    expect(junkCursor.statusCode).toBe(400);
    expect(errorOf(junkCursor)).toBe(common.cursorInvalid);
    const junkId = await t.as(buyer).get('/api/v1/users/not-an-id/classifieds');
    expect(junkId.statusCode).toBe(400);
    expect(errorOf(junkId)).toBe(common.idInvalid);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, seller.id));
    expect((await t.as(buyer).get(`/api/v1/users/${seller.id}/classifieds`)).statusCode).toBe(404);
  });
});

describe('what a buyer judges a seller by', () => {
  it('says whether the e-mail is verified', async () => {
    const seller = await t.userWithToken('user');
    expect((await profileOf(seller)).emailVerified).toBe(true);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, seller.id));
    expect((await profileOf(seller)).emailVerified).toBe(false);
  });

  it('measures how the seller replies only from 3 conversations a buyer opened, with the median time to the first answer', async () => {
    const seller = await t.userWithToken('user');
    await askedAndAnswered(seller, 600, 10);
    await askedAndAnswered(seller, 500, 30);
    expect((await profileOf(seller)).replies).toBeNull();
    await askedAndAnswered(seller, 400, 90);
    await askedAndAnswered(seller, 300, null);
    // A conversation older than the window counts for nothing.
    await askedAndAnswered(seller, 200 * 24 * 60, 1);
    expect((await profileOf(seller)).replies).toEqual({ asked: 4, answered: 3, medianMinutes: 30 });
  });

  it('counts only the seller’s answers after the buyer asked', async () => {
    const seller = await t.userWithToken('user');
    for (const at of [300, 200, 100]) {
      const conversation = await buildConversation(t.db, { sellerId: seller.id, lastMessageAt: minutesAgo(at) });
      // The seller's own earlier word does not answer a question asked after it.
      await buildConversationMessage(t.db, { conversationId: conversation.id, senderId: seller.id, createdAt: minutesAgo(at + 5) });
      await buildConversationMessage(t.db, { conversationId: conversation.id, senderId: conversation.buyerId, createdAt: minutesAgo(at) });
    }
    expect((await profileOf(seller)).replies).toEqual({ asked: 3, answered: 0, medianMinutes: null });
  });
});
