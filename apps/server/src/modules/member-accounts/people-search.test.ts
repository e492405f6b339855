import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZPeopleList, type PeopleList } from '@souq/contract/members-account';
import { users } from '../../db/schema/users';
import { matchesEveryWord } from '../../lib/search';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildFollow, buildUser, buildUserBlock, minutesAgo } from '../../../test/factories';

/** GET /api/v1/users?q=: members find people by name, as Gulf members write names. */

const common = messages.members.common;

let t: TestContext;
let viewer: { id: string; token: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  viewer = await t.userWithToken('user', { name: 'أحمد الباحث' });
  const people: [string, Partial<Parameters<typeof buildUser>[1]>][] = [
    ['أحمد محمد', { email: 'ahmad.m@example.test', phone: '+965 5555 0001' }],
    ['احمد علي', {}],
    ['فاطمة أحمد', {}],
    ['Mohammed Al-Kandari', { email: 'kandari@example.test' }],
    ['محمد احمد المحظور', {}],
    ['أحمد الحاظر', {}],
    ['أحمد محذوف', { deletedAt: new Date() }],
    ['أحمد موقوف', { blocked: true }],
    ['أحمد الموظف', { role: 'dataentry' }],
  ];
  for (const [i, [name, overrides]] of people.entries()) {
    ids[name] = (await buildUser(t.db, { name, createdAt: minutesAgo(10 + i), ...overrides })).id;
  }
  await buildUserBlock(t.db, { blockerId: viewer.id, blockedId: ids['محمد احمد المحظور']! });
  await buildUserBlock(t.db, { blockerId: ids['أحمد الحاظر']!, blockedId: viewer.id });
  await buildFollow(t.db, { followerId: viewer.id, followeeId: ids['أحمد محمد']! });
});
afterAll(() => t.close());

const search = async (q: string, token = viewer.token): Promise<PeopleList> => {
  const response = await t.as(token).get(`/api/v1/users?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZPeopleList.parse(response.json());
};
const namesFound = async (q: string, token?: string) => (await search(q, token)).users.map((u) => u.name);

describe('GET /api/v1/users?q=', () => {
  it("finds 'أحمد' typed 'احمد', newest members first, with whether the caller follows each", async () => {
    const found = await search('احمد');
    expect(found.users.map((u) => u.name)).toEqual(['أحمد محمد', 'احمد علي', 'فاطمة أحمد']);
    expect(found.users[0]).toEqual({ _id: ids['أحمد محمد'], name: 'أحمد محمد', photo: null, followedByMe: true });
    expect(found.users.slice(1).map((u) => u.followedByMe)).toEqual([false, false]);
    expect(found.nextCursor).toBeNull();
  });

  it('matches every word in any order, and no more', async () => {
    expect(await namesFound('محمد احمد')).toEqual(['أحمد محمد']);
    expect(await namesFound('kandari MOHAMMED')).toEqual(['Mohammed Al-Kandari']);
    expect(await namesFound('احمد خالد')).toEqual([]);
  });

  it('never matches an e-mail or a phone number', async () => {
    expect(await namesFound('ahmad.m@example.test')).toEqual([]);
    expect(await namesFound('5555 0001')).toEqual([]);
  });

  it('leaves out the caller, members blocked either way, erased and staff-blocked accounts, and staff', async () => {
    const names = await namesFound('أحمد');
    for (const hidden of ['أحمد الباحث', 'محمد احمد المحظور', 'أحمد الحاظر', 'أحمد محذوف', 'أحمد موقوف', 'أحمد الموظف']) {
      expect(names).not.toContain(hidden);
    }
    // Another member, with no blocks, does find the two blocked ones.
    const other = await t.userWithToken('user');
    expect(await namesFound('أحمد', other.token)).toEqual(expect.arrayContaining(['محمد احمد المحظور', 'أحمد الحاظر', 'أحمد الباحث']));
  });

  it('pages with cursors without gaps or repeats', async () => {
    const everything = (await search('احمد')).users.map((u) => u._id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ q: 'احمد', limit: '1', ...(cursor ? { cursor } : {}) });
      const page = ZPeopleList.parse((await t.as(viewer).get(`/api/v1/users?${query}`)).json());
      expect(page.users.length).toBeLessThanOrEqual(1);
      paged.push(...page.users.map((u) => u._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(everything);
  });

  it('refuses a missing, blank or too long q with a message (400)', async () => {
    for (const [query, message] of [
      ['', common.searchRequired],
      ['?q=', common.searchRequired],
      ['?q=%20%20', common.searchRequired],
      [`?q=${'ا'.repeat(101)}`, common.searchTooLong],
    ] as const) {
      const response = await t.as(viewer).get(`/api/v1/users${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    expect((await t.as(viewer).get(`/api/v1/users?q=${'ا'.repeat(100)}`)).statusCode).toBe(200);
    expect((await t.as(viewer).get('/api/v1/users?q=احمد&cursor=junk')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.get('/api/v1/users?q=احمد')).statusCode).toBe(401);
  });

  it('reads names through users_name_search_trgm (EXPLAIN, sequential scans off)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const statement: SQLWrapper = sql`select ${users.id} from ${users} where ${matchesEveryWord(users.name, 'محمد احمد')}`;
      const result = (await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on users_name_search_trgm/);
  });
});
