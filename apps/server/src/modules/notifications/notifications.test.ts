import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZInbox, ZNotificationList, ZSendNotificationResponse } from '@souq/contract/notifications';
import { auditLog, notifications } from '../../db/schema/content';
import { notificationPushJobs, notificationRecipients, pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens } from '../../db/schema/users';
import { buildUser } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
let alice: { id: string; email: string; token: string };
let bob: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  dataentry = await t.userWithToken('dataentry');
  alice = await t.userWithToken('user', { email: 'alice@example.test', name: 'Alice' });
  bob = await t.userWithToken('user', { email: 'bob@example.test', name: 'Bob' });
  // Accounts a notification never reaches.
  await buildUser(t.db, { name: 'Gone', email: 'gone@example.test', deletedAt: new Date() });
  await buildUser(t.db, { name: 'Blocked', email: 'blocked@example.test', blocked: true });
});
afterAll(() => t.close());

const send = (payload: unknown, token = admin.token) => t.as(token).post('/api/noti/send-notification', payload as object);
const inbox = async (token: string, query = '') => {
  const response = await t.as(token).get(`/api/noti/my-notifications${query}`);
  expect(response.statusCode).toBe(200);
  return ZInbox.parse(response.json());
};
const register = (payload: unknown, token: string) => t.as(token).post('/api/noti/register-device', payload as object);

