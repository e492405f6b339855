import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZContactEventAnswer, ZMemberClassifiedDetail, ZMyClassifiedList } from '@souq/contract/members-classifieds';
import { messages } from '@souq/contract/messages';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildClassifiedFavourite, buildConversation } from '../../../test/factories';
import { UNKNOWN_ID } from '../../../test/fixtures/classified-references';
import { admin, buyer, common, created, detail, disallow, m, other, seller, t, useListingContext, type Caller } from '../../../test/fixtures/listing-context';

/** A seller's verified phone on their listings, the taps on Call and WhatsApp, and the seller's statistics. */
useListingContext();

const a = messages.members.account;
const SELLER_PHONE = '+96550007777';

/** The seller's phone as the phone routes leave it once confirmed (those routes have their own tests). */
async function setPhone(who: Caller, phone: string | null, verified: boolean, showPhone = true) {
  await t.db
    .update(users)
    .set({ phone, showPhone, phoneVerifiedAt: verified ? new Date() : null })
    .where(eq(users.id, who.id));
}

const tap = (who: Caller | null, id: string, body: unknown) => t.as(who).post(`/api/v1/classifieds/${id}/contact-events`, body);
const read = async (id: string, who: Caller) => ZMemberClassifiedDetail.parse((await detail(id, who)).json());
const statsOf = async (id: string) => (await read(id, seller)).stats;

describe("the seller's phone on a listing", () => {
  it('is shown only once verified and only while the seller shows it', async () => {
    const listing = await created('buy-sell', { mobile: '99998888' });
    await setPhone(seller, '+965 5000 7777', false);
    expect((await read(listing._id, buyer)).sellerPhone).toBeNull();

    await setPhone(seller, SELLER_PHONE, true);
    expect((await read(listing._id, buyer)).sellerPhone).toBe(SELLER_PHONE);
    // The seller sees what buyers see.
    expect((await read(listing._id, seller)).sellerPhone).toBe(SELLER_PHONE);

    await setPhone(seller, SELLER_PHONE, true, false);
    expect((await read(listing._id, buyer)).sellerPhone).toBeNull();

    // A changed number is no longer verified, whoever changed it (the users trigger).
    await setPhone(seller, SELLER_PHONE, true);
    await t.db.update(users).set({ phone: '+96550007778' }).where(eq(users.id, seller.id));
    expect((await read(listing._id, buyer)).sellerPhone).toBeNull();
  });
});

describe('views', () => {
  it('counts a member other than the seller once a day; the seller and staff are not counted', async () => {
    const listing = await created('buy-sell');
    expect(await statsOf(listing._id)).toEqual({ views: 0, calls: 0, whatsapp: 0, chats: 0, favourites: 0 });
    await detail(listing._id, buyer);
    await detail(listing._id, buyer);
    await detail(listing._id, other);
    await detail(listing._id, seller);
    await detail(listing._id, admin);
    expect((await statsOf(listing._id))?.views).toBe(2);
    // Statistics are the owner's alone.
    expect((await read(listing._id, buyer)).stats).toBeNull();
  });
});

describe('POST /api/v1/classifieds/:id/contact-events', () => {
  it('counts taps on Call and WhatsApp by others; the seller’s own are answered, not counted', async () => {
    await setPhone(seller, SELLER_PHONE, true);
    const listing = await created('buy-sell');
    const call = await tap(buyer, listing._id, { kind: 'call' });
    expect(call.statusCode).toBe(201);
    expect(ZContactEventAnswer.parse(call.json())).toEqual({ counted: true });
    await tap(buyer, listing._id, { kind: 'whatsapp' });
    await tap(other, listing._id, { kind: 'whatsapp' });
    expect(ZContactEventAnswer.parse((await tap(seller, listing._id, { kind: 'call' })).json())).toEqual({ counted: false });
    expect(await statsOf(listing._id)).toMatchObject({ calls: 1, whatsapp: 2 });
  });

  it('409 when the seller shows no verified phone: there was nothing to tap', async () => {
    const listing = await created('buy-sell');
    await setPhone(seller, SELLER_PHONE, true, false);
    const response = await tap(buyer, listing._id, { kind: 'call' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(a.noVerifiedPhone);
    await setPhone(seller, SELLER_PHONE, true);
  });

  it('refuses a missing or unknown kind with the reason', async () => {
    await setPhone(seller, SELLER_PHONE, true);
    const listing = await created('buy-sell');
    for (const body of [{}, { kind: 'sms' }, { kind: 1 }, { kind: null }]) {
      const response = await tap(buyer, listing._id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toBe(a.contactKindInvalid);
    }
    const junkId = await tap(buyer, 'not-an-id', { kind: 'call' });
    expect(junkId.statusCode).toBe(400);
    expect(errorOf(junkId)).toBe(common.idInvalid);
  });

  it('401 without a token, 403 for staff, 404 for an unknown listing and for a disallowed one of another member', async () => {
    await setPhone(seller, SELLER_PHONE, true);
    const listing = await created('buy-sell');
    expect((await tap(null, listing._id, { kind: 'call' })).statusCode).toBe(401);
    expect((await tap(admin, listing._id, { kind: 'call' })).statusCode).toBe(403);
    const unknown = await tap(buyer, UNKNOWN_ID, { kind: 'call' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(m.listingNotFound);
    expect((await disallow(listing._id)).statusCode).toBe(200);
    expect((await tap(buyer, listing._id, { kind: 'call' })).statusCode).toBe(404);
    expect(await statsOf(listing._id)).toMatchObject({ calls: 0 });
  });
});

describe('GET /api/v1/me/classifieds', () => {
  it('gives each of my listings its views, taps, conversations and favourites', async () => {
    await setPhone(seller, SELLER_PHONE, true);
    const counted = await created('buy-sell', { title: 'Counted listing' });
    const quiet = await created('buy-sell', { title: 'Quiet listing' });
    await detail(counted._id, buyer);
    await tap(buyer, counted._id, { kind: 'call' });
    await tap(other, counted._id, { kind: 'whatsapp' });
    await buildConversation(t.db, { classifiedId: counted._id, sellerId: seller.id, buyerId: buyer.id });
    await buildConversation(t.db, { classifiedId: counted._id, sellerId: seller.id, buyerId: other.id });
    await buildClassifiedFavourite(t.db, { classifiedId: counted._id, userId: buyer.id });

    const page = ZMyClassifiedList.parse((await t.as(seller).get('/api/v1/me/classifieds?limit=50')).json());
    expect(page.classifieds.find((l) => l._id === counted._id)?.stats).toEqual({ views: 1, calls: 1, whatsapp: 1, chats: 2, favourites: 1 });
    expect(page.classifieds.find((l) => l._id === quiet._id)?.stats).toEqual({ views: 0, calls: 0, whatsapp: 0, chats: 0, favourites: 0 });
    // The detail the owner opens says the same.
    expect(await statsOf(counted._id)).toEqual({ views: 1, calls: 1, whatsapp: 1, chats: 2, favourites: 1 });
  });
});
