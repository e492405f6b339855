import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Conversation } from '@souq/contract/members-chat';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { conversationMessages, conversations } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { AppError, notFound } from '../../lib/errors';
import { authorIsLive, notBlockedBetween } from '../../lib/member-visibility';

const c = messages.members.chat;

/** Unread messages are counted up to this many: the apps show "99+", and the count stays cheap. */
export const UNREAD_COUNT_MAX = 100;

/** The member on the other side of the conversation from `userId`. */
export const otherMemberOf = (userId: string): SQL<string> =>
  sql<string>`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`;

/** When `userId` last read the conversation; null when never. */
const readAtOf = (userId: string): SQL =>
  sql`case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end`;

export const isParticipant = (userId: string): SQL => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId))!;

export interface ParticipantConversation {
  id: string;
  buyerId: string;
  sellerId: string;
  otherId: string;
}

/**
 * A conversation the caller takes part in, whose other member is still there: 404 for anyone
 * else (a stranger learns nothing), for an unknown id and for a deleted or staff-blocked other
 * member; 403 while either of the two has blocked the other (the block ends it for both).
 */
export async function participantConversation(tx: Tx, userId: string, conversationId: string): Promise<ParticipantConversation> {
  const other = otherMemberOf(userId);
  const [row] = await tx
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      otherLive: sql<boolean>`${authorIsLive(other)}`,
      notBlocked: sql<boolean>`${notBlockedBetween(userId, other)}`,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)))
    .limit(1);
  if (!row || !row.otherLive) throw notFound(c.conversationNotFound);
  if (!row.notBlocked) throw new AppError(403, messages.members.common.blocked);
  return { id: row.id, buyerId: row.buyerId, sellerId: row.sellerId, otherId: row.buyerId === userId ? row.sellerId : row.buyerId };
}

/**
 * The conversations with these ids as the caller sees them, in no particular order: the other
 * member, the listing (while the caller may see it: a listing staff disallowed shows to its seller
 * only), the last message and the unread count (both read through the messages' index).
 */
export async function conversationViews(tx: Tx, userId: string, ids: string[]): Promise<Conversation[]> {
  if (ids.length === 0) return [];
  const last = tx
    .select({ body: conversationMessages.body, createdAt: conversationMessages.createdAt, senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversations.id))
    .orderBy(sql`${conversationMessages.createdAt} desc`, sql`${conversationMessages.id} desc`)
    .limit(1)
    .as('last_message');
  const unread = sql<number>`(select count(*)::int from (
      select 1 from ${conversationMessages}
      where ${conversationMessages.conversationId} = ${conversations.id}
        and ${conversationMessages.createdAt} > coalesce(${readAtOf(userId)}, '-infinity'::timestamptz)
        and ${conversationMessages.senderId} <> ${userId}
      limit ${UNREAD_COUNT_MAX}) as unread_messages)`;
  const rows = await tx
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      listing: {
        id: classifiedPosts.id,
        title: classifiedPosts.title,
        image: classifiedPosts.imageUrl,
        price: classifiedPosts.price,
        shown: sql<boolean>`(${classifiedPosts.active} or ${classifiedPosts.userId} = ${userId})`,
      },
      other: { _id: users.id, name: users.name, photo: users.photo },
      last: { body: last.body, createdAt: last.createdAt, senderId: last.senderId },
      unread,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, otherMemberOf(userId)))
    .leftJoin(classifiedPosts, eq(classifiedPosts.id, conversations.classifiedId))
    .leftJoinLateral(last, sql`true`)
    .where(inArray(conversations.id, ids));
  return rows.map((row) => ({
    _id: row.id,
    classified:
      row.listing && row.listing.shown ? { _id: row.listing.id, title: row.listing.title, image: row.listing.image, price: Number(row.listing.price) } : null,
    other: row.other,
    asBuyer: row.buyerId === userId,
    lastMessage: row.last ? { body: row.last.body, createdAt: row.last.createdAt, fromMe: row.last.senderId === userId } : null,
    unread: Number(row.unread),
    createdAt: row.createdAt,
    lastMessageAt: row.lastMessageAt,
  }));
}
