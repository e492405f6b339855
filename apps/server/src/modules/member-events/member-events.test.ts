import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { MESSAGE_MAX_LENGTH, ZChatMessage, ZConversation } from '@souq/contract/members-chat';
import { buildApp, type App } from '../../app';
import { notifications } from '../../db/schema/content';
import { pushDeliveries } from '../../db/schema/outbox';
import type { MemberEventHub } from './event-hub';
import { createOutboxWorker } from '../notifications/worker';
import type { PushMessage, PushResult } from '../notifications/transport';
import { createTestContext, type TestContext, listenOnLoopback, requestsAs } from '../../../test/helper';
import { buildClassified, buildDeviceToken, buildPost } from '../../../test/factories';
import { openEventStream, type EventStreamClient } from '../../../test/event-stream-client';
import { testDbKind } from '../../../test/database';

/**
 * Each member's live events read over a real connection, as the apps read them: on the
 * process that published, on a second API process through PostgreSQL's LISTEN/NOTIFY (in-process
 * on the embedded database), and through Redis when TEST_REDIS_URL names one.
 */
let t: TestContext;
let second: App;
let firstUrl: string;
let secondUrl: string;
type Member = { id: string; token: string };
let seller: Member;
let buyer: Member;
let admin: Member;
const streams: EventStreamClient[] = [];

/** Another API process on the same database: its own hub, its own listening connection. */
async function anotherProcess(overrides: Partial<TestContext['config']> = {}): Promise<App> {
  const app = await buildApp({
    config: { ...t.config, ...overrides },
    database: t.database,
    webRoot: path.join(t.config.dataDir, 'no-web'),
  });
  await app.ready();
  return app;
}

async function stream(baseUrl: string, who: Member) {
  const client = await openEventStream(baseUrl, who.token);
  streams.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestContext();
  seller = await t.userWithToken('user', { name: 'Sami Seller' });
  buyer = await t.userWithToken('user', { name: 'Bana Buyer' });
  admin = await t.userWithToken('admin');
  firstUrl = await listenOnLoopback(t.app);
  second = await anotherProcess();
  secondUrl = await listenOnLoopback(second);
});
afterAll(async () => {
  for (const client of streams) client.close();
  await second?.close();
  await t?.close();
});

async function conversationBetween(buyerOf: Member, sellerOf: Member) {
  const listing = await buildClassified(t.db, { userId: sellerOf.id });
  const response = await t.as(buyerOf).post('/api/v1/conversations', { classified_id: listing.id });
  return ZConversation.parse(response.json());
}

