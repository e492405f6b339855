import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZChatMessage, ZConversation, ZConversationList } from '@souq/contract/members-chat';
import { classifiedPosts } from '../../db/schema/classifieds';
import { conversationMessages, conversations } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildClassified, buildConversation, buildUser, buildUserBlock } from '../../../test/factories';
import {
  type Member,
  admin,
  buyer,
  c,
  common,
  member,
  opened,
  rowCounts,
  seller,
  sendAs,
  t,
  UNKNOWN,
  useChatContext,
} from '../../../test/fixtures/chat-context';

/** Buyers asking sellers about listings: opening, listing and reading conversations. */
useChatContext();

describe('POST /api/v1/conversations', () => {
  it("starts a conversation with the listing's seller, and answers the same one again with 200", async () => {
    const { listing, conversation } = await opened();
    expect(conversation).toMatchObject({
      classified: { _id: listing.id, title: 'Toyota Corolla 2019', image: '/uploads/posts/car.jpg', price: 2500 },
      other: { _id: seller.id, name: 'Sami Seller', photo: null },
      lastMessage: null,
      unread: 0,
    });
    const again = await t.as(buyer).post('/api/v1/conversations', { classified_id: listing.id.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(ZConversation.parse(again.json())._id).toBe(conversation._id);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    expect(row).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, classifiedId: listing.id });
  });

  it('gives two racing calls one conversation', async () => {
    const listing = await buildClassified(t.db, { userId: seller.id });
    const racer = await member('Rana Racer');
    const answers = await Promise.all([0, 1, 2].map(() => t.as(racer).post('/api/v1/conversations', { classified_id: listing.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<{ _id: string }>()._id)).size).toBe(1);
  });

  it.each([
    ['no listing', {}, c.classifiedRequired],
    ['a blank listing', { classified_id: '  ' }, c.classifiedRequired],
    ['a number', { classified_id: 42 }, c.classifiedRequired],
  ])('refuses %s with 400 and stores nothing', async (_label, body, text) => {
    const before = await rowCounts();
    const response = await t.as(buyer).post('/api/v1/conversations', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a conversation about your own listing (400)', async () => {
    const listing = await buildClassified(t.db, { userId: seller.id });
    const before = await rowCounts();
    const response = await t.as(seller).post('/api/v1/conversations', { classified_id: listing.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: c.ownListing, fields: { classified_id: c.ownListing } });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 404 for a listing the buyer cannot see, and stores nothing', async () => {
    const hiddenSeller = await buildUser(t.db, { blocked: true });
    const goneSeller = await buildUser(t.db, { deletedAt: new Date() });
    const blocker = await buildUser(t.db);
    const blockedBy = await buildUser(t.db);
    await buildUserBlock(t.db, { blockerId: blocker.id, blockedId: buyer.id });
    await buildUserBlock(t.db, { blockerId: buyer.id, blockedId: blockedBy.id });
    const deleted = await buildClassified(t.db, { userId: seller.id });
    await t.db.delete(classifiedPosts).where(eq(classifiedPosts.id, deleted.id));
    const cases = [
      UNKNOWN,
      'not-an-id',
      deleted.id,
      (await buildClassified(t.db, { userId: seller.id, active: false })).id,
      (await buildClassified(t.db, { userId: hiddenSeller.id })).id,
      (await buildClassified(t.db, { userId: goneSeller.id })).id,
      (await buildClassified(t.db, { userId: blocker.id })).id,
      (await buildClassified(t.db, { userId: blockedBy.id })).id,
    ];
    const before = await rowCounts();
    for (const id of cases) {
      const response = await t.as(buyer).post('/api/v1/conversations', { classified_id: id });
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toBe(c.classifiedNotFound);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('asks an unverified member to verify first (403)', async () => {
    const fresh = await member('Nadia New');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, fresh.id));
    const listing = await buildClassified(t.db, { userId: seller.id });
    const response = await t.as(fresh).post('/api/v1/conversations', { classified_id: listing.id });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(common.notVerified);
  });
});

describe('GET /api/v1/conversations and POST /api/v1/conversations/:id/read', () => {
  it('lists the last message and counts the unread ones until the member reads them', async () => {
    const pair = { buyer: await member('Buyer B'), seller: await member('Seller S') };
    const { conversation } = await opened(pair.buyer, pair.seller);
    await sendAs(pair.buyer, conversation._id, 'One');
    await sendAs(pair.buyer, conversation._id, 'Two');
    const last = ZChatMessage.parse((await sendAs(pair.buyer, conversation._id, 'Three')).json());

    const forSeller = ZConversationList.parse((await t.as(pair.seller.token).get('/api/v1/conversations')).json());
    expect(forSeller.conversations).toHaveLength(1);
    expect(forSeller.conversations[0]).toMatchObject({
      _id: conversation._id,
      other: { _id: pair.buyer.id, name: 'Buyer B' },
      lastMessage: { body: 'Three', fromMe: false },
      unread: 3,
    });
    expect(forSeller.conversations[0]!.lastMessageAt.getTime()).toBe(last.createdAt.getTime());
    const forBuyer = ZConversationList.parse((await t.as(pair.buyer.token).get('/api/v1/conversations')).json());
    expect(forBuyer.conversations[0]).toMatchObject({
      lastMessage: { body: 'Three', fromMe: true },
      unread: 0,
      other: { _id: pair.seller.id },
    });

    const read = await t.as(pair.seller.token).post(`/api/v1/conversations/${conversation._id}/read`, {});
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    expect(row!.sellerReadAt).not.toBeNull();
    expect(ZConversationList.parse((await t.as(pair.seller.token).get('/api/v1/conversations')).json()).conversations[0]!.unread).toBe(0);

    await sendAs(pair.buyer, conversation._id, 'Four');
    expect(ZConversationList.parse((await t.as(pair.seller.token).get('/api/v1/conversations')).json()).conversations[0]!.unread).toBe(1);
    // Replying counts as having read the conversation.
    await sendAs(pair.seller, conversation._id, 'Five');
    expect(ZConversationList.parse((await t.as(pair.seller.token).get('/api/v1/conversations')).json()).conversations[0]!.unread).toBe(0);
    expect(ZConversationList.parse((await t.as(pair.buyer.token).get('/api/v1/conversations')).json()).conversations[0]!.unread).toBe(1);
  });

  it('counts at most 100 unread messages', async () => {
    const pair = { buyer: await member('Buyer B'), seller: await member('Seller S') };
    const conversation = await buildConversation(t.db, { buyerId: pair.buyer.id, sellerId: pair.seller.id });
    await t.db
      .insert(conversationMessages)
      .values(Array.from({ length: 120 }, (_, i) => ({ conversationId: conversation.id, senderId: pair.seller.id, body: `m${i}` })));
    expect(ZConversationList.parse((await t.as(pair.buyer.token).get('/api/v1/conversations')).json()).conversations[0]!.unread).toBe(100);
  });

  it('lists conversations as buyer and as seller together, latest message first, paged with no gap', async () => {
    const me = await member('Mona Many');
    const start = Date.UTC(2026, 1, 1);
    const expected: string[] = [];
    for (let i = 0; i < 9; i++) {
      const other = await buildUser(t.db);
      const asBuyer = i % 3 !== 0;
      const row = await buildConversation(t.db, {
        buyerId: asBuyer ? me.id : other.id,
        sellerId: asBuyer ? other.id : me.id,
        // Pairs share a time: the id breaks the tie.
        lastMessageAt: new Date(start + Math.floor(i / 2) * 60_000),
      });
      expected.push(row.id);
    }
    // A conversation with a member I blocked, and one with a member who blocked me: not listed.
    for (const [blocker, blocked] of [
      [me.id, null],
      [null, me.id],
    ] as const) {
      const other = await buildUser(t.db);
      await buildConversation(t.db, { buyerId: me.id, sellerId: other.id, lastMessageAt: new Date(start + 3_600_000) });
      await buildUserBlock(t.db, { blockerId: blocker ?? other.id, blockedId: blocked ?? other.id });
    }
    const rows = await t.db
      .select({ id: conversations.id, at: conversations.lastMessageAt })
      .from(conversations)
      .where(sql`${conversations.id} in ${expected}`)
      .orderBy(sql`${conversations.lastMessageAt} desc, ${conversations.id} desc`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.as(me).get(`/api/v1/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = ZConversationList.parse(response.json());
      expect(page.conversations.length).toBeLessThanOrEqual(2);
      seen.push(...page.conversations.map((x) => x._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(rows.map((r) => r.id));
  });

  it('pages through conversations whose last messages share a millisecond without skipping any', async () => {
    const me = await member('Mina Micro');
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const other = await buildUser(t.db);
      const row = await buildConversation(t.db, { buyerId: me.id, sellerId: other.id });
      await t.db
        .update(conversations)
        .set({ lastMessageAt: sql`${`2026-03-01T10:00:00.000${i}00Z`}::timestamptz` })
        .where(eq(conversations.id, row.id));
      ids.unshift(row.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.as(me).get(`/api/v1/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page = ZConversationList.parse(response.json());
      seen.push(...page.conversations.map((x) => x._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it('shows a listing staff disallowed to its seller only, and a deleted one to nobody', async () => {
    const pair = { buyer: await member('Buyer B'), seller: await member('Seller S') };
    const { listing, conversation } = await opened(pair.buyer, pair.seller);
    await t.db.update(classifiedPosts).set({ active: false }).where(eq(classifiedPosts.id, listing.id));
    const listed = async (who: Member) => ZConversationList.parse((await t.as(who).get('/api/v1/conversations')).json()).conversations[0];
    expect((await listed(pair.buyer))?.classified).toBeNull();
    expect((await listed(pair.seller))?.classified?._id).toBe(listing.id);
    // The conversation itself goes on.
    expect((await sendAs(pair.buyer, conversation._id, 'Still there?')).statusCode).toBe(201);
    await t.db.delete(classifiedPosts).where(eq(classifiedPosts.id, listing.id));
    expect(await listed(pair.seller)).toMatchObject({ _id: conversation._id, classified: null });
  });
});

describe('who may call', () => {
  const routes = [
    ['GET', '/api/v1/conversations'],
    ['POST', '/api/v1/conversations'],
    ['GET', `/api/v1/conversations/${UNKNOWN}/messages`],
    ['POST', `/api/v1/conversations/${UNKNOWN}/messages`],
    ['POST', `/api/v1/conversations/${UNKNOWN}/read`],
    ['GET', '/api/v1/events'],
  ] as const;

  it.each(routes)('%s %s needs a token (401) and refuses staff (403)', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    const anonymous = await t.anonymous.send(method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    const staff = await t.as(admin).send(method, url, payload);
    expect(staff.statusCode).toBe(403);
  });
});
