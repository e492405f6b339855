import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ChatMessage, Conversation } from '@souq/contract/members-chat';
import type { CursorQuery } from '@souq/contract/members-common';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { conversationMessages, conversations } from '../../db/schema/members';
import { exactTime, newestPage, olderThan, pageOfRows } from '../../lib/cursor';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertVerified, authorIsLive, notBlockedBetween, visibleTo } from '../../lib/member-visibility';
import type { MemberEvent } from '../member-events/event-hub';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { assertNewAccountMayContact, assertNewAccountMayLink } from '../trust/new-account-limits';
import { conversationViews, participantConversation } from './conversations.queries';
import { messagesPage, toChatMessage, writeMessage } from './conversation-messages.queries';

const c = messages.members.chat;

/**
 * The buyer's conversation about a listing, started if there is none: one per buyer and listing
 * (the unique index decides a race: both callers get the same row). The listing must be one the
 * buyer can see (allowed by staff, its seller live and no block either way), and not their own.
 */
export async function openConversation(db: Db, buyerId: string, classifiedId: string): Promise<{ conversation: Conversation; created: boolean }> {
  await assertVerified(db, buyerId);
  if (!isUuid(classifiedId)) throw notFound(c.classifiedNotFound);
  const [listing] = await db
    .select({
      sellerId: classifiedPosts.userId,
      active: classifiedPosts.active,
      shown: sql<boolean>`${authorIsLive(classifiedPosts.userId)} and ${notBlockedBetween(buyerId, classifiedPosts.userId)}`,
    })
    .from(classifiedPosts)
    .where(eq(classifiedPosts.id, classifiedId))
    .limit(1);
  if (!listing) throw notFound(c.classifiedNotFound);
  if (listing.sellerId === buyerId) throw badRequest(c.ownListing, { classified_id: c.ownListing });
  if (!listing.active || !listing.shown) throw notFound(c.classifiedNotFound);
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.classifiedId, classifiedId), eq(conversations.buyerId, buyerId)))
    .limit(1);
  if (!existing) await assertNewAccountMayContact(db, buyerId);

  const inserted = await db
    .insert(conversations)
    .values({ classifiedId, buyerId, sellerId: listing.sellerId })
    .onConflictDoNothing({ target: [conversations.classifiedId, conversations.buyerId] })
    .returning({ id: conversations.id });
  const id =
    inserted[0]?.id ??
    (
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.classifiedId, classifiedId), eq(conversations.buyerId, buyerId)))
        .limit(1)
    )[0]?.id;
  if (!id) throw notFound(c.classifiedNotFound);
  const [conversation] = await conversationViews(db, buyerId, [id]);
  if (!conversation) throw notFound(c.conversationNotFound);
  return { conversation, created: inserted.length > 0 };
}

/** One side's conversations (as buyer, or as seller) from the cursor on, in the list's order. */
function conversationsAs(db: Tx, userId: string, mine: PgColumn, other: PgColumn, cursor: string | undefined, limit: number) {
  return db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      timeKey: exactTime(conversations.lastMessageAt).as('time_key'),
    })
    .from(conversations)
    .where(and(eq(mine, userId), olderThan(conversations.lastMessageAt, conversations.id, cursor), visibleTo(userId, other)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit + 1);
}

/**
 * The caller's conversations, latest message first. The caller is the buyer in some and the
 * seller in others: each side is read in order through its own index, at most a page each, and
 * the two merged (an OR across both columns would sort every conversation the member has).
 * A conversation with a member who blocked the caller, or whom the caller blocked, is not listed.
 */
export async function listConversations(db: Db, userId: string, query: CursorQuery) {
  const page = await unionAll(
    conversationsAs(db, userId, conversations.buyerId, conversations.sellerId, query.cursor, query.limit),
    conversationsAs(db, userId, conversations.sellerId, conversations.buyerId, query.cursor, query.limit),
  )
    .orderBy(sql`last_message_at desc`, sql`id desc`)
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOfRows(page, query.limit, (row) => [row.timeKey, row.id]);
  const views = new Map(
    (
      await conversationViews(
        db,
        userId,
        items.map((row) => row.id),
      )
    ).map((view) => [view._id, view]),
  );
  return { conversations: items.flatMap((row) => views.get(row.id) ?? []), nextCursor };
}

/** A conversation's messages, newest first, for one of its two members. */
export async function listMessages(db: Db, userId: string, conversationId: string, query: CursorQuery) {
  const conversation = await participantConversation(db, userId, conversationId);
  const rows = await messagesPage(db, conversation.id, olderThan(conversationMessages.createdAt, conversationMessages.id, query.cursor), query.limit + 1);
  const { items, nextCursor } = newestPage(rows, query.limit, (row) => row.id);
  return { messages: items.map((row) => toChatMessage(row, userId)), nextCursor };
}

/** Writes a message in a conversation the sender takes part in (conversation-messages.queries: writeMessage). */
export async function sendMessage(
  db: Db,
  senderId: string,
  conversationId: string,
  body: string,
  souqHost = '',
): Promise<{ message: ChatMessage; notice: MemberNotice }> {
  return db.transaction(async (tx) => {
    const conversation = await participantConversation(tx, senderId, conversationId);
    await assertVerified(tx, senderId);
    await assertNewAccountMayLink(tx, senderId, [body], souqHost);
    return writeMessage(db, tx, { conversation, senderId, body, souqHost });
  });
}

/** Marks the conversation read for the caller: the other member's messages until now stop counting as unread. */
export async function markConversationRead(db: Db, userId: string, conversationId: string): Promise<{ answer: { ok: true }; notice: MemberNotice }> {
  const conversation = await participantConversation(db, userId, conversationId);
  const readAt = sql`now()`;
  const [row] = await db
    .update(conversations)
    .set(conversation.buyerId === userId ? { buyerReadAt: readAt } : { sellerReadAt: readAt })
    .where(eq(conversations.id, conversation.id))
    .returning({ buyerReadAt: conversations.buyerReadAt, sellerReadAt: conversations.sellerReadAt });
  const at = (conversation.buyerId === userId ? row?.buyerReadAt : row?.sellerReadAt) ?? new Date();
  // The caller's other devices clear their unread badge.
  const event: MemberEvent = { type: 'conversation-read', data: { conversation_id: conversation.id, readAt: at.toISOString() } };
  return { answer: { ok: true }, notice: { to: userId, event } };
}
