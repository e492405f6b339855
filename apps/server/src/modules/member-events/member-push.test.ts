import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ZNotificationList, ZSendNotificationResponse } from '@souq/contract/notifications';
import { notifications } from '../../db/schema/content';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens } from '../../db/schema/users';
import { sqlStateOf } from '../../lib/database-errors';
import { migrationsDir } from '../../lib/paths';
import { buildDeviceToken } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { startFcmStandIn, type FcmStandIn } from '../../../test/fixtures/fcm-stand-in';
import { waitUntilComplete } from '../../../test/fixtures/outbox';
import { FcmTransport } from '../notifications/fcm-transport';
import { enqueueMemberPush, type MemberPush } from './member-push';
import { TOKEN_MOVED } from '../notifications/outbox';
import { createOutboxWorker, pushData, type OutboxWorker } from '../notifications/worker';

/**
 * A member's own pushes (a new message or follower): deliveries carrying their text, data and
 * member, with no notification row, sent by the same worker as staff notifications.
 */
let t: TestContext;
let admin: { id: string; token: string };
let fcm: FcmStandIn;
const workers: OutboxWorker[] = [];
const workerErrors: unknown[] = [];
const logger = { info: () => undefined, warn: () => undefined, error: (details: object) => void workerErrors.push(details) };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  fcm = await startFcmStandIn();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  expect(workerErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  await fcm?.close();
  await t?.close();
});

