import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage } from '@souq/contract/members-chat';
import { RESERVE_DAYS_DEFAULT, type MessageKind } from '@souq/contract/members-offers';
import { offerBody } from '@souq/contract/offer-body-text';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { chatOffers, conversations } from '../../db/schema/members';
import { countries } from '../../db/schema/regions';
import { isUniqueViolation } from '../../lib/database-errors';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertVerified } from '../../lib/member-visibility';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { participantConversation, type ParticipantConversation } from '../conversations/conversations.queries';
import { writeMessage } from '../conversations/conversation-messages.queries';
import { reservedNow } from '../member-classifieds/member-classifieds.queries';

const t = messages.members.offers;

type Step = { message: ChatMessage; notice: MemberNotice };

interface ListingForOffer {
  id: string;
  price: number;
  currency: string | null;
  reservedForOther: boolean;
}

/**
 * The conversation's listing, locked for the step (an acceptance writes its reservation): 409 once
 * it is deleted, disallowed or sold, since an offer on it could not lead to a sale.
 */
async function listingOf(tx: Tx, conversation: ParticipantConversation): Promise<ListingForOffer> {
  const [row] = await tx
    .select({
      id: classifiedPosts.id,
      price: classifiedPosts.price,
      active: classifiedPosts.active,
      soldAt: classifiedPosts.soldAt,
      reserved: reservedNow,
      reservedFor: classifiedPosts.reservedFor,
      currency: countries.currencyCode,
    })
    .from(conversations)
    .innerJoin(classifiedPosts, eq(classifiedPosts.id, conversations.classifiedId))
    .leftJoin(countries, eq(countries.id, classifiedPosts.countryId))
    .where(eq(conversations.id, conversation.id))
    .for('update', { of: classifiedPosts })
    .limit(1);
  if (!row || !row.active) throw conflict(t.listingGone);
  if (row.soldAt) throw conflict(t.listingSold);
  return {
    id: row.id,
    price: Number(row.price),
    currency: row.currency,
    reservedForOther: row.reserved && row.reservedFor !== conversation.buyerId,
  };
}

interface OfferStepInput {
  conversation: ParticipantConversation;
  listing: ListingForOffer;
  senderId: string;
  kind: Exclude<MessageKind, 'text'>;
  offerId: string;
  amount: string;
  counter: boolean;
  days: number | null;
  souqHost: string;
}

/** The message of an offer's step, with its readable body (offer-body-text). */
function writeStep(db: Db, tx: Tx, step: OfferStepInput): Promise<Step> {
  const body = offerBody({
    kind: step.kind,
    counter: step.counter,
    amount: Number(step.amount),
    price: step.listing.price,
    currency: step.listing.currency,
    days: step.days,
  });
  return writeMessage(db, tx, {
    conversation: step.conversation,
    senderId: step.senderId,
    body,
    kind: step.kind,
    offerId: step.offerId,
    souqHost: step.souqHost,
  });
}

