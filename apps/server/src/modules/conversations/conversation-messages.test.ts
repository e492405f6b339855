import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH, ZChatMessage, ZChatMessageList, ZConversationList } from '@souq/contract/members-chat';
import { conversationMessages, conversations } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildConversation, buildConversationMessage, buildUserBlock } from '../../../test/factories';
import { buyer, c, common, member, opened, rowCounts, seller, sendAs, stranger, t, UNKNOWN, useChatContext } from '../../../test/fixtures/chat-context';

/** A conversation's messages: only its two members read and write them. */
useChatContext();

describe('messages', () => {
  it('writes a message (201) that both members read, newest first', async () => {
    const { conversation } = await opened();
    const sent = await sendAs(buyer, conversation._id, '  Is it still for sale?  ');
    expect(sent.statusCode, sent.body).toBe(201);
    const message = ZChatMessage.parse(sent.json());
    expect(message).toMatchObject({ body: 'Is it still for sale?', sender_id: buyer.id, conversation_id: conversation._id });
    const reply = ZChatMessage.parse((await sendAs(seller, conversation._id, 'Yes, come and see it')).json());
    for (const who of [buyer, seller]) {
      const listed = await t.as(who).get(`/api/v1/conversations/${conversation._id}/messages`);
      expect(listed.statusCode).toBe(200);
      expect(ZChatMessageList.parse(listed.json())).toEqual({ messages: [reply, message], nextCursor: null });
    }
  });

  it('moves the conversation up the list in the same transaction as the message', async () => {
    const { conversation } = await opened();
    const [before] = await t.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    const message = ZChatMessage.parse((await sendAs(buyer, conversation._id, 'Hello')).json());
    const [after] = await t.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    expect(after!.lastMessageAt.getTime()).toBe(message.createdAt.getTime());
    expect(after!.lastMessageAt.getTime()).toBeGreaterThanOrEqual(before!.lastMessageAt.getTime());
    expect(after!.buyerReadAt?.getTime()).toBe(message.createdAt.getTime());
  });

  it.each([
    ['no body', {}, c.bodyRequired],
    ['a blank body', { body: '   ' }, c.bodyRequired],
    ['a number', { body: 7 }, c.bodyRequired],
    [`${MESSAGE_MAX_LENGTH + 1} characters`, { body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, c.bodyTooLong],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, text) => {
    const { conversation } = await opened();
    const before = await rowCounts();
    const response = await t.as(buyer).post(`/api/v1/conversations/${conversation._id}/messages`, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
    expect(await rowCounts()).toEqual(before);
  });

  it('takes a message of the longest length', async () => {
    const { conversation } = await opened();
    expect((await sendAs(buyer, conversation._id, 'y'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('answers 404 to a member outside the conversation, and to unknown ids; nothing changes', async () => {
    const { conversation } = await opened();
    await sendAs(seller, conversation._id, 'Only for the buyer');
    const [rowBefore] = await t.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    const before = await rowCounts();
    for (const id of [conversation._id, UNKNOWN]) {
      for (const response of [
        await t.as(stranger).get(`/api/v1/conversations/${id}/messages`),
        await sendAs(stranger, id, 'Let me in'),
        await t.as(stranger).post(`/api/v1/conversations/${id}/read`, {}),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toBe(c.conversationNotFound);
      }
    }
    expect(await rowCounts()).toEqual(before);
    const [rowAfter] = await t.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    expect(rowAfter).toEqual(rowBefore);
    expect((await t.as(stranger).get('/api/v1/conversations')).json<{ conversations: { _id: string }[] }>().conversations.map((x) => x._id)).not.toContain(
      conversation._id,
    );
  });

  it('refuses an id that is not one (400)', async () => {
    const response = await t.as(buyer).get('/api/v1/conversations/not-an-id/messages');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(common.idInvalid);
  });

  it('ends the conversation for both once either blocks the other: 403 to write or read, gone from both lists', async () => {
    for (const [blocker, blocked] of [
      ['buyer', 'seller'],
      ['seller', 'buyer'],
    ] as const) {
      const pair = { buyer: await member('Buyer B'), seller: await member('Seller S') };
      const { conversation } = await opened(pair.buyer, pair.seller);
      await sendAs(pair.buyer, conversation._id, 'Before the block');
      await buildUserBlock(t.db, { blockerId: pair[blocker].id, blockedId: pair[blocked].id });
      const before = await rowCounts();
      for (const who of [pair.buyer, pair.seller]) {
        const written = await sendAs(who, conversation._id, 'After the block');
        expect(written.statusCode).toBe(403);
        expect(errorOf(written)).toBe(common.blocked);
        expect((await t.as(who).get(`/api/v1/conversations/${conversation._id}/messages`)).statusCode).toBe(403);
        expect((await t.as(who).post(`/api/v1/conversations/${conversation._id}/read`, {})).statusCode).toBe(403);
        expect(ZConversationList.parse((await t.as(who).get('/api/v1/conversations')).json()).conversations).toEqual([]);
      }
      expect(await rowCounts()).toEqual(before);
    }
  });

  it('answers 404 once the other member is deleted or blocked by staff', async () => {
    for (const change of [{ deletedAt: new Date() }, { blocked: true }]) {
      const pair = { buyer: await member('Buyer B'), seller: await member('Seller S') };
      const { conversation } = await opened(pair.buyer, pair.seller);
      await t.db.update(users).set(change).where(eq(users.id, pair.seller.id));
      expect((await sendAs(pair.buyer, conversation._id, 'Hello?')).statusCode).toBe(404);
      expect(ZConversationList.parse((await t.as(pair.buyer.token).get('/api/v1/conversations')).json()).conversations).toEqual([]);
    }
  });

  it('asks an unverified member to verify before writing (403), nothing stored', async () => {
    const pair = { buyer: await member('Buyer B'), seller: await member('Seller S') };
    const { conversation } = await opened(pair.buyer, pair.seller);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, pair.seller.id));
    const before = await rowCounts();
    const response = await sendAs(pair.seller, conversation._id, 'Hi');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(common.notVerified);
    expect(await rowCounts()).toEqual(before);
  });

  it('pages through every message with no gap and no repeat', async () => {
    const conversation = await buildConversation(t.db, { buyerId: buyer.id, sellerId: seller.id });
    const start = Date.UTC(2026, 0, 1);
    // Two messages share each time: the id breaks the tie.
    for (let i = 0; i < 11; i++) {
      await buildConversationMessage(t.db, {
        conversationId: conversation.id,
        senderId: i % 2 ? buyer.id : seller.id,
        body: `message ${i}`,
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.as(buyer).get(`/api/v1/conversations/${conversation.id}/messages?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = ZChatMessageList.parse(response.json());
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages.map((m) => m.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(11);
    expect(new Set(seen).size).toBe(11);
    const rows = await t.db
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id))
      .orderBy(sql`${conversationMessages.createdAt} desc, ${conversationMessages.id} desc`);
    expect(seen).toEqual(rows.map((r) => r.body));
  });

  it('pages through messages written within one millisecond without skipping any', async () => {
    const conversation = await buildConversation(t.db, { buyerId: buyer.id, sellerId: seller.id });
    // PostgreSQL keeps microseconds, a JS Date only milliseconds: the cursor must keep them all.
    for (let i = 1; i <= 5; i++) {
      await t.db.insert(conversationMessages).values({
        conversationId: conversation.id,
        senderId: buyer.id,
        body: `same millisecond ${i}`,
        createdAt: sql`${`2026-03-01T10:00:00.000${i}00Z`}::timestamptz`,
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.as(buyer).get(`/api/v1/conversations/${conversation.id}/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page = ZChatMessageList.parse(response.json());
      seen.push(...page.messages.map((m) => m.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1].map((i) => `same millisecond ${i}`));
  });

  it('refuses a cursor it did not give (400)', async () => {
    const { conversation } = await opened();
    for (const cursor of ['garbage', Buffer.from('["x"]').toString('base64url')]) {
      const response = await t.as(buyer).get(`/api/v1/conversations/${conversation._id}/messages?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(common.cursorInvalid);
    }
  });
});