function startWorker() {
  const worker = createOutboxWorker({
    db: t.db,
    transport: new FcmTransport({ credentials: fcm.credentials, apiUrl: fcm.url }),
    pollIntervalMs: 20,
    logger,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

const staffList = async () => {
  const response = await t.as(admin).get('/api/noti/get-notifications?itemsPerPage=100');
  expect(response.statusCode).toBe(200);
  return ZNotificationList.parse(response.json()).notifications;
};

const deliveriesOf = (userId: string) =>
  t.db
    .select({
      id: pushDeliveries.id,
      notificationId: pushDeliveries.notificationId,
      deviceTokenId: pushDeliveries.deviceTokenId,
      title: pushDeliveries.title,
      body: pushDeliveries.body,
      data: pushDeliveries.data,
      status: pushDeliveries.status,
      lastError: pushDeliveries.lastError,
    })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.userId, userId));

const messagePush = (conversationId: string, text = 'Is the lamp still for sale?'): MemberPush => ({
  title: 'New message from Hala',
  body: text,
  data: { type: 'message', conversation_id: conversationId, message_id: crypto.randomUUID() },
});

/** Received by the FCM stand-in for one token: the message FCM was asked to send. */
const receivedBy = (token: string) => fcm.sent.filter((s) => s.token === token).map((s) => (s.body as { message: Record<string, unknown> }).message);

describe('member pushes in the outbox', () => {
  it('queue one delivery per device with its text and data, and no notification row', async () => {
    const member = await t.userWithToken('user');
    const phone = await buildDeviceToken(t.db, { userId: member.id });
    const tablet = await buildDeviceToken(t.db, { userId: member.id });
    const notificationsBefore = await t.db.$count(notifications);
    const conversationId = crypto.randomUUID();
    expect(await enqueueMemberPush(t.db, member.id, messagePush(conversationId))).toBe(2);
    const rows = await deliveriesOf(member.id);
    expect(rows.map((r) => r.deviceTokenId).sort()).toEqual([phone.id, tablet.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        notificationId: null,
        title: 'New message from Hala',
        body: 'Is the lamp still for sale?',
        data: { type: 'message', conversation_id: conversationId },
        status: 'queued',
      });
    }
    expect(await t.db.$count(notifications)).toBe(notificationsBefore);
  });

  it('are sent through FCM with their data payload, beside a staff notification whose progress counts only its own', async () => {
    const member = await t.userWithToken('user');
    const device = await buildDeviceToken(t.db, { userId: member.id, token: `ok-member-${member.id}` });
    const followerId = crypto.randomUUID();
    await enqueueMemberPush(t.db, member.id, {
      title: 'New follower',
      body: 'Sami started following you',
      data: { type: 'follow', user_id: followerId },
    });
    await enqueueMemberPush(t.db, member.id, messagePush('c0ffee00-0000-4000-8000-000000000001', 'Second'));
    const listBefore = await staffList();
    const response = await t.as(admin).post('/api/noti/send-notification', { title: 'Staff news', description: 'For you', emails: [member.email] });
    const staff = ZSendNotificationResponse.parse(response.json()).notification;

    startWorker();
    const job = await waitUntilComplete(t.db, staff._id);
    await expect.poll(async () => (await deliveriesOf(member.id)).map((r) => r.status), { timeout: 10_000 }).toEqual(['sent', 'sent']);
    // The staff notification's progress counts its one delivery, not the member's two pushes.
    expect(job).toMatchObject({ total: 1, sent: 1, failed: 0, skipped: 0 });
    const list = await staffList();
    expect(list.map((n) => n._id)).toEqual([staff._id, ...listBefore.map((n) => n._id)]);
    expect(list[0]).toMatchObject({ progress: { queued: 0, sent: 1, failed: 0, skipped: 0 }, complete: true });

    const rows = await deliveriesOf(member.id);
    const follow = rows.find((r) => r.data?.type === 'follow')!;
    const received = receivedBy(device.token);
    expect(received).toHaveLength(3);
    expect(received).toContainEqual({
      token: device.token,
      notification: { title: 'New follower', body: 'Sami started following you' },
      // FCM takes string values only; the delivery id lets the app drop a repeat.
      data: { type: 'follow', user_id: followerId, delivery_id: follow.id },
      android: { collapse_key: follow.id },
      apns: { headers: { 'apns-collapse-id': follow.id } },
      webpush: { headers: { Topic: follow.id.slice(0, 32) } },
    });
    expect(received).toContainEqual(
      expect.objectContaining({
        notification: { title: 'New message from Hala', body: 'Second' },
        data: expect.objectContaining({ type: 'message', conversation_id: 'c0ffee00-0000-4000-8000-000000000001' }),
      }),
    );
    expect(received).toContainEqual(
      expect.objectContaining({
        notification: { title: 'Staff news', body: 'For you' },
        data: { notification_id: staff._id, delivery_id: expect.any(String) },
      }),
    );
  });

  it('are not sent to a device that has since moved to another account', async () => {
    const before = await t.userWithToken('user');
    const after = await t.userWithToken('user');
    const device = await buildDeviceToken(t.db, { userId: before.id, token: `ok-moved-${before.id}` });
    await enqueueMemberPush(t.db, before.id, messagePush(crypto.randomUUID(), 'For the first owner only'));
    const moved = await t.as(after).post('/api/noti/register-device', { token: device.token });
    expect(moved.statusCode).toBe(200);
    startWorker();
    await expect.poll(async () => (await deliveriesOf(before.id))[0]?.status, { timeout: 10_000 }).toBe('skipped');
    expect((await deliveriesOf(before.id))[0]?.lastError).toBe(TOKEN_MOVED);
    expect(receivedBy(device.token)).toEqual([]);
  });

  it('are refused by the database without a notification or a text of their own', async () => {
    const member = await t.userWithToken('user');
    const device = await buildDeviceToken(t.db, { userId: member.id });
    const sent = await t.as(admin).post('/api/noti/send-notification', { title: 'Staff', description: 'Text', emails: [member.email] });
    const staff = ZSendNotificationResponse.parse(sent.json()).notification;
    const refusal = (values: typeof pushDeliveries.$inferInsert) =>
      t.db
        .insert(pushDeliveries)
        .values(values)
        .then(
          () => 'stored',
          (error: unknown) => sqlStateOf(error),
        );
    expect(await refusal({ deviceTokenId: device.id })).toBe('23514');
    expect(await refusal({ deviceTokenId: device.id, userId: member.id })).toBe('23514');
    expect(await refusal({ deviceTokenId: device.id, title: 'No member' })).toBe('23514');
    expect(await refusal({ deviceTokenId: device.id, notificationId: staff._id, title: 'Both', userId: member.id })).toBe('23514');
    expect(await refusal({ deviceTokenId: device.id, title: 'Member push', userId: member.id })).toBe('stored');
    expect(await refusal({ deviceTokenId: device.id, notificationId: staff._id })).toBe('stored');
  });
});

