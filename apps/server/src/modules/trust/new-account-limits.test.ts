import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import { users } from '../../db/schema/users';
import { errorOf } from '../../../test/helper';
import { buildClassified } from '../../../test/factories';
import { create, seller, t, useListingContext, type Caller } from '../../../test/fixtures/listing-context';
import { NEW_ACCOUNT_LIMITS } from './new-account-limits';

/** New accounts: fewer listings, new conversations and no links in their first day, lifted by a verified phone. */
useListingContext();

const w = messages.trust;

/** A member who registered just now (as registration marks them). */
async function newMember(): Promise<Caller> {
  const member = await t.userWithToken('user');
  await t.db
    .update(users)
    .set({ newAccountUntil: sql`now() + interval '24 hours'` })
    .where(eq(users.id, member.id));
  return member;
}

const verifyPhone = (member: Caller) => t.db.update(users).set({ phone: '+96550001234', phoneVerifiedAt: new Date() }).where(eq(users.id, member.id));

describe('a new account', () => {
  it('registration marks it new for a day', async () => {
    const email = `new-${Date.now()}@example.test`;
    const registered = await t.anonymous.post('/api/v1/auth/register', {
      name: 'Newcomer',
      email,
      password: 'a long enough passphrase 42',
      country_id: 'KW',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [row] = await t.db
      .select({ hours: sql<number>`extract(epoch from ${users.newAccountUntil} - now()) / 3600` })
      .from(users)
      .where(eq(users.email, email));
    expect(Number(row?.hours)).toBeGreaterThan(23);
    expect(Number(row?.hours)).toBeLessThanOrEqual(24);
  });

  it('may list a few listings, then is told why (429) and how to lift it; a verified phone lifts it', async () => {
    const member = await newMember();
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.listings; i++) expect((await create('food', {}, member)).statusCode).toBe(201);
    const refused = await create('food', {}, member);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(fillTemplate(w.newAccountListings, { max: String(NEW_ACCOUNT_LIMITS.listings) }));

    await verifyPhone(member);
    expect((await create('food', {}, member)).statusCode).toBe(201);
  });

  it('may start a few conversations; reopening one is not a new contact', async () => {
    const member = await newMember();
    const listings = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_LIMITS.contacts + 1 }, (_, i) => buildClassified(t.db, { userId: seller.id, title: `Item ${i}` })),
    );
    for (const listing of listings.slice(0, NEW_ACCOUNT_LIMITS.contacts)) {
      expect((await t.as(member).post('/api/v1/conversations', { classified_id: listing.id })).statusCode).toBe(201);
    }
    const refused = await t.as(member).post('/api/v1/conversations', { classified_id: listings.at(-1)?.id });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(fillTemplate(w.newAccountContacts, { max: String(NEW_ACCOUNT_LIMITS.contacts) }));
    const again = await t.as(member).post('/api/v1/conversations', { classified_id: listings[0]?.id });
    expect(again.statusCode).toBe(200);
  });

  it('cannot share a link outside Souq in a message or a post; an established account can', async () => {
    const member = await newMember();
    const listing = await buildClassified(t.db, { userId: seller.id, title: 'Bike' });
    const conversation = (await t.as(member).post('/api/v1/conversations', { classified_id: listing.id })).json<{ _id: string }>();
    const linked = await t.as(member).post(`/api/v1/conversations/${conversation._id}/messages`, { body: 'see www.cheap-bikes.xyz' });
    expect(linked.statusCode).toBe(429);
    expect(errorOf(linked)).toBe(w.newAccountLinks);
    expect((await t.as(member).post(`/api/v1/conversations/${conversation._id}/messages`, { body: 'Is it still available?' })).statusCode).toBe(201);
    expect((await t.as(member).post('/api/v1/posts', { title: 'Deals at https://example.com/deals' })).statusCode).toBe(429);
    // Souq's own links are not outside Souq.
    expect((await t.as(member).post(`/api/v1/conversations/${conversation._id}/messages`, { body: 'http://souq.test/l/1' })).statusCode).toBe(201);

    expect((await t.as(seller).post('/api/v1/posts', { title: 'Deals at https://example.com/deals' })).statusCode).toBe(201);
  });
});
