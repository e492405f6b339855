import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZWebPushKey } from '@souq/contract/members-web-push';
import { ZSendNotificationResponse } from '@souq/contract/notifications';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens, users } from '../../db/schema/users';
import { persistentVapidKeys } from '../../lib/secrets';
import { buildDeviceToken } from '../../../test/factories';
import { createTestContext, errorOf, requestsAs, type TestContext } from '../../../test/helper';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { startWebPushStandIn, type WebPushStandIn } from '../../../test/fixtures/web-push-stand-in';
import { enqueueMemberPush, pushOfActivity } from '../member-events/member-push';
import { fanOutBatch, PUSH_NOT_CONFIGURED } from '../notifications/outbox';
import { createOutboxWorker, type OutboxWorker } from '../notifications/worker';
import { PushRouter } from './push-router';
import { WebPushTransport } from './web-push-transport';

/** Web Push end to end: subscriptions through the API, messages through the outbox to a stand-in push service that decrypts them. */
let t: TestContext;
let push: WebPushStandIn;
let publicKey: string;
const m = messages.members.webPush;
const workers: OutboxWorker[] = [];
const workerErrors: unknown[] = [];
const logger = { info: () => undefined, warn: () => undefined, error: (details: object) => void workerErrors.push(details) };

beforeAll(async () => {
  push = await startWebPushStandIn();
  // The stand-in's host beside a real one, as an operator would list them.
  t = await createTestContext({ WEB_PUSH_ENDPOINT_HOSTS: `fcm.googleapis.com,*.push.apple.com,${push.host}`, MEMBER_WRITE_LIMITS: 'devices=100' });
  const member = await t.userWithToken('user');
  publicKey = ZWebPushKey.parse((await t.as(member).get('/api/v1/web-push/key')).json()).publicKey;
  push.expectVapidKey(publicKey);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  expect(workerErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  await push?.close();
  await t?.close();
});

function startWorker() {
  const web = new WebPushTransport({
    vapid: persistentVapidKeys(t.config.dataDir),
    subject: t.config.webPush.subject,
    endpointHosts: t.config.webPush.endpointHosts,
    agent: push.agent,
  });
  const worker = createOutboxWorker({ db: t.db, transport: new PushRouter({ fcm: null, web }), pollIntervalMs: 20, backoffBaseMs: 50, logger });
  workers.push(worker);
  worker.start();
  return worker;
}

async function waitFor<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const subscriptionsOf = (userId: string) =>
  t.db
    .select()
    .from(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.kind, 'web')));

const deliveryOf = async (userId: string) => {
  const [row] = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, userId));
  return row;
};

const followPush = (name = 'Sami') => ({
  title: 'New follower',
  body: `${name} started following you`,
  data: { type: 'follow', user_id: crypto.randomUUID() },
});

describe('the VAPID key', () => {
  it('is generated once, kept in DATA_DIR, and given to members only', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const kept = JSON.parse(fs.readFileSync(path.join(t.config.dataDir, 'secrets', 'vapid.json'), 'utf8')) as { publicKey: string };
    expect(kept.publicKey).toBe(publicKey);
    expect(persistentVapidKeys(t.config.dataDir).publicKey).toBe(publicKey);
    expect((await t.anonymous.get('/api/v1/web-push/key')).statusCode).toBe(401);
    expect((await t.as(await t.userWithToken('admin')).get('/api/v1/web-push/key')).statusCode).toBe(403);
  });

  it('comes from the environment when set there', async () => {
    const keys = persistentVapidKeys(fs.mkdtempSync(path.join(t.config.dataDir, 'other-')));
    const dataDir = fs.mkdtempSync(path.join(t.config.dataDir, 'env-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: t.config.jwtSecret ?? '',
      LOG_LEVEL: 'silent',
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
    });
    // The same database: a second fresh one would empty this file's.
    const app = await buildApp({ config, database: t.database, webRoot: path.join(dataDir, 'no-web') });
    try {
      const member = await t.userWithToken('user');
      expect((await requestsAs(app, member).get('/api/v1/web-push/key')).json()).toEqual({ publicKey: keys.publicKey });
      expect(fs.existsSync(path.join(dataDir, 'secrets', 'vapid.json'))).toBe(false);
    } finally {
      await app.close();
    }
    expect(() => loadConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ WEB_PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,http://x/' })).toThrow(/WEB_PUSH_ENDPOINT_HOSTS: cannot read http/);
    expect(() => loadConfig({ WEB_PUSH_SUBJECT: 'http://souq.example' })).toThrow(/WEB_PUSH_SUBJECT/);
  });
});

