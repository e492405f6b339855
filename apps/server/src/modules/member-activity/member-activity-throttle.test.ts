import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

/** Marking read counts four times MEMBER_WRITE_RATE_MAX a minute per member; settings count as account writes. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '1' });
});
afterAll(() => t.close());

describe('throttled inbox writes (429)', () => {
  it("refuses a member's fifth mark-read of the minute, and a second settings change, with Retry-After", async () => {
    const member = await t.userWithToken('user');
    for (let i = 0; i < 4; i += 1) expect((await t.as(member).post('/api/v1/notifications/read', { all: true })).statusCode).toBe(200);
    const refused = await t.as(member).post('/api/v1/notifications/read', { all: true });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(messages.members.common.tooManyWrites);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const change = { settings: { like: { inApp: false } } };
    expect((await t.as(member).put('/api/v1/me/notification-settings', change)).statusCode).toBe(200);
    expect((await t.as(member).put('/api/v1/me/notification-settings', change)).statusCode).toBe(429);
    // Another member's limit is their own.
    const other = await t.userWithToken('user');
    expect((await t.as(other).post('/api/v1/notifications/read', { all: true })).statusCode).toBe(200);
  });
});
