import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { follows } from '../../db/schema/members';
import { userReports, users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

/** Three writes of a kind per member per minute: the fourth is refused and changes nothing. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ MEMBER_WRITE_RATE_MAX: '3', LOGIN_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const tooMany = messages.members.common.tooManyWrites;

async function expectThrottled(send: () => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBeLessThan(300);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(errorOf(refused)).toBe(tooMany);
  return refused;
}

describe('members’ writes are throttled per member and kind (429 with Retry-After)', () => {
  it('follows and blocks count together, and a refused follow changes nothing', async () => {
    const fan = await t.userWithToken('user');
    const stars = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    let i = 0;
    await expectThrottled(() => t.as(fan).post(`/api/v1/users/${stars[i++]!.id}/follow`));
    expect(await t.db.$count(follows, eq(follows.followerId, fan.id))).toBe(3);
    const block = await t.as(fan).post(`/api/v1/users/${stars[0]!.id}/block`);
    expect(block.statusCode).toBe(429);
    // Another member and another kind are not affected.
    const other = await t.userWithToken('user');
    expect((await t.as(other).post(`/api/v1/users/${stars[3]!.id}/follow`)).statusCode).toBe(200);
    const report = await t.as(fan).post(`/api/v1/users/${stars[3]!.id}/report`, { reason: 'spam' });
    expect(report.statusCode).toBe(201);
  });

  it('reports', async () => {
    const reporter = await t.userWithToken('user');
    const target = await buildUser(t.db);
    await expectThrottled(() => t.as(reporter).post(`/api/v1/users/${target.id}/report`, { reason: 'spam' }));
    expect(await t.db.$count(userReports, eq(userReports.userId, reporter.id))).toBe(3);
  });

  it('account changes', async () => {
    const member = await t.userWithToken('user');
    let n = 0;
    await expectThrottled(() => t.as(member).patch('/api/v1/me', { name: `Name ${(n += 1)}` }));
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, member.id));
    expect(row?.name).toBe('Name 3');
  });
});
