import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZConversation } from '@souq/contract/members-chat';
import { conversationMessages, conversations } from '../../db/schema/members';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildClassified } from '../../../test/factories';

/** Messages (and conversations started) count against MEMBER_WRITE_RATE_MAX per member per minute. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '3' });
});
afterAll(() => t.close());

describe('throttled writes (429)', () => {
  it("refuses a member's fourth write of the minute (a conversation started, two messages) with Retry-After, storing nothing", async () => {
    const seller = await t.userWithToken('user');
    const buyer = await t.userWithToken('user');
    const listing = await buildClassified(t.db, { userId: seller.id });
    const opened = await t.as(buyer).post('/api/v1/conversations', { classified_id: listing.id });
    const conversation = ZConversation.parse(opened.json());
    const url = `/api/v1/conversations/${conversation._id}/messages`;
    for (const body of ['one', 'two']) expect((await t.as(buyer).post(url, { body })).statusCode).toBe(201);
    const before = await t.db.$count(conversationMessages);
    const refused = await t.as(buyer).post(url, { body: 'three' });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(messages.members.common.tooManyWrites);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.$count(conversationMessages)).toBe(before);
    // Another member's limit is their own.
    expect((await t.as(seller).post(url, { body: 'from the seller' })).statusCode).toBe(201);
  });

  it('counts conversations started with messages', async () => {
    const buyer = await t.userWithToken('user');
    const listings = await Promise.all([0, 1, 2, 3].map(async () => buildClassified(t.db)));
    for (const listing of listings.slice(0, 3)) expect((await t.as(buyer).post('/api/v1/conversations', { classified_id: listing.id })).statusCode).toBe(201);
    const before = await t.db.$count(conversations);
    const refused = await t.as(buyer).post('/api/v1/conversations', { classified_id: listings[3]!.id });
    expect(refused.statusCode).toBe(429);
    expect(await t.db.$count(conversations)).toBe(before);
  });
});
