import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZUser, ZUserList, ZUserReportList } from '@souq/contract/users';
import { buildCountry, buildUser, buildUserReport } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let dataentry: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  await buildCountry(t.db, { id: 'KW', countryEnglish: 'Kuwait' });
  // Addresses of their own: the helper's default holds the time in milliseconds, whose digits a
  // search for '100%' (read as 100) would find in some runs and not in others.
  admin = (await t.userWithToken('admin', { email: 'staff-admin@example.test' })).token;
  dataentry = (await t.userWithToken('dataentry', { email: 'staff-dataentry@example.test' })).token;
  // 14 members, oldest first, so the newest is 'Member 13'.
  for (let i = 0; i < 14; i += 1) {
    const member = await buildUser(t.db, {
      name: `Member ${i}`,
      email: `member${i}@example.test`,
      phone: `+965 5000 ${String(i).padStart(4, '0')}`,
      countryId: i % 2 ? 'KW' : null,
      gender: 'female',
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    });
    ids[member.name] = member.id;
  }
  const gone = await buildUser(t.db, {
    name: 'Deleted user',
    email: 'deleted-x@deleted.invalid',
    deletedAt: new Date(),
    createdAt: new Date(Date.UTC(2030, 0, 1)),
  });
  ids.gone = gone.id;
  for (let i = 0; i < 12; i += 1) {
    await buildUserReport(t.db, {
      userId: ids[`Member ${i}`]!,
      reportedUserId: i === 11 ? ids.gone : ids['Member 13']!,
      reason: i === 0 ? null : `spam ${i}`,
      createdAt: new Date(Date.UTC(2025, 5, 1 + i)),
    });
  }
});
afterAll(() => t.close());

describe('GET /api/get-users', () => {
  it('pages 10 at a time, newest first, without deleted users', async () => {
    const first = ZUserList.parse((await t.as(admin).get('/api/get-users')).json());
    expect(first.users).toHaveLength(10);
    expect(first.isNext).toBe(true);
    // The two staff accounts were created now, after every member.
    expect(first.users.slice(2, 4).map((u) => u.name)).toEqual(['Member 13', 'Member 12']);
    const second = ZUserList.parse((await t.as(admin).get('/api/get-users?page=2')).json());
    expect(second.users).toHaveLength(6);
    expect(second.isNext).toBe(false);
    const all = [...first.users, ...second.users];
    expect(new Set(all.map((u) => u._id)).size).toBe(16);
    expect(all.some((u) => u._id === ids.gone)).toBe(false);
    const small = ZUserList.parse((await t.as(admin).get('/api/get-users?maxCountInaPage=16')).json());
    expect(small).toMatchObject({ isNext: false });
    expect(small.users).toHaveLength(16);
  });

  it('answers every field the console shows', async () => {
    const list = ZUserList.parse((await t.as(admin).get('/api/get-users?textSearch=member13@')).json());
    expect(list.users).toEqual([
      {
        _id: ids['Member 13'],
        name: 'Member 13',
        photo: null,
        email: 'member13@example.test',
        gender: 'female',
        phone: '+965 5000 0013',
        phoneVerifiedAt: null,
        country: { _id: 'KW', country_english: 'Kuwait' },
        active: true,
        status: 'active',
        blocked: false,
        role: 'user',
        createdAt: new Date(Date.UTC(2025, 0, 14)),
      },
    ]);
  });

  it.each([
    ['Member 1', 5],
    ['member 1', 5],
    ['MEMBER7@EXAMPLE', 1],
    ['5000 0004', 1],
    ['nobody', 0],
    ['100%', 0],
    ['_', 0],
  ])('searches name, e-mail and phone for %s', async (text, count) => {
    const response = await t.as(admin).get(`/api/get-users?textSearch=${encodeURIComponent(text)}&maxCountInaPage=100`);
    expect(response.statusCode).toBe(200);
    expect(ZUserList.parse(response.json()).users).toHaveLength(count);
  });

  it.each(['page=0', 'page=x', 'maxCountInaPage=0', 'maxCountInaPage=101', 'maxCountInaPage=2.5', `textSearch=${'x'.repeat(201)}`])(
    'refuses %s with a message',
    async (query) => {
      const response = await t.as(admin).get(`/api/get-users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatch(/page|maxCountInaPage|textSearch/);
    },
  );

  it('names the page size in its message', async () => {
    expect(errorOf(await t.as(admin).get('/api/get-users?maxCountInaPage=500'))).toBe(messages.user.pageSizeInvalid);
  });
});

describe('GET /api/user/get-user-by-id', () => {
  it('answers one user', async () => {
    const response = await t.as(admin).get(`/api/user/get-user-by-id?user_id=${ids['Member 2']}`);
    expect(response.statusCode).toBe(200);
    expect(ZUser.parse(response.json())).toMatchObject({ name: 'Member 2', country: null, status: 'active' });
  });

  it('tells staff whether the phone was confirmed by a texted code, and when', async () => {
    const verifiedAt = new Date('2026-11-20T08:30:00Z');
    const verified = await buildUser(t.db, { name: 'Verified phone', phone: '+96550001234', phoneVerifiedAt: verifiedAt });
    const unverified = await buildUser(t.db, { name: 'Unverified phone', phone: '+96550009999' });
    const one = ZUser.parse((await t.as(admin).get(`/api/user/get-user-by-id?user_id=${verified.id}`)).json());
    expect(one.phoneVerifiedAt).toEqual(verifiedAt);
    const other = ZUser.parse((await t.as(admin).get(`/api/user/get-user-by-id?user_id=${unverified.id}`)).json());
    expect(other).toMatchObject({ phone: '+96550009999', phoneVerifiedAt: null });
  });

  it('answers 404 for unknown, junk and deleted ids, 400 without one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk', "1' OR '1'='1", ids.gone!]) {
      const response = await t.as(admin).get(`/api/user/get-user-by-id?user_id=${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(messages.user.notFound);
    }
    const missing = await t.as(admin).get('/api/user/get-user-by-id');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.user.idRequired);
  });
});

describe('GET /api/user/get-reported-user', () => {
  it('lists reports newest first with reporter and reported names, deleted users included', async () => {
    const first = ZUserReportList.parse((await t.as(admin).get('/api/user/get-reported-user?page=1&itemsPerPage=10')).json());
    expect(first.isNext).toBe(true);
    expect(first.reported).toHaveLength(10);
    expect(first.reported[0]).toMatchObject({
      user_id: { _id: ids['Member 11'], name: 'Member 11' },
      reported_user_id: { _id: ids.gone, name: 'Deleted user' },
      reason: 'spam 11',
    });
    expect(first.reported[1]).toMatchObject({ reported_user_id: { _id: ids['Member 13'], name: 'Member 13' } });
    const second = ZUserReportList.parse((await t.as(admin).get('/api/user/get-reported-user?page=2&itemsPerPage=10')).json());
    expect(second).toMatchObject({ isNext: false });
    expect(second.reported.map((r) => r.reason)).toEqual(['spam 1', null]);
  });

  it('refuses bad paging', async () => {
    const response = await t.as(admin).get('/api/user/get-reported-user?itemsPerPage=1000');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(/itemsPerPage/);
  });
});

describe('access', () => {
  it.each(['/api/get-users', '/api/user/get-reported-user', `/api/user/get-user-by-id?user_id=x`])(
    '%s needs an admin: 401 without a token, 403 for dataentry',
    async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      const forbidden = await t.as(dataentry).get(url);
      expect(forbidden.statusCode).toBe(403);
      expect(errorOf(forbidden)).toBe(messages.session.forbidden);
    },
  );
});