describe('sending notifications', () => {
  it('sends to all at once: stored, queued for the worker, in every current inbox', async () => {
    const response = await send({ title: ' Eid sale ', description: 'Everything half price' });
    expect(response.statusCode).toBe(200);
    const body = ZSendNotificationResponse.parse(response.json());
    expect(body).toMatchObject({
      message: messages.notification.sent,
      unknownEmails: [],
      notification: {
        title: 'Eid sale',
        description: 'Everything half price',
        audience: 'all',
        // admin, dataentry, alice, bob: not the deleted or the blocked account
        recipients: 4,
        progress: { queued: 0, sent: 0, failed: 0, skipped: 0 },
        pushConfigured: false,
        complete: false,
      },
    });
    // The request does no per-device work: fan-out belongs to the worker.
    expect(await t.db.$count(pushDeliveries)).toBe(0);
    expect(await t.db.$count(notificationRecipients)).toBe(0);
    const [job] = await t.db.select().from(notificationPushJobs).where(eq(notificationPushJobs.notificationId, body.notification._id));
    expect(job).toMatchObject({ fanoutDone: false, total: 0 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, body.notification._id));
    expect(audit).toMatchObject({ action: 'notification.send', actorId: admin.id });

    for (const who of [alice, bob, dataentry, admin]) {
      expect((await inbox(who.token)).notifications.map((n) => n.title)).toContain('Eid sale');
    }
    // Someone who signs up afterwards was not a recipient.
    const late = await t.userWithToken('user');
    expect((await inbox(late.token)).notifications).toEqual([]);
  });

  it('sends to personal e-mails only, reporting addresses that belong to nobody', async () => {
    const response = await send({
      title: 'Your order',
      description: 'It shipped',
      emails: ['ALICE@example.test', 'alice@example.test', 'nobody@example.test', 'gone@example.test'],
    });
    expect(response.statusCode).toBe(200);
    const body = ZSendNotificationResponse.parse(response.json());
    expect(body.unknownEmails).toEqual(['nobody@example.test', 'gone@example.test']);
    expect(body.notification).toMatchObject({ audience: 'emails', recipients: 1 });
    expect((await inbox(alice.token)).notifications[0]).toMatchObject({ title: 'Your order', description: 'It shipped' });
    expect((await inbox(bob.token)).notifications.map((n) => n.title)).not.toContain('Your order');
    expect((await inbox(admin.token)).notifications.map((n) => n.title)).not.toContain('Your order');
  });

  it.each([
    ['no title', { title: undefined }, messages.notification.titleRequired],
    ['a blank title', { title: '   ' }, messages.notification.titleRequired],
    ['a number as title', { title: 5 }, messages.notification.titleRequired],
    ['a title of 201 characters', { title: 't'.repeat(201) }, messages.notification.titleTooLong],
    ['no description', { description: undefined }, messages.notification.descriptionRequired],
    ['an empty description', { description: '' }, messages.notification.descriptionRequired],
    ['an empty e-mail list', { emails: [] }, messages.notification.recipientRequired],
    ['e-mails as one string', { emails: 'alice@example.test' }, messages.notification.recipientRequired],
    ['a malformed e-mail', { emails: ['alice@example.test', 'not-an-address'] }, messages.notification.emailInvalid],
    ['too many e-mails', { emails: Array.from({ length: 1001 }, (_, i) => `u${i}@example.test`) }, messages.notification.tooManyEmails],
    ['only unknown e-mails', { emails: ['nobody@example.test'] }, messages.notification.noKnownRecipient],
  ])('refuses %s with its message and stores nothing', async (_label, change, message) => {
    const before = await t.db.$count(notifications);
    const response = await send({ title: 'Hello', description: 'World', ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(await t.db.$count(notifications)).toBe(before);
  });

  it('lists sent notifications with their progress, newest first, paged', async () => {
    const list = await t.as(admin).get('/api/noti/get-notifications?itemsPerPage=1');
    const page = ZNotificationList.parse(list.json());
    expect(page.isNext).toBe(true);
    expect(page.notifications[0]).toMatchObject({
      title: 'Your order',
      audience: 'emails',
      recipients: 1,
      progress: { queued: 0, sent: 0, failed: 0, skipped: 0 },
      pushConfigured: false,
    });
    const rest = ZNotificationList.parse((await t.as(admin).get('/api/noti/get-notifications?page=2&itemsPerPage=1')).json());
    expect(rest.notifications.map((n) => n.title)).toEqual(['Eid sale']);
    expect(rest.isNext).toBe(false);
    const inboxPage = await inbox(alice.token, '?itemsPerPage=1');
    expect(inboxPage.isNext).toBe(true);
    expect((await inbox(alice.token, '?itemsPerPage=1&page=2')).notifications.map((n) => n.title)).toEqual(['Eid sale']);
  });

  it('answers 401 without a token, 403 to non-admins for sending and the sent list, and 400 for junk', async () => {
    expect((await send({ title: 'a', description: 'b' }, dataentry.token)).statusCode).toBe(403);
    expect((await send({ title: 'a', description: 'b' }, alice.token)).statusCode).toBe(403);
    for (const token of [dataentry.token, alice.token]) {
      expect((await t.as(token).get('/api/noti/get-notifications')).statusCode).toBe(403);
    }
    for (const call of [
      { method: 'POST' as const, url: '/api/noti/send-notification', payload: { title: 'a', description: 'b' } },
      { method: 'GET' as const, url: '/api/noti/get-notifications' },
      { method: 'GET' as const, url: '/api/noti/my-notifications' },
      { method: 'POST' as const, url: '/api/noti/register-device', payload: { token: 'x' } },
    ]) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    }
    for (const body of [[], 3, null, { title: {}, description: [], emails: [{}] }]) {
      expect((await send(body)).statusCode).toBe(400);
    }
    expect((await t.as(admin).get('/api/noti/get-notifications?page=x')).statusCode).toBe(400);
    expect((await t.as(bob).get('/api/noti/my-notifications?itemsPerPage=101')).statusCode).toBe(400);
  });
});

describe('registering devices', () => {
  it('registers a token for any role and moves a re-registered token to its new holder', async () => {
    expect((await register({ token: 'device-a', platform: 'android' }, alice.token)).json()).toEqual({
      message: messages.notification.deviceRegistered,
    });
    expect((await register({ token: 'device-staff' }, dataentry.token)).statusCode).toBe(200);
    // The phone changed hands: the token now reaches Bob, and keeps its platform.
    expect((await register({ token: 'device-a' }, bob.token)).statusCode).toBe(200);
    const rows = await t.db.select().from(deviceTokens).where(eq(deviceTokens.token, 'device-a'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: bob.id, platform: 'android' });
    expect((await register({ token: 'device-a', platform: 'ios' }, bob.token)).statusCode).toBe(200);
    expect((await t.db.select().from(deviceTokens).where(eq(deviceTokens.token, 'device-a')))[0]?.platform).toBe('ios');
  });

  it.each([
    ['no token', {}, messages.notification.deviceTokenRequired],
    ['a blank token', { token: '  ' }, messages.notification.deviceTokenRequired],
    ['an oversized token', { token: 'x'.repeat(4097) }, messages.notification.deviceTokenRequired],
  ])('refuses %s', async (_label, payload, message) => {
    const response = await register(payload, alice.token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('refuses an unknown platform', async () => {
    expect((await register({ token: 'device-z', platform: 'symbian' }, alice.token)).statusCode).toBe(400);
  });
});