describe('erasing an account', () => {
  async function memberWithPushes() {
    const member = await t.userWithToken('user');
    await buildDeviceToken(t.db, { userId: member.id });
    await enqueueMemberPush(t.db, member.id, messagePush(crypto.randomUUID(), 'A private preview'));
    // One already sent, and one whose token the push service rejected (its token is gone).
    await enqueueMemberPush(t.db, member.id, messagePush(crypto.randomUUID(), 'Sent earlier'));
    const [first] = await deliveriesOf(member.id);
    await t.db.update(pushDeliveries).set({ status: 'sent' }).where(eq(pushDeliveries.id, first!.id));
    const gone = await buildDeviceToken(t.db, { userId: member.id });
    await t.db.insert(pushDeliveries).values({ deviceTokenId: gone.id, userId: member.id, title: 'Rejected', body: 'A failed preview', status: 'failed' });
    await t.db.delete(deviceTokens).where(eq(deviceTokens.id, gone.id));
    expect(await deliveriesOf(member.id)).toHaveLength(3);
    return member;
  }

  it('by the member (DELETE /api/v1/me) deletes every push queued or kept for them, and nobody else’s', async () => {
    const bystander = await t.userWithToken('user');
    await buildDeviceToken(t.db, { userId: bystander.id });
    await enqueueMemberPush(t.db, bystander.id, messagePush(crypto.randomUUID(), 'Stays'));
    const member = await memberWithPushes();
    const response = await t.as(member).delete('/api/v1/me');
    expect(response.statusCode).toBe(200);
    expect(await deliveriesOf(member.id)).toEqual([]);
    const previews = await t.db
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(sql`${pushDeliveries.body} like '%preview%'`);
    expect(previews).toEqual([]);
    expect(await deliveriesOf(bystander.id)).toHaveLength(1);
  });

  it("by the console's delete likewise", async () => {
    const member = await memberWithPushes();
    const response = await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: member.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(await deliveriesOf(member.id)).toEqual([]);
  });

  it('leaves no push for a member erased while one was being queued', async () => {
    const member = await memberWithPushes();
    const push = messagePush(crypto.randomUUID(), 'Racing the erasure');
    const [queued, erased] = await Promise.allSettled([enqueueMemberPush(t.db, member.id, push), t.as(member).delete('/api/v1/me')]);
    expect(erased).toMatchObject({ status: 'fulfilled', value: { statusCode: 200 } });
    // Queued first and then erased, or refused because the devices were gone: either way, none left.
    expect(['fulfilled', 'rejected']).toContain(queued.status);
    expect(await deliveriesOf(member.id)).toEqual([]);
  });
});

describe('migration 0012', () => {
  it('turns the older notification rows for member pushes into member pushes, leaving staff notifications', async () => {
    const member = await t.userWithToken('user');
    const device = await buildDeviceToken(t.db, { userId: member.id });
    // As the stopgap stored them: a notification without a push job, and its deliveries.
    const [stopgap] = await t.db.insert(notifications).values({ title: 'New follower', description: 'Old way', audience: 'emails' }).returning();
    const [sentOne] = await t.db.insert(notifications).values({ title: 'New follower', description: 'Sent the old way', audience: 'emails' }).returning();
    await t.db.insert(pushDeliveries).values([
      { notificationId: stopgap!.id, deviceTokenId: device.id },
      { notificationId: sentOne!.id, deviceTokenId: device.id, status: 'sent' },
    ]);
    // A notification from before the outbox: no job and no delivery.
    const [old] = await t.db.insert(notifications).values({ title: 'Before the outbox', description: 'Kept', audience: 'emails' }).returning();
    const listBefore = await staffList();

    const file = fs.readFileSync(path.join(migrationsDir, '0012_member_push.sql'), 'utf8');
    const dataStep = file.split('--> statement-breakpoint').at(-1)!;
    expect(dataStep).toContain('WITH member_pushes AS');
    await t.database.exec(dataStep);

    const left = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [stopgap!.id, sentOne!.id, old!.id]));
    expect(left.map((r) => r.id)).toEqual([old!.id]);
    expect(await deliveriesOf(member.id)).toEqual([
      expect.objectContaining({ notificationId: null, deviceTokenId: device.id, title: 'New follower', body: 'Old way', status: 'queued' }),
    ]);
    expect((await staffList()).map((n) => n._id)).toEqual(listBefore.map((n) => n._id).filter((id) => id !== stopgap!.id && id !== sentOne!.id));
  });
});

describe('the data payload', () => {
  it('has string values only, without keys FCM keeps for itself, and the outbox ids last', () => {
    expect(
      pushData({
        id: 'd1',
        notificationId: null,
        data: { type: 'message', count: 2, nested: { a: 1 }, empty: '', none: null, from: 'x', google_x: 'y', delivery_id: 'forged' },
      }),
    ).toEqual({ type: 'message', count: '2', nested: '{"a":1}', delivery_id: 'd1' });
    expect(pushData({ id: 'd2', notificationId: 'n1', data: null })).toEqual({ notification_id: 'n1', delivery_id: 'd2' });
  });
});
