import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChatWarningCategory } from '@souq/contract/chat-warnings';
import type { ChatMessage } from '@souq/contract/members-chat';
import type { MessageKind } from '@souq/contract/members-offers';
import type { Db, Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { chatOffers, conversationMessages, conversations } from '../../db/schema/members';
import { countries } from '../../db/schema/regions';
import { users } from '../../db/schema/users';
import { exactTime } from '../../lib/cursor';
import type { MemberEvent } from '../member-events/event-hub';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { checkMessage } from '../chat-warnings/chat-warnings.check';
import type { ParticipantConversation } from './conversations.queries';

const m = conversationMessages;
const o = chatOffers;

/**
 * A message as both apps read it, with the offer it is about as that offer stands now (its
 * status may have moved since) and the listing's price beside it.
 */
function selectMessages(db: Tx) {
  return db
    .select({
      id: m.id,
      body: m.body,
      createdAt: m.createdAt,
      senderId: m.senderId,
      conversationId: m.conversationId,
      warnings: m.warnings,
      kind: m.kind,
      timeKey: exactTime(m.createdAt),
      buyerId: conversations.buyerId,
      offer: {
        id: o.id,
        fromId: o.fromId,
        amount: o.amount,
        status: o.status,
        counterOf: o.counterOf,
        reserveDays: o.reserveDays,
        reservedUntil: o.reservedUntil,
      },
      listingPrice: classifiedPosts.price,
      currencyCode: countries.currencyCode,
    })
    .from(m)
    .innerJoin(conversations, eq(conversations.id, m.conversationId))
    .leftJoin(o, eq(o.id, m.offerId))
    .leftJoin(classifiedPosts, eq(classifiedPosts.id, conversations.classifiedId))
    .leftJoin(countries, eq(countries.id, classifiedPosts.countryId))
    .$dynamic();
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/** A page of a conversation's messages, newest first, from `after` on (a cursor condition). */
export function messagesPage(db: Tx, conversationId: string, after: SQL | undefined, limit: number) {
  return selectMessages(db)
    .where(and(eq(m.conversationId, conversationId), after))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit);
}

/**
 * A message as `viewerId` sees it: scam warnings go to its receiver alone (the sender is not the
 * one to warn, and telling them which words were caught would teach them to avoid them).
 */
export function toChatMessage(row: Omit<MessageRow, 'timeKey'>, viewerId: string): ChatMessage {
  const message: ChatMessage = {
    _id: row.id,
    body: row.body,
    createdAt: row.createdAt,
    sender_id: row.senderId,
    conversation_id: row.conversationId,
    kind: row.kind,
  };
  if (row.senderId !== viewerId && row.warnings.length > 0) message.warnings = row.warnings as ChatWarningCategory[];
  if (row.offer) {
    message.offer = {
      _id: row.offer.id,
      amount: Number(row.offer.amount),
      status: row.offer.status,
      fromBuyer: row.offer.fromId === row.buyerId,
      counterOf: row.offer.counterOf,
      listingPrice: row.listingPrice === null ? null : Number(row.listingPrice),
      currency_code: row.currencyCode,
      reserveDays: row.offer.reserveDays,
      reservedUntil: row.offer.reservedUntil,
    };
  }
  return message;
}

export interface NewMessage {
  conversation: ParticipantConversation;
  senderId: string;
  body: string;
  kind?: MessageKind;
  offerId?: string;
  /** Souq's public host, for the scam check's outside links. */
  souqHost: string;
}

/**
 * Writes a message inside the caller's transaction: checked for scam warnings first (a hit never
 * stops it; see chat-warnings.check.ts), the conversation's place in both lists and the sender's
 * read time (their own message means they have read the rest) moved with it. Answers the message
 * as its sender reads it and the notice the other member is owed once the transaction commits.
 */
export async function writeMessage(db: Db, tx: Tx, input: NewMessage): Promise<{ message: ChatMessage; notice: MemberNotice }> {
  const { conversation, senderId, body } = input;
  const warnings = await checkMessage(db, tx, { senderId, conversationId: conversation.id, body, souqHost: input.souqHost });
  const [inserted] = await tx
    .insert(m)
    .values({ conversationId: conversation.id, senderId, body, warnings, kind: input.kind ?? 'text', offerId: input.offerId ?? null })
    .returning({ id: m.id, createdAt: m.createdAt });
  if (!inserted) throw new Error('insert returned nothing');
  const readAt = conversation.buyerId === senderId ? { buyerReadAt: inserted.createdAt } : { sellerReadAt: inserted.createdAt };
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${inserted.createdAt.toISOString()}::timestamptz)`, ...readAt })
    .where(eq(conversations.id, conversation.id));
  const [row] = await selectMessages(tx).where(eq(m.id, inserted.id));
  if (!row) throw new Error('the message just written is missing');
  const [sender] = await tx.select({ _id: users.id, name: users.name, photo: users.photo }).from(users).where(eq(users.id, senderId));
  const event: MemberEvent = {
    type: 'message',
    data: { ...toChatMessage(row, conversation.otherId), createdAt: row.createdAt.toISOString(), user: sender ?? null },
  };
  return { message: toChatMessage(row, senderId), notice: { to: conversation.otherId, event } };
}
