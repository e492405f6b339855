import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZSendNotificationResponse } from '@souq/contract/notifications';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens } from '../../db/schema/users';
import { createTestContext, type TestContext } from '../../../test/helper';
import { fanOutBatch } from './outbox';
import { DEVICES_PER_MEMBER } from './inbox.service';

/** One account keeps at most DEVICES_PER_MEMBER push tokens: one notification is never hundreds of pushes. */
let t: TestContext;
beforeAll(async () => {
  // Enough registrations to pass the cap within the device budget (write-budget.test.ts has its own).
  t = await createTestContext({ MEMBER_WRITE_LIMITS: 'devices=100' });
});
afterAll(() => t.close());

describe('device tokens per member', () => {
  it('registering one past the cap replaces the oldest, and a staff notification reaches the cap at most', async () => {
    const admin = await t.userWithToken('admin');
    const member = await t.userWithToken('user');
    const register = (token: string) => t.as(member).post('/api/noti/register-device', { token, platform: 'android' });
    const names = Array.from({ length: DEVICES_PER_MEMBER + 5 }, (_, i) => `cap-device-${i}`);
    for (const name of names) expect((await register(name)).statusCode).toBe(200);

    const kept = await t.db.select({ token: deviceTokens.token }).from(deviceTokens).where(eq(deviceTokens.userId, member.id));
    expect(kept.map((r) => r.token).sort()).toEqual(names.slice(-DEVICES_PER_MEMBER).sort());

    // The oldest still there, registered again, counts as new: the next one replaces another.
    expect((await register(names[5]!)).statusCode).toBe(200);
    expect((await register('cap-device-last')).statusCode).toBe(200);
    const after = (await t.db.select({ token: deviceTokens.token }).from(deviceTokens).where(eq(deviceTokens.userId, member.id))).map((r) => r.token);
    expect(after).toHaveLength(DEVICES_PER_MEMBER);
    expect(after).toContain(names[5]);
    expect(after).not.toContain(names[6]);

    const sent = await t.as(admin).post('/api/noti/send-notification', { title: 'Hello', description: 'Only you', emails: [member.email] });
    expect(sent.statusCode, sent.body).toBe(200);
    const { notification } = ZSendNotificationResponse.parse(sent.json());
    while ((await fanOutBatch(t.db, { batchSize: 100, pushEnabled: true })) !== null);
    expect(await t.db.$count(pushDeliveries, eq(pushDeliveries.notificationId, notification._id))).toBe(DEVICES_PER_MEMBER);
  });
});
