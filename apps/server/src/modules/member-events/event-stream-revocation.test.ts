import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZConversation } from '@souq/contract/members-chat';
import { buildApp, type App } from '../../app';
import { buildClassified } from '../../../test/factories';
import { createTestContext, TEST_PASSWORD, type TestContext, listenOnLoopback } from '../../../test/helper';
import { openEventStream, type EventStreamClient } from '../../../test/event-stream-client';

/**
 * A revoked session's stream ends as soon as the revocation is known, not at the next heartbeat
 * (25 s, longer than any of these tests may take): on the revoking process nothing more reaches
 * it once the revoking request has answered, and another process ends it when the database's
 * notification arrives.
 */
let t: TestContext;
let second: App;
let firstUrl: string;
let secondUrl: string;
const streams: EventStreamClient[] = [];
type Member = { id: string; email: string; token: string };

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  firstUrl = await listenOnLoopback(t.app);
  second = await buildApp({ config: t.config, database: t.database, webRoot: path.join(t.config.dataDir, 'no-web') });
  await second.ready();
  secondUrl = await listenOnLoopback(second);
});
afterAll(async () => {
  for (const client of streams) client.close();
  await second?.close();
  await t?.close();
});

async function stream(baseUrl: string, token: string) {
  const client = await openEventStream(baseUrl, token);
  expect(client.status).toBe(200);
  streams.push(client);
  await expect.poll(() => client.text()).toContain('retry:');
  return client;
}

/** A seller with an open stream, and a buyer in a conversation with them. */
async function sellerAndBuyer() {
  const seller = await t.userWithToken('user');
  const buyer = await t.userWithToken('user');
  const listing = await buildClassified(t.db, { userId: seller.id });
  const opened = await t.as(buyer).post('/api/v1/conversations', { classified_id: listing.id });
  return { seller, buyer, conversationId: ZConversation.parse(opened.json())._id };
}

async function send(from: Member, conversationId: string, body: string) {
  const response = await t.as(from).post(`/api/v1/conversations/${conversationId}/messages`, { body });
  expect(response.statusCode, response.body).toBe(201);
}

const messagesIn = (client: EventStreamClient) => client.pending().filter((event) => event.event === 'message');

describe('revocation reaches open streams at once', () => {
  const revocations: [string, (seller: Member, admin: Member) => Promise<number>][] = [
    ['a log-out', async (seller) => (await t.as(seller).post('/api/logout')).statusCode],
    [
      'a password change',
      async (seller) =>
        (await t.as(seller).post('/api/update-password', { oldPassword: TEST_PASSWORD, newPassword: 'a much longer new passphrase 2026' })).statusCode,
    ],
    [
      "a staff member's block",
      async (seller, admin) => (await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: seller.id, toBlock: true })).statusCode,
    ],
    ['the account erased', async (seller) => (await t.as(seller).delete('/api/v1/me')).statusCode],
  ];

  it.each(revocations)('after %s, a message sent next never reaches the old stream, which ends', async (_, revoke) => {
    const admin = await t.userWithToken('admin');
    const { seller, buyer, conversationId } = await sellerAndBuyer();
    const sellers = await stream(firstUrl, seller.token);
    await send(buyer, conversationId, 'before');
    expect((await sellers.next('message')).data).toMatchObject({ body: 'before' });

    expect(await revoke(seller, admin)).toBe(200);
    // A block or an erasure closes the conversation too: the event is published as a send would.
    await t.app.memberEvents.publish(seller.id, { type: 'message', data: { conversation_id: conversationId, body: 'after' } });
    await sellers.ended;
    expect(messagesIn(sellers)).toEqual([]);
    expect(sellers.text()).not.toContain('after');
  });

  // Bounded well below the 25 s heartbeat, which would end the stream too: it must end before.
  it('ends the stream on another API process when the notification arrives', { timeout: 12_000 }, async () => {
    const { seller } = await sellerAndBuyer();
    const elsewhere = await stream(secondUrl, seller.token);
    const response = await t.as(seller).post('/api/logout');
    expect(response.statusCode).toBe(200);
    await elsewhere.ended;
  });

  it("keeps the member's other sessions streaming, and delivers what arrived during the check", async () => {
    const { seller, buyer, conversationId } = await sellerAndBuyer();
    const laptop = await stream(firstUrl, seller.token);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: seller.email, password: TEST_PASSWORD } });
    const phoneToken = login.json<{ token: string }>().token;
    const phone = await stream(firstUrl, phoneToken);

    // The phone logs out: both of the member's streams are checked, only the phone's ends.
    await t.as(phoneToken).post('/api/logout');
    await send(buyer, conversationId, 'still here?');
    await phone.ended;
    expect((await laptop.next('message')).data).toMatchObject({ body: 'still here?' });
    expect(messagesIn(phone)).toEqual([]);
  });
});