/** A new open offer; the one-open-per-conversation index turns a race into the same 409 as the check. */
async function insertOffer(tx: Tx, values: typeof chatOffers.$inferInsert): Promise<string> {
  const [open] = await tx
    .select({ id: chatOffers.id })
    .from(chatOffers)
    .where(and(eq(chatOffers.conversationId, values.conversationId), eq(chatOffers.status, 'open')))
    .limit(1);
  if (open) throw conflict(t.offerOpen);
  try {
    const [row] = await tx.insert(chatOffers).values(values).returning({ id: chatOffers.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(t.offerOpen);
    throw error;
  }
}

/**
 * The buyer's first offer in a conversation about a listing: only the buyer opens, one open offer
 * at a time, never on a sold listing or one reserved for another buyer.
 */
export async function makeOffer(db: Db, userId: string, conversationId: string, amount: string, souqHost = ''): Promise<Step> {
  return db.transaction(async (tx) => {
    const conversation = await participantConversation(tx, userId, conversationId);
    await assertVerified(tx, userId);
    if (conversation.buyerId !== userId) throw forbidden(t.onlyBuyerOffers);
    const listing = await listingOf(tx, conversation);
    if (listing.reservedForOther) throw conflict(t.reservedForAnother);
    const offerId = await insertOffer(tx, { conversationId: conversation.id, fromId: userId, amount });
    return writeStep(db, tx, { conversation, listing, senderId: userId, kind: 'offer', offerId, amount, counter: false, days: null, souqHost });
  });
}

export type OfferAnswer =
  { action: 'accept'; reserveDays?: number } | { action: 'decline' } | { action: 'withdraw' } | { action: 'counter'; amount: string; reserveDays?: number };

/**
 * A step on an open offer. Its receiver accepts, declines or counters it; its maker withdraws it.
 * 404 for anyone outside the conversation, 403 for the wrong side, 409 once it is answered.
 * Accepting reserves the listing for the buyer: the seller says for how long (1 to 7 days) when
 * they accept; when the buyer accepts the seller's counter, the counter said it.
 */
export async function answerOffer(db: Db, userId: string, offerId: string, answer: OfferAnswer, souqHost = ''): Promise<Step> {
  if (!isUuid(offerId)) throw notFound(t.offerNotFound);
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(chatOffers).where(eq(chatOffers.id, offerId)).limit(1);
    if (!offer) throw notFound(t.offerNotFound);
    const conversation = await participantConversation(tx, userId, offer.conversationId).catch((error: unknown) => {
      // Someone outside the conversation learns nothing of the offer either.
      throw error instanceof AppError && error.statusCode === 404 ? notFound(t.offerNotFound) : error;
    });
    await assertVerified(tx, userId);
    const mine = offer.fromId === userId;
    if (answer.action === 'withdraw' ? !mine : mine) throw forbidden(answer.action === 'withdraw' ? t.notYourOffer : t.notYourTurn);
    // Locked before the status is read again, so two answers at once take turns and the second sees the first.
    const listing = await listingOf(tx, conversation);
    const [current] = await tx.select({ status: chatOffers.status }).from(chatOffers).where(eq(chatOffers.id, offer.id)).for('update').limit(1);
    if (current?.status !== 'open') throw conflict(t.offerClosed);

    const sellerActs = userId === conversation.sellerId;
    const common = { conversation, listing, senderId: userId, souqHost };
    if (answer.action === 'counter') {
      await tx
        .update(chatOffers)
        .set({ status: 'countered', answeredAt: sql`now()` })
        .where(eq(chatOffers.id, offer.id));
      const days = sellerActs ? (answer.reserveDays ?? RESERVE_DAYS_DEFAULT) : null;
      const counterId = await insertOffer(tx, {
        conversationId: conversation.id,
        fromId: userId,
        amount: answer.amount,
        counterOf: offer.id,
        reserveDays: days,
      });
      return writeStep(db, tx, { ...common, kind: 'offer', offerId: counterId, amount: answer.amount, counter: true, days });
    }
    if (answer.action === 'accept') {
      if (listing.reservedForOther) throw conflict(t.reservedForAnother);
      const days = sellerActs ? answer.reserveDays : (offer.reserveDays ?? RESERVE_DAYS_DEFAULT);
      if (days === undefined) throw badRequest(t.reserveDaysRequired, { reserveDays: t.reserveDaysRequired });
      const until = sql`now() + make_interval(days => ${days})`;
      const [accepted] = await tx
        .update(chatOffers)
        .set({ status: 'accepted', answeredAt: sql`now()`, reserveDays: days, reservedUntil: until })
        .where(eq(chatOffers.id, offer.id))
        .returning({ reservedUntil: chatOffers.reservedUntil });
      await tx
        .update(classifiedPosts)
        .set({ reservedFor: conversation.buyerId, reservedUntil: accepted?.reservedUntil ?? null })
        .where(eq(classifiedPosts.id, listing.id));
      return writeStep(db, tx, { ...common, kind: 'offer-accepted', offerId: offer.id, amount: offer.amount, counter: false, days });
    }
    const status = answer.action === 'decline' ? 'declined' : 'withdrawn';
    await tx
      .update(chatOffers)
      .set({ status, answeredAt: sql`now()` })
      .where(eq(chatOffers.id, offer.id));
    const kind = answer.action === 'decline' ? 'offer-declined' : 'offer-withdrawn';
    return writeStep(db, tx, { ...common, kind, offerId: offer.id, amount: offer.amount, counter: false, days: null });
  });
}