describe('subscribing', () => {
  it('stores the subscription beside device tokens, moves it to whoever subscribes it next, and removes it', async () => {
    const alice = await t.userWithToken('user');
    const bob = await t.userWithToken('user');
    const subscription = push.subscribe(`ok-${alice.id}`);
    const answer = await t.as(alice).post('/api/v1/web-push/subscriptions', { ...subscription, expirationTime: null });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ subscribed: true });
    expect(await subscriptionsOf(alice.id)).toMatchObject([{ token: subscription.endpoint, kind: 'web', platform: 'web', ...subscription.keys }]);
    // Again: still one row.
    expect((await t.as(alice).post('/api/v1/web-push/subscriptions', subscription)).statusCode).toBe(200);
    expect(await subscriptionsOf(alice.id)).toHaveLength(1);

    // Bob cannot remove Alice's; when the browser subscribes for Bob, it is his.
    const notHis = await t.as(bob).delete('/api/v1/web-push/subscriptions', { endpoint: subscription.endpoint });
    expect(notHis.statusCode).toBe(404);
    expect(errorOf(notHis)).toBe(m.subscriptionNotFound);
    expect(await subscriptionsOf(alice.id)).toHaveLength(1);
    expect((await t.as(bob).post('/api/v1/web-push/subscriptions', subscription)).statusCode).toBe(200);
    expect(await subscriptionsOf(alice.id)).toHaveLength(0);
    expect(await subscriptionsOf(bob.id)).toHaveLength(1);

    const removed = await t.as(bob).delete('/api/v1/web-push/subscriptions', { endpoint: subscription.endpoint });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ subscribed: false });
    expect(await subscriptionsOf(bob.id)).toHaveLength(0);
    expect((await t.as(bob).delete('/api/v1/web-push/subscriptions', { endpoint: subscription.endpoint })).statusCode).toBe(404);
  });

  it('accepts the well-known push services listed, wildcards below their domain only', async () => {
    const member = await t.userWithToken('user');
    const { keys } = push.subscribe(`hosts-${member.id}`);
    const subscribe = (endpoint: string) => t.as(member).post('/api/v1/web-push/subscriptions', { endpoint, keys });
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    expect((await subscribe('https://api.push.apple.com/3/device/abc')).statusCode).toBe(200);
    for (const endpoint of [
      'https://push.apple.com/3/device/abc',
      'https://evilpush.apple.com.example/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      `https://127.0.0.1:${Number(push.host.split(':')[1]) + 1}/push/x`,
    ]) {
      const answer = await subscribe(endpoint);
      expect(answer.statusCode, endpoint).toBe(400);
      expect(errorOf(answer), endpoint).toBe(m.endpointNotAllowed);
    }
    // Real services' addresses: nothing here may ever send to them.
    await t.db.delete(deviceTokens).where(eq(deviceTokens.userId, member.id));
  });

  it('refuses what is not a subscription with a 400 that says why', async () => {
    const member = await t.userWithToken('user');
    const good = push.subscribe(`junk-${member.id}`);
    const badPoint = Buffer.alloc(65, 7);
    badPoint[0] = 4;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, m.endpointInvalid],
      [{ ...good, endpoint: 'not a url' }, m.endpointInvalid],
      [{ ...good, endpoint: 'javascript:alert(1)' }, m.endpointInvalid],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}` }, m.endpointInvalid],
      [{ ...good, endpoint: 42 }, m.endpointInvalid],
      [{ endpoint: good.endpoint }, m.keysInvalid],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: 'short' } }, m.keysInvalid],
      [{ ...good, keys: { p256dh: '!'.repeat(87), auth: good.keys.auth } }, m.keysInvalid],
      [{ ...good, keys: { p256dh: badPoint.toString('base64url'), auth: good.keys.auth } }, m.keysInvalid],
      [42, m.subscriptionInvalid],
      // No body at all reads as an empty one.
      [null, m.endpointInvalid],
      [[good], m.subscriptionInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await t.as(member).post('/api/v1/web-push/subscriptions', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(answer), JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect((await t.as(member).delete('/api/v1/web-push/subscriptions', { endpoint: 'ftp://x' })).statusCode).toBe(400);
    expect((await t.as(member).delete('/api/v1/web-push/subscriptions', null)).statusCode).toBe(400);
    expect(await subscriptionsOf(member.id)).toHaveLength(0);
    expect((await t.anonymous.post('/api/v1/web-push/subscriptions', good)).statusCode).toBe(401);
    expect((await t.as(await t.userWithToken('dataentry')).post('/api/v1/web-push/subscriptions', good)).statusCode).toBe(403);
  });
});

describe('delivery through the outbox', () => {
  it('reaches the push service signed with VAPID and encrypted for the browser, with the screen to open', async () => {
    const member = await t.userWithToken('user');
    const subscription = push.subscribe(`ok-deliver-${member.id}`);
    expect((await t.as(member).post('/api/v1/web-push/subscriptions', subscription)).statusCode).toBe(200);
    const conversationId = crypto.randomUUID();
    await enqueueMemberPush(t.db, member.id, {
      title: 'رسالة جديدة من هالة',
      body: 'هل المصباح ما زال للبيع؟',
      data: { type: 'message', conversation_id: conversationId },
    });
    startWorker();
    const [got] = await waitFor(
      'the push',
      () => push.received.filter((r) => r.id === `ok-deliver-${member.id}`),
      (r) => r.length > 0,
    );
    expect(got?.payload).toMatchObject({
      title: 'رسالة جديدة من هالة',
      body: 'هل المصباح ما زال للبيع؟',
      icon: '/icons/icon-192.png',
      url: `/#/app/chat/${conversationId}`,
      data: { type: 'message', conversation_id: conversationId },
    });
    expect(got?.claims.aud).toBe(push.origin);
    expect(got?.claims.sub).toBe(t.config.webPush.subject);
    expect(Number(got?.ttl)).toBeGreaterThan(0);
    expect(got?.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const delivery = await waitFor(
      'the outcome',
      () => deliveryOf(member.id),
      (d) => d?.status === 'sent',
    );
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it("speaks the member's language: an Arabic member's browser gets the Arabic wording", async () => {
    const member = await t.userWithToken('user');
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, member.id));
    expect((await t.as(member).post('/api/v1/web-push/subscriptions', push.subscribe(`ok-ar-${member.id}`))).statusCode).toBe(200);
    const follow = pushOfActivity({ kind: 'follow', actor: { id: crypto.randomUUID(), name: 'هالة' }, subjectType: 'user', subjectId: member.id });
    await enqueueMemberPush(t.db, member.id, follow!);
    startWorker();
    const [got] = await waitFor(
      'the push',
      () => push.received.filter((r) => r.id === `ok-ar-${member.id}`),
      (r) => r.length > 0,
    );
    expect(got?.payload).toMatchObject({ title: 'متابِع جديد', body: 'بدأ هالة متابعتك', url: expect.stringMatching(/^\/#\/app\/members\//) });
  });

  it('forgets a subscription the push service says is gone (410 or 404)', async () => {
    const member = await t.userWithToken('user');
    for (const id of [`gone-${member.id}`, `missing-${member.id}`]) {
      expect((await t.as(member).post('/api/v1/web-push/subscriptions', push.subscribe(id))).statusCode).toBe(200);
    }
    expect(await subscriptionsOf(member.id)).toHaveLength(2);
    await enqueueMemberPush(t.db, member.id, followPush());
    startWorker();
    await waitFor(
      'the subscriptions removed',
      () => subscriptionsOf(member.id),
      (rows) => rows.length === 0,
    );
    const rows = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, member.id));
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(rows.map((r) => r.lastError?.slice(0, 8)).sort()).toEqual(['HTTP 404', 'HTTP 410']);
  });

  it('retries after a 503 or a 429 and then delivers once', async () => {
    const member = await t.userWithToken('user');
    for (const id of [`busy2-${member.id}`, `later1-${member.id}`]) {
      expect((await t.as(member).post('/api/v1/web-push/subscriptions', push.subscribe(id))).statusCode).toBe(200);
    }
    await enqueueMemberPush(t.db, member.id, followPush('Huda'));
    startWorker();
    const rows = await waitFor(
      'both delivered',
      () => t.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, member.id)),
      (r) => r.length === 2 && r.every((d) => d.status === 'sent'),
    );
    expect(rows.map((r) => r.attempts).sort()).toEqual([2, 3]);
    expect(push.refused.filter((r) => r.id === `busy2-${member.id}`).map((r) => r.status)).toEqual([503, 503]);
    expect(push.refused.filter((r) => r.id === `later1-${member.id}`).map((r) => r.status)).toEqual([429]);
    for (const id of [`busy2-${member.id}`, `later1-${member.id}`]) {
      expect(push.received.filter((r) => r.id === id).map((r) => r.payload.body)).toEqual(['Huda started following you']);
    }
    expect(await subscriptionsOf(member.id)).toHaveLength(2);
  });

  it("sends a staff notification to web subscribers while the mobile apps' tokens wait for FCM credentials", async () => {
    const admin = await t.userWithToken('admin');
    const member = await t.userWithToken('user');
    const phone = await buildDeviceToken(t.db, { userId: member.id });
    expect((await t.as(member).post('/api/v1/web-push/subscriptions', push.subscribe(`ok-staff-${member.id}`))).statusCode).toBe(200);
    const sent = await t.as(admin).post('/api/noti/send-notification', { title: 'Eid sale', description: 'Everything half price', emails: [member.email] });
    const { notification } = ZSendNotificationResponse.parse(sent.json());
    startWorker();
    await waitFor(
      'the push',
      () => push.received.filter((r) => r.id === `ok-staff-${member.id}`),
      (r) => r.length === 1,
    );
    expect(push.received.find((r) => r.id === `ok-staff-${member.id}`)?.payload).toMatchObject({
      title: 'Eid sale',
      body: 'Everything half price',
      url: '/#/app/notifications',
      data: { notification_id: notification._id },
    });
    const rows = await waitFor(
      'the outcomes',
      () => t.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, notification._id)),
      (r) => r.length === 2 && r.every((d) => d.status !== 'queued'),
    );
    expect(rows.find((r) => r.deviceTokenId === phone.id)).toMatchObject({ status: 'skipped', lastError: PUSH_NOT_CONFIGURED });
    expect(rows.find((r) => r.deviceTokenId !== phone.id)).toMatchObject({ status: 'sent' });
    expect(await fanOutBatch(t.db, { batchSize: 10, pushEnabled: false })).toBeNull();
  });

  it('never calls an endpoint the list no longer allows: the subscription is forgotten instead', async () => {
    const member = await t.userWithToken('user');
    const subscription = push.subscribe(`ok-narrowed-${member.id}`);
    expect((await t.as(member).post('/api/v1/web-push/subscriptions', subscription)).statusCode).toBe(200);
    await enqueueMemberPush(t.db, member.id, followPush());
    const web = new WebPushTransport({
      vapid: persistentVapidKeys(t.config.dataDir),
      subject: t.config.webPush.subject,
      endpointHosts: t.config.webPush.endpointHosts.filter((rule) => rule.host !== '127.0.0.1'),
      agent: push.agent,
    });
    const worker = createOutboxWorker({ db: t.db, transport: new PushRouter({ fcm: null, web }), pollIntervalMs: 20, logger });
    workers.push(worker);
    worker.start();
    await waitFor(
      'the subscription removed',
      () => subscriptionsOf(member.id),
      (rows) => rows.length === 0,
    );
    expect(push.received.filter((r) => r.id === `ok-narrowed-${member.id}`)).toEqual([]);
    expect(push.refused.filter((r) => r.id === `ok-narrowed-${member.id}`)).toEqual([]);
  });
});