async function send(app: App, who: Member, conversationId: string, body: string) {
  const response = await requestsAs(app, who).post(`/api/v1/conversations/${conversationId}/messages`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return ZChatMessage.parse(response.json());
}

describe('GET /api/v1/events', () => {
  it('opens a text/event-stream with a retry hint and the usual security headers', async () => {
    const client = await stream(firstUrl, seller);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    expect(client.headers.get('x-frame-options')).toBe('DENY');
    await expect.poll(() => client.text()).toBe('retry: 3000\n\n');
    client.close();
  });

  it('refuses a caller without a token before streaming anything', async () => {
    const response = await fetch(`${firstUrl}/api/v1/events`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it("delivers a message to the other member's stream, with an id, and not to the sender's", async () => {
    const conversation = await conversationBetween(buyer, seller);
    const sellers = await stream(firstUrl, seller);
    const buyers = await stream(firstUrl, buyer);
    const message = await send(t.app, buyer, conversation._id, 'Is it still for sale?');
    const event = await sellers.next('message');
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.data).toEqual({
      _id: message._id,
      body: 'Is it still for sale?',
      createdAt: message.createdAt.toISOString(),
      sender_id: buyer.id,
      conversation_id: conversation._id,
      kind: 'text',
      user: { _id: buyer.id, name: 'Bana Buyer', photo: null },
    });
    // The buyer's own devices learn of the read, not of their own message.
    await t.as(buyer).post(`/api/v1/conversations/${conversation._id}/read`);
    const read = await buyers.next();
    expect(read.event).toBe('conversation-read');
    expect(read.data).toMatchObject({ conversation_id: conversation._id });
    sellers.close();
    buyers.close();
  });

  it(`reaches a stream on another API process through ${testDbKind === 'postgres' ? "PostgreSQL's LISTEN/NOTIFY" : "the embedded database's LISTEN/NOTIFY"}`, async () => {
    const conversation = await conversationBetween(buyer, seller);
    const elsewhere = await stream(secondUrl, seller);
    await expect.poll(() => elsewhere.text()).toContain('retry:');
    const message = await send(t.app, buyer, conversation._id, 'Sent through the first process');
    const event = await elsewhere.next('message');
    expect(event.data).toMatchObject({ _id: message._id, body: 'Sent through the first process' });
    // Once only: the publishing process does not deliver its own event twice.
    const hub = t.app.memberEvents as MemberEventHub;
    const sameProcess = await stream(firstUrl, seller);
    await expect.poll(() => hub.listenerCount(seller.id)).toBe(1);
    await send(second, buyer, conversation._id, 'And back');
    expect((await sameProcess.next('message')).data.body).toBe('And back');
    expect((await elsewhere.next('message')).data.body).toBe('And back');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...sameProcess.pending(), ...elsewhere.pending()]).toEqual([]);
    elsewhere.close();
    sameProcess.close();
  });

  it('cuts a message too long to travel, and says so', async () => {
    const conversation = await conversationBetween(buyer, seller);
    const elsewhere = await stream(secondUrl, seller);
    await expect.poll(() => elsewhere.text()).toContain('retry:');
    // Nine bytes of JSON per pair of characters: 9000 bytes, more than a notification can carry.
    const body = '\u0007€'.repeat(MESSAGE_MAX_LENGTH / 2);
    const message = await send(t.app, buyer, conversation._id, body);
    expect(message.body).toBe(body);
    const event = await elsewhere.next('message');
    expect(event.data).toMatchObject({ _id: message._id, truncated: true });
    expect(body.startsWith(String(event.data.body).slice(0, -1))).toBe(true);
    elsewhere.close();
  });

  it('forgets a stream once its client goes', async () => {
    const hub = t.app.memberEvents as MemberEventHub;
    const loner = await t.userWithToken('user');
    const client = await stream(firstUrl, loner);
    await expect.poll(() => hub.listenerCount(loner.id)).toBe(1);
    client.close();
    await expect.poll(() => hub.listenerCount(loner.id)).toBe(0);
  });

  it('ends open streams when the server shuts down, and the shutdown does not wait for them', async () => {
    const closing = await anotherProcess();
    const url = await listenOnLoopback(closing);
    const client = await stream(url, seller);
    await expect.poll(() => client.text()).toContain('retry:');
    const started = performance.now();
    await closing.close();
    await client.ended;
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('staff notifications on the stream', () => {
  it('reaches exactly the listed recipients, and everyone on every process when sent to all', async () => {
    const listed = await stream(firstUrl, seller);
    const other = await stream(secondUrl, buyer);
    const [sellerEmail, buyerEmail] = await Promise.all(
      [seller, buyer].map(async (m) => (await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, m.id) }))!.email),
    );
    const sendNotification = (body: object) => t.as(admin).post('/api/noti/send-notification', body);
    expect((await sendNotification({ title: 'For Sami', description: 'Only you', emails: [sellerEmail] })).statusCode).toBe(200);
    expect((await listed.next('notification')).data).toMatchObject({ title: 'For Sami', description: 'Only you' });
    expect((await sendNotification({ title: 'For Bana', description: 'Only you', emails: [buyerEmail] })).statusCode).toBe(200);
    // Bana's first notification is her own: Sami's never reached her.
    expect((await other.next('notification')).data.title).toBe('For Bana');

    const all = await sendNotification({ title: 'Eid sale', description: 'Everything half price' });
    expect(all.statusCode).toBe(200);
    const id = all.json<{ notification: { _id: string } }>().notification._id;
    for (const client of [listed, other]) expect((await client.next('notification')).data).toMatchObject({ _id: id, title: 'Eid sale' });
    listed.close();
    other.close();
  });
});

describe('push to devices', () => {
  async function deliveriesFor(tokenId: string) {
    await t.app.background.settled();
    return t.db
      .select({
        title: pushDeliveries.title,
        body: pushDeliveries.body,
        data: pushDeliveries.data,
        userId: pushDeliveries.userId,
        status: pushDeliveries.status,
        notificationId: pushDeliveries.notificationId,
      })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.deviceTokenId, tokenId));
  }
  const staffList = async () => (await t.as(admin).get('/api/noti/get-notifications?itemsPerPage=100')).json<{ notifications: { _id: string }[] }>();

  it("queues a new message for the recipient's devices in the outbox, which the worker sends with what the app opens", async () => {
    const pair = {
      buyer: await t.userWithToken('user', { name: 'Hala Buyer' }),
      seller: await t.userWithToken('user', { name: 'Omar Seller' }),
    };
    const device = await buildDeviceToken(t.db, { userId: pair.seller.id });
    const buyersDevice = await buildDeviceToken(t.db, { userId: pair.buyer.id });
    const conversation = await conversationBetween(pair.buyer, pair.seller);
    const notificationsBefore = await t.db.$count(notifications);
    const listBefore = await staffList();
    const message = await send(t.app, pair.buyer, conversation._id, 'Would you take 2000?');
    const queued = await deliveriesFor(device.id);
    expect(queued).toEqual([
      {
        title: 'New message from Hala Buyer',
        body: 'Would you take 2000?',
        data: { type: 'message', conversation_id: conversation._id, message_id: message._id },
        userId: pair.seller.id,
        status: 'queued',
        notificationId: null,
      },
    ]);
    expect(await deliveriesFor(buyersDevice.id)).toEqual([]);

    // A member's push is no notification: the staff's list and the member's inbox stay as they were.
    expect(await t.db.$count(notifications)).toBe(notificationsBefore);
    expect(await staffList()).toEqual(listBefore);
    const inbox = await t.as(pair.seller).get('/api/noti/my-notifications');
    expect(inbox.json<{ notifications: unknown[] }>().notifications).toEqual([]);

    const sent: PushMessage[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      transport: {
        send: async (batch): Promise<PushResult[]> => {
          sent.push(...batch);
          return batch.map((m) => ({ token: m.token, status: 'sent' as const }));
        },
      },
      pollIntervalMs: 20,
    });
    worker.start();
    try {
      await expect
        .poll(() => sent.find((m) => m.token === device.token), { timeout: 10_000 })
        .toMatchObject({
          title: 'New message from Hala Buyer',
          body: 'Would you take 2000?',
          data: { type: 'message', conversation_id: conversation._id, message_id: message._id, delivery_id: expect.any(String) },
        });
    } finally {
      await worker.stop();
    }
    expect((await deliveriesFor(device.id))[0]?.status).toBe('sent');
  });

  it('queues a new follower for the followed member, and nothing for a like', async () => {
    const followed = await t.userWithToken('user');
    const device = await buildDeviceToken(t.db, { userId: followed.id });
    const post = await buildPost(t.db, { userId: followed.id });
    // The activity inbox decides these pushes in the act's transaction (with the member's settings).
    expect((await t.as(buyer).post(`/api/v1/users/${followed.id}/follow`)).statusCode).toBe(200);
    expect((await t.as(buyer).post(`/api/v1/posts/${post.id}/like`)).statusCode).toBe(200);
    expect(await deliveriesFor(device.id)).toEqual([
      expect.objectContaining({
        title: 'New follower',
        body: 'Bana Buyer started following you',
        data: { type: 'follow', user_id: buyer.id },
        status: 'queued',
        notificationId: null,
      }),
    ]);
  });

  it('queues nothing for a member without devices', async () => {
    const quiet = await t.userWithToken('user');
    const before = await t.db.$count(pushDeliveries);
    await t.app.memberEvents.publish(quiet.id, { type: 'follow', data: { user: { _id: buyer.id, name: 'Bana', photo: null } } });
    await t.app.background.settled();
    expect(await t.db.$count(pushDeliveries)).toBe(before);
  });
});

