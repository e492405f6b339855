import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ZChatMessage, ZChatMessageList } from '@souq/contract/members-chat';
import { ZMemberClassifiedDetail, ZMemberClassifiedList } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { classifiedPosts } from '../../db/schema/classifieds';
import { countries } from '../../db/schema/regions';
import { chatOffers, conversationMessages } from '../../db/schema/members';
import { errorOf, listenOnLoopback } from '../../../test/helper';
import { openEventStream } from '../../../test/event-stream-client';
import { admin, buyer, member, opened, seller, stranger, t, UNKNOWN, useChatContext, type Member } from '../../../test/fixtures/chat-context';

/** Offers in chat: who may take each step, what each step writes, and the reservation an acceptance makes. */
// Each test makes several offers as the same two members: the write budgets are another file's subject.
useChatContext({ MEMBER_WRITE_RATE_MAX: '100000' });

const o = messages.members.offers;

const offer = (who: Member, conversationId: string, amount: unknown) => t.as(who).post(`/api/v1/conversations/${conversationId}/offers`, { amount });
const step = (who: Member, offerId: string, action: 'accept' | 'decline' | 'withdraw' | 'counter', body: object = {}) =>
  t.as(who).post(`/api/v1/offers/${offerId}/${action}`, body);

async function offerCounts() {
  const [offers] = await t.db.select({ n: count() }).from(chatOffers);
  const [rows] = await t.db.select({ n: count() }).from(conversationMessages);
  return { offers: offers!.n, messages: rows!.n };
}

/** A conversation with the buyer's open offer in it. */
async function withOffer(amount: unknown = '2000') {
  const { listing, conversation } = await opened();
  const made = await offer(buyer, conversation._id, amount);
  expect(made.statusCode, made.body).toBe(201);
  return { listing, conversation, message: ZChatMessage.parse(made.json()) };
}

const listingAs = async (who: Member, id: string) => ZMemberClassifiedDetail.parse((await t.as(who).get(`/api/v1/classifieds/${id}`)).json());

describe('making an offer', () => {
  it('writes an offer message (201) with the amount, the listing price and a readable body in both languages', async () => {
    const { listing, conversation } = await opened();
    await t.db.update(countries).set({ currencyCode: 'KWD' }).where(eq(countries.id, listing.countryId));
    const made = await offer(buyer, conversation._id, '٢٬٠٠٠٫٥');
    expect(made.statusCode, made.body).toBe(201);
    const message = ZChatMessage.parse(made.json());
    expect(message).toMatchObject({
      kind: 'offer',
      sender_id: buyer.id,
      offer: { amount: 2000.5, status: 'open', fromBuyer: true, counterOf: null, listingPrice: 2500, reserveDays: null, reservedUntil: null },
    });
    // Intl puts a no-break space between the currency and the amount.
    expect(message.body).toMatch(/^عرض: ٢٬٠٠٠٫٥\sد\.ك \(السعر المعلن ٢٬٥٠٠\sد\.ك\)\nOffer: KWD\s2,000\.5 \(listed at KWD\s2,500\)$/);
    const seen = ZChatMessageList.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
    expect(seen.messages[0]).toEqual(message);
  });

  it.each([
    ['no amount', undefined, o.amountRequired],
    ['a blank amount', '  ', o.amountRequired],
    ['zero', '0', o.amountInvalid],
    ['a negative amount', '-5', o.amountInvalid],
    ['four decimals', '10.1234', o.amountInvalid],
    ['words', 'a lot', o.amountInvalid],
    ['twelve whole digits', '123456789012', o.amountTooLarge],
    ['an object', { amount: 5 }, o.amountRequired],
  ])('refuses %s with 400 and stores nothing', async (_label, amount, text) => {
    const { conversation } = await opened();
    const before = await offerCounts();
    const response = await offer(buyer, conversation._id, amount);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toBe(text);
    expect(await offerCounts()).toEqual(before);
  });

  it('lets only the buyer open (403 for the seller), and nobody outside the conversation (404)', async () => {
    const { conversation } = await opened();
    const before = await offerCounts();
    const bySeller = await offer(seller, conversation._id, '100');
    expect(bySeller.statusCode).toBe(403);
    expect(errorOf(bySeller)).toBe(o.onlyBuyerOffers);
    for (const id of [conversation._id, UNKNOWN]) {
      const response = await offer(stranger, id, '100');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(messages.members.chat.conversationNotFound);
    }
    expect((await t.anonymous.post(`/api/v1/conversations/${conversation._id}/offers`, { amount: '100' })).statusCode).toBe(401);
    expect((await offer(admin, conversation._id, '100')).statusCode).toBe(403);
    expect(await offerCounts()).toEqual(before);
  });

  it('keeps one offer open at a time (409), and takes a new one once it is answered', async () => {
    const { conversation, message } = await withOffer();
    const again = await offer(buyer, conversation._id, '2100');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(o.offerOpen);
    expect((await step(seller, message.offer!._id, 'decline')).statusCode).toBe(201);
    expect((await offer(buyer, conversation._id, '2100')).statusCode).toBe(201);
  });

  it('refuses an offer on a sold listing (409)', async () => {
    const { listing, conversation } = await opened();
    await t.db.update(classifiedPosts).set({ soldAt: new Date() }).where(eq(classifiedPosts.id, listing.id));
    const response = await offer(buyer, conversation._id, '100');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(o.listingSold);
  });

  it("passes the chat's scam rules like any message: the receiver sees the warning, the sender does not", async () => {
    const rule = await t.as(admin).post('/api/chat-warning-rules', { text: 'listed at', category: 'advance_payment' });
    expect(rule.statusCode, rule.body).toBe(201);
    try {
      const { conversation, message } = await withOffer('1500');
      expect(message.warnings).toBeUndefined();
      const seen = ZChatMessageList.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
      expect(seen.messages[0]?.warnings).toEqual(['advance_payment']);
    } finally {
      await t.as(admin).delete(`/api/chat-warning-rules/${rule.json<{ _id: string }>()._id}`);
    }
  });
});

