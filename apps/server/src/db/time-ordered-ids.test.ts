import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql-rows';
import { createTestContext, type TestContext } from '../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('time-ordered ids (souq_time_ordered_uuid)', () => {
  it('are version 7 UUIDs whose first 48 bits are the time in milliseconds', async () => {
    const [row] = await rowsOf<{ id: string; ms: string }>(
      t.db,
      sql`select souq_time_ordered_uuid()::text as id, floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms`,
    );
    expect(row!.id).toMatch(UUID_V7);
    const stamped = parseInt(row!.id.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(stamped - Number(row!.ms))).toBeLessThan(1_000);
  });

  it('sort in the order they were made, a millisecond apart or more, and never repeat', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [row] = await rowsOf<{ id: string }>(t.db, sql`select souq_time_ordered_uuid()::text as id`);
      ids.push(row!.id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect([...ids].sort()).toEqual(ids);
    const many = await rowsOf<{ id: string }>(t.db, sql`select souq_time_ordered_uuid()::text as id from generate_series(1, 2000)`);
    expect(new Set(many.map((r) => r.id)).size).toBe(2000);
  });

  it('are what a new inbox item gets', async () => {
    const member = await t.userWithToken('user');
    const fan = await t.userWithToken('user');
    expect((await t.as(fan).post(`/api/v1/users/${member.id}/follow`)).statusCode).toBe(200);
    const [item] = await rowsOf<{ id: string }>(t.db, sql`select id::text as id from activity_items where recipient_id = ${member.id}`);
    expect(item!.id).toMatch(UUID_V7);
  });
});