describe('while the transport between processes is down', () => {
  it('starts anyway and still delivers on the process that published', async () => {
    const started = performance.now();
    // Nothing listens on port 1: Redis is unreachable from the start.
    const lonely = await anotherProcess({ redisUrl: 'redis://127.0.0.1:1' });
    expect(performance.now() - started).toBeLessThan(10_000);
    try {
      const url = await listenOnLoopback(lonely);
      const conversation = await conversationBetween(buyer, seller);
      const client = await stream(url, seller);
      await expect.poll(() => client.text()).toContain('retry:');
      const message = await send(lonely, buyer, conversation._id, 'Redis is down');
      expect((await client.next('message')).data).toMatchObject({ _id: message._id });
      client.close();
    } finally {
      await lonely.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('fan-out through Redis (TEST_REDIS_URL)', () => {
  let publisher: App;
  let subscriber: App;
  let subscriberUrl: string;

  beforeAll(async () => {
    publisher = await anotherProcess({ redisUrl });
    subscriber = await anotherProcess({ redisUrl });
    subscriberUrl = await listenOnLoopback(subscriber);
  });
  afterAll(async () => {
    await publisher?.close();
    await subscriber?.close();
  });

  it('delivers a message published on one process to a stream on the other', async () => {
    const conversation = await conversationBetween(buyer, seller);
    const client = await stream(subscriberUrl, seller);
    await expect.poll(() => client.text()).toContain('retry:');
    const message = await send(publisher, buyer, conversation._id, 'Through Redis');
    expect((await client.next('message')).data).toMatchObject({ _id: message._id, body: 'Through Redis' });
    client.close();
  });

  it('goes through Redis, not PostgreSQL: a message published on the channel by hand arrives', async () => {
    const client = await stream(subscriberUrl, seller);
    await expect.poll(() => client.text()).toContain('retry:');
    const redis = new Redis(redisUrl!);
    try {
      const envelope = { origin: 'a-test', to: [seller.id], id: 'by-hand', type: 'like', data: { post_id: 'p' } };
      await redis.publish('souq_member_events', JSON.stringify(envelope));
      expect(await client.next('like')).toMatchObject({ id: 'by-hand', data: { post_id: 'p' } });
    } finally {
      redis.disconnect();
    }
    client.close();
  });
});