describe('answering an offer', () => {
  it('counters (the old offer countered, the new one linking it), then the buyer accepts and the listing is reserved for them', async () => {
    const { listing, conversation, message } = await withOffer('2000');
    const countered = await step(seller, message.offer!._id, 'counter', { amount: '2300' });
    expect(countered.statusCode, countered.body).toBe(201);
    const counter = ZChatMessage.parse(countered.json());
    expect(counter).toMatchObject({
      kind: 'offer',
      sender_id: seller.id,
      offer: { amount: 2300, status: 'open', fromBuyer: false, counterOf: message.offer!._id, reserveDays: 3 },
    });
    expect(counter.body).toContain('Counter-offer: 2,300 (listed at 2,500)');

    const accepted = await step(buyer, counter.offer!._id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const answer = ZChatMessage.parse(accepted.json());
    expect(answer).toMatchObject({ kind: 'offer-accepted', sender_id: buyer.id, offer: { _id: counter.offer!._id, status: 'accepted', reserveDays: 3 } });
    const until = answer.offer!.reservedUntil!;
    const days = (until.getTime() - answer.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(3);

    const thread = ZChatMessageList.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
    expect(thread.messages.map((m) => [m.kind, m.offer?.status])).toEqual([
      ['offer-accepted', 'accepted'],
      ['offer', 'accepted'],
      ['offer', 'countered'],
    ]);

    expect(await listingAs(buyer, listing.id)).toMatchObject({ reserved: true, reservedForMe: true, reservedUntil: until });
    expect(await listingAs(stranger, listing.id)).toMatchObject({ reserved: true, reservedForMe: false });
    const cards = ZMemberClassifiedList.parse((await t.as(stranger).get(`/api/v1/users/${seller.id}/classifieds`)).json());
    expect(cards.classifieds.find((card) => card._id === listing.id)?.reserved).toBe(true);
  });

  it('has the seller choose 1 to 7 days when they accept (400 otherwise)', async () => {
    const { listing, message } = await withOffer();
    for (const body of [{}, { reserveDays: 0 }, { reserveDays: 8 }, { reserveDays: 'soon' }]) {
      const response = await step(seller, message.offer!._id, 'accept', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(errorOf(await step(seller, message.offer!._id, 'accept', {}))).toBe(o.reserveDaysRequired);
    expect((await listingAs(stranger, listing.id)).reserved).toBe(false);
    const accepted = await step(seller, message.offer!._id, 'accept', { reserveDays: '٢' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(ZChatMessage.parse(accepted.json()).offer).toMatchObject({ status: 'accepted', reserveDays: 2 });
  });

  it('lets only the receiving side accept, decline or counter, and only the maker withdraw (403); nothing changes', async () => {
    const { message } = await withOffer();
    const id = message.offer!._id;
    for (const action of ['accept', 'decline', 'counter'] as const) {
      const response = await step(buyer, id, action, { amount: '10', reserveDays: 2 });
      expect(response.statusCode, action).toBe(403);
      expect(errorOf(response)).toBe(o.notYourTurn);
    }
    const withdraw = await step(seller, id, 'withdraw');
    expect(withdraw.statusCode).toBe(403);
    expect(errorOf(withdraw)).toBe(o.notYourOffer);
    const [row] = await t.db.select({ status: chatOffers.status }).from(chatOffers).where(eq(chatOffers.id, id));
    expect(row?.status).toBe('open');
    const withdrawn = await step(buyer, id, 'withdraw');
    expect(withdrawn.statusCode).toBe(201);
    expect(ZChatMessage.parse(withdrawn.json())).toMatchObject({ kind: 'offer-withdrawn', offer: { status: 'withdrawn' } });
  });

  it('answers 409 to any step on an offer already answered', async () => {
    const { message } = await withOffer();
    const id = message.offer!._id;
    expect((await step(seller, id, 'decline')).statusCode).toBe(201);
    const before = await offerCounts();
    for (const [who, action] of [
      [seller, 'accept'],
      [seller, 'decline'],
      [seller, 'counter'],
      [buyer, 'withdraw'],
    ] as const) {
      const response = await step(who, id, action, { amount: '10', reserveDays: 2 });
      expect(response.statusCode, action).toBe(409);
      expect(errorOf(response)).toBe(o.offerClosed);
    }
    expect(await offerCounts()).toEqual(before);
  });

  it('answers 404 to members outside the conversation and to unknown offers, 401 without a token', async () => {
    const { message } = await withOffer();
    for (const id of [message.offer!._id, UNKNOWN, 'not-an-id']) {
      for (const action of ['accept', 'decline', 'withdraw', 'counter'] as const) {
        const response = await step(stranger, id, action, { amount: '10', reserveDays: 2 });
        expect([400, 404], `${action} ${id}`).toContain(response.statusCode);
        if (id !== 'not-an-id') expect(errorOf(response)).toBe(o.offerNotFound);
      }
    }
    expect((await t.anonymous.post(`/api/v1/offers/${message.offer!._id}/decline`)).statusCode).toBe(401);
  });

  it('refuses a counter with a bad amount (400) and keeps the offer open', async () => {
    const { message } = await withOffer();
    const response = await step(seller, message.offer!._id, 'counter', { amount: '-1' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(o.amountInvalid);
    const [row] = await t.db.select({ status: chatOffers.status }).from(chatOffers).where(eq(chatOffers.id, message.offer!._id));
    expect(row?.status).toBe('open');
  });

  it('refuses to accept once the listing is sold (409)', async () => {
    const { listing, message } = await withOffer();
    await t.db.update(classifiedPosts).set({ soldAt: new Date() }).where(eq(classifiedPosts.id, listing.id));
    const response = await step(seller, message.offer!._id, 'accept', { reserveDays: 2 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(o.listingSold);
  });

  it('tells the other member of each step on their event stream, once committed', async () => {
    const url = await listenOnLoopback(t.app);
    const sellers = await openEventStream(url, seller.token);
    const buyers = await openEventStream(url, buyer.token);
    try {
      const { message } = await withOffer('1800');
      expect((await sellers.next('message')).data).toMatchObject({ _id: message._id, kind: 'offer', offer: { amount: 1800, status: 'open' } });
      const counter = ZChatMessage.parse((await step(seller, message.offer!._id, 'counter', { amount: '1900', reserveDays: 5 })).json());
      expect((await buyers.next('message')).data).toMatchObject({ _id: counter._id, kind: 'offer', offer: { counterOf: message.offer!._id, reserveDays: 5 } });
      const accepted = ZChatMessage.parse((await step(buyer, counter.offer!._id, 'accept')).json());
      expect((await sellers.next('message')).data).toMatchObject({ _id: accepted._id, kind: 'offer-accepted', offer: { status: 'accepted', reserveDays: 5 } });
    } finally {
      sellers.close();
      buyers.close();
    }
  });
});

describe('the reservation', () => {
  async function reserved() {
    const { listing, conversation, message } = await withOffer();
    expect((await step(seller, message.offer!._id, 'accept', { reserveDays: 1 })).statusCode).toBe(201);
    return { listing, conversation };
  }

  it("refuses another buyer's offer while the listing is reserved (409), and takes it once the reservation has run out", async () => {
    const { listing } = await reserved();
    const other = await member('Omar Other');
    const response = await t.as(other).post('/api/v1/conversations', { classified_id: listing.id });
    const conversationId = response.json<{ _id: string }>()._id;
    const refused = await offer(other, conversationId, '2600');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(o.reservedForAnother);
    // Nothing clears it when it ends: it reads as free from then on.
    await t.db
      .update(classifiedPosts)
      .set({ reservedUntil: sql`now() - interval '1 minute'` })
      .where(eq(classifiedPosts.id, listing.id));
    expect(await listingAs(stranger, listing.id)).toMatchObject({ reserved: false, reservedUntil: null });
    expect((await offer(other, conversationId, '2600')).statusCode).toBe(201);
  });

  it('is released by the seller alone: 404 for others, 409 when not reserved, 401 without a token', async () => {
    const { listing } = await reserved();
    const path = `/api/v1/classifieds/${listing.id}/reservation`;
    for (const who of [buyer, stranger]) expect((await t.as(who).delete(path)).statusCode).toBe(404);
    expect((await t.anonymous.delete(path)).statusCode).toBe(401);
    expect((await listingAs(stranger, listing.id)).reserved).toBe(true);
    const released = await t.as(seller).delete(path);
    expect(released.statusCode, released.body).toBe(200);
    expect(ZMemberClassifiedDetail.parse(released.json())).toMatchObject({ reserved: false, reservedUntil: null });
    const again = await t.as(seller).delete(path);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(o.notReserved);
    expect((await t.as(seller).delete(`/api/v1/classifieds/${UNKNOWN}/reservation`)).statusCode).toBe(404);
  });
});
