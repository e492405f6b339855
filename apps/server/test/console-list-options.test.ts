import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZAuditLog } from '@souq/contract/audit';
import { ZClassifiedList } from '@souq/contract/classifieds';
import { ZPostList } from '@souq/contract/posts';
import { ZTicketList } from '@souq/contract/support';
import { ZUserList } from '@souq/contract/users';
import { auditLog } from '../src/db/schema/content';
import { users } from '../src/db/schema/users';
import { estimatedRows, listTotal } from '../src/lib/list-total';
import { buildCategory, buildClassified, buildCountry, buildDistrict, buildPost, buildPostReport, buildTicket, buildUser } from './factories';
import { createTestContext, errorOf, type TestContext } from './helper';

/**
 * the sort, filter and count parameters of the console's lists. Every parameter is
 * optional, and without them each list answers as before (the lists' own tests hold that).
 */
let t: TestContext;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const m = messages.listQuery;

const names = { zara: 'Zara Zed', adam: 'Adam Ant', mona: 'Mona Mid' };
let country: string;
let category: string;
let otherCategory: string;
let district: string;
let reportedPost: string;
let hiddenPost: string;
let assigned: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  dataentry = await t.userWithToken('dataentry', { name: 'Dana Entry' });
  country = (await buildCountry(t.db)).id;
  await buildUser(t.db, { name: names.zara, countryId: country, createdAt: day('2026-01-10'), active: true });
  await buildUser(t.db, { name: names.adam, countryId: country, createdAt: day('2026-02-10'), active: false, blocked: true });
  await buildUser(t.db, { name: names.mona, createdAt: day('2026-03-10'), active: true });

  const author = (await buildUser(t.db, { name: 'Poster', createdAt: day('2025-01-01') })).id;
  reportedPost = (await buildPost(t.db, { userId: author, title: 'Beta reported', createdAt: day('2026-01-01') })).id;
  hiddenPost = (await buildPost(t.db, { userId: author, title: 'Alpha hidden', active: false, createdAt: day('2026-01-02') })).id;
  await buildPost(t.db, { userId: author, title: 'Gamma plain', createdAt: day('2026-01-03') });
  await buildPostReport(t.db, { postId: reportedPost, reportedUserId: author, reportDescription: 'spam' });

  category = (await buildCategory(t.db)).id;
  otherCategory = (await buildCategory(t.db)).id;
  district = (await buildDistrict(t.db, { countryId: country })).id;
  const listing = (title: string, price: string, iso: string, extra: { active?: boolean; categoryId?: string } = {}) =>
    buildClassified(t.db, {
      userId: author,
      categoryId: category,
      countryId: country,
      districtId: district,
      title,
      price,
      createdAt: day(iso),
      ...extra,
    });
  await listing('Cheap car', '5', '2026-04-01');
  await listing('Mid boat', '50', '2026-04-02', { active: false });
  await listing('Dear house', '500', '2026-04-03', { categoryId: otherCategory });

  await buildTicket(t.db, { userId: author, title: 'B ticket', status: 'open', createdAt: day('2026-05-01') });
  assigned = (await buildTicket(t.db, { userId: author, title: 'A ticket', status: 'closed', managerId: admin.id, createdAt: day('2026-05-02') })).id;
  await buildTicket(t.db, { userId: author, title: 'C ticket', status: 'open', createdAt: day('2026-05-03') });

  await t.db.insert(auditLog).values([
    { actorId: admin.id, action: 'user.block', recordType: 'user', recordId: 'a', createdAt: day('2026-06-01') },
    { actorId: admin.id, action: 'post.hide', recordType: 'post', recordId: 'b', createdAt: day('2026-06-02') },
    { actorId: dataentry.id, action: 'user.block', recordType: 'user', recordId: 'c', createdAt: day('2026-06-03') },
  ]);
}, 400_000); // a fresh database and its migrations, on a shared machine (185 s measured under load)
afterAll(() => t.close());

const ok = async (url: string) => {
  const response = await t.as(admin).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};
const userNames = async (query: string) =>
  ZUserList.parse(await ok(`/api/get-users?maxCountInaPage=100&${query}`))
    .users.map((u) => u.name)
    .filter((n) => Object.values(names).includes(n));
const postTitles = async (query: string) => ZPostList.parse(await ok(`/api/post/get-all-posts?itemsPerPage=100&${query}`)).posts.map((p) => p.title);
const listings = async (query: string) =>
  ZClassifiedList.parse(await ok(`/api/classifieds/get-classifieds-by-admin?country_id=${country}&${query}`)).classifieds.map((c) => c.title);
const ticketTitles = async (query: string) => ZTicketList.parse(await ok(`/api/support/get-all-tickets?${query}`)).tickets.map((x) => x.title);
const actions = async (query: string) => ZAuditLog.parse(await ok(`/api/admin/audit-log?${query}`)).entries.map((e) => `${e.action}@${e.record_id}`);

describe('the users list', () => {
  it('sorts by name, e-mail, status and joined date, each way; newest first without a sort', async () => {
    expect(await userNames('')).toEqual([names.mona, names.adam, names.zara]);
    expect(await userNames('sort=name')).toEqual([names.adam, names.mona, names.zara]);
    expect(await userNames('sort=name&order=desc')).toEqual([names.zara, names.mona, names.adam]);
    expect(await userNames('sort=createdAt')).toEqual([names.mona, names.adam, names.zara]);
    expect(await userNames('sort=createdAt&order=asc')).toEqual([names.zara, names.adam, names.mona]);
    expect((await userNames('sort=status'))[0]).toBe(names.adam);
    expect(await userNames('sort=&order=')).toEqual([names.mona, names.adam, names.zara]);
  });

  it('filters by status, blocked, country and joined date, alone and together', async () => {
    expect(await userNames('status=pending')).toEqual([names.adam]);
    expect(await userNames('status=active&sort=name')).toEqual([names.mona, names.zara]);
    expect(await userNames('blocked=true')).toEqual([names.adam]);
    expect(await userNames(`country_id=${country.toLowerCase()}&sort=name`)).toEqual([names.adam, names.zara]);
    expect(await userNames('createdFrom=2026-02-10&createdTo=2026-03-10')).toEqual([names.mona, names.adam]);
    expect(await userNames('createdTo=2026-01-10')).toEqual([names.zara]);
    expect(await userNames(`country_id=${country}&blocked=false&status=active&createdFrom=2026-01-01`)).toEqual([names.zara]);
    expect(await userNames('status=&blocked=&country_id=&createdFrom=')).toHaveLength(3);
  });

  it('pages a sorted list without overlap', async () => {
    const first = ZUserList.parse(await ok('/api/get-users?sort=name&maxCountInaPage=2&page=1'));
    const second = ZUserList.parse(await ok('/api/get-users?sort=name&maxCountInaPage=2&page=2'));
    expect(first.isNext).toBe(true);
    const whole = ZUserList.parse(await ok('/api/get-users?sort=name&maxCountInaPage=4'));
    expect([...first.users, ...second.users].map((u) => u._id)).toEqual(whole.users.map((u) => u._id));
  });

  it('adds the total only when asked, exact for a small list', async () => {
    const without = ZUserList.parse(await ok('/api/get-users'));
    expect(without.total).toBeUndefined();
    expect(without.totalExact).toBeUndefined();
    const pending = ZUserList.parse(await ok('/api/get-users?withTotal=true&status=pending&maxCountInaPage=1'));
    expect(pending).toMatchObject({ total: 1, totalExact: true });
    const all = ZUserList.parse(await ok('/api/get-users?withTotal=true&maxCountInaPage=1'));
    expect(all).toMatchObject({ total: await t.db.$count(users, isNull(users.deletedAt)), totalExact: true });
  });

  it.each([
    ['sort=password', m.sortInvalid, 'sort'],
    ['order=up', m.orderInvalid, 'order'],
    ['status=blocked', m.statusInvalid, 'status'],
    ['blocked=yes', m.booleanFilterInvalid, 'blocked'],
    ['country_id=KWT', m.countryInvalid, 'country_id'],
    ['createdFrom=2026-02-30', m.dateInvalid, 'createdFrom'],
    ['createdTo=yesterday', m.dateInvalid, 'createdTo'],
    ['createdFrom=2026-03-02&createdTo=2026-03-01', m.dateRangeInvalid, 'createdTo'],
    ['withTotal=1', m.withTotalInvalid, 'withTotal'],
  ])('answers 400 with the catalog text for %s', async (query, message, field) => {
    const response = await t.as(admin).get(`/api/get-users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(errorOf(response)).toBeTruthy();
  });
});

describe('the posts list', () => {
  it('filters by hidden and reported, and sorts by title, status and date', async () => {
    expect(await postTitles('hidden=true')).toEqual(['Alpha hidden']);
    expect(await postTitles('hidden=false')).toEqual(['Gamma plain', 'Beta reported']);
    expect(await postTitles('reported=true')).toEqual(['Beta reported']);
    expect(await postTitles('reported=false')).toEqual(['Gamma plain', 'Alpha hidden']);
    expect(await postTitles('reported=false&hidden=false')).toEqual(['Gamma plain']);
    expect(await postTitles('sort=title')).toEqual(['Alpha hidden', 'Beta reported', 'Gamma plain']);
    expect(await postTitles('sort=title&order=desc&hidden=false')).toEqual(['Gamma plain', 'Beta reported']);
    expect((await postTitles('sort=status'))[0]).toBe('Alpha hidden');
    expect(await postTitles('sort=createdAt&order=asc')).toEqual(['Beta reported', 'Alpha hidden', 'Gamma plain']);
    expect(hiddenPost).toBeTruthy();
  });

  it('counts the filtered posts when asked', async () => {
    const answer = ZPostList.parse(await ok('/api/post/get-all-posts?withTotal=true&reported=false&itemsPerPage=1'));
    expect(answer).toMatchObject({ total: 2, totalExact: true, isNext: true });
  });

  it.each([
    ['sort=likes', 'sort', m.sortInvalid],
    ['hidden=maybe', 'hidden', m.booleanFilterInvalid],
    ['reported=2', 'reported', m.booleanFilterInvalid],
    ['order=DESC', 'order', m.orderInvalid],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await t.as(admin).get(`/api/post/get-all-posts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });
});

describe('the classifieds list', () => {
  it('filters by allowed, category, price range and date; sorts by price and title', async () => {
    expect(await listings('')).toEqual(['Dear house', 'Mid boat', 'Cheap car']);
    expect(await listings('active=false')).toEqual(['Mid boat']);
    expect(await listings(`category_id=${category}&sort=price`)).toEqual(['Cheap car', 'Mid boat']);
    expect(await listings('minPrice=10&maxPrice=500')).toEqual(['Dear house', 'Mid boat']);
    expect(await listings('minPrice=50.5')).toEqual(['Dear house']);
    expect(await listings('createdFrom=2026-04-02&createdTo=2026-04-02')).toEqual(['Mid boat']);
    expect(await listings('sort=price&order=desc')).toEqual(['Dear house', 'Mid boat', 'Cheap car']);
    expect(await listings('sort=title')).toEqual(['Cheap car', 'Dear house', 'Mid boat']);
    expect(await listings(`active=true&category_id=${category}&maxPrice=100&createdFrom=2026-01-01`)).toEqual(['Cheap car']);
  });

  it('is open to dataentry with its filters, and counts when asked', async () => {
    const response = await t.as(dataentry).get(`/api/classifieds/get-classifieds-by-admin?country_id=${country}&withTotal=true&active=true`);
    expect(response.statusCode).toBe(200);
    expect(ZClassifiedList.parse(response.json())).toMatchObject({ total: 2, totalExact: true });
  });

  it.each([
    ['minPrice=-1', 'minPrice', m.priceInvalid],
    ['maxPrice=ten', 'maxPrice', m.priceInvalid],
    ['minPrice=9&maxPrice=3', 'maxPrice', m.priceRangeInvalid],
    ['active=yes', 'active', m.booleanFilterInvalid],
    ['sort=mobile', 'sort', m.sortInvalid],
    ['createdFrom=2026-13-01', 'createdFrom', m.dateInvalid],
  ])('answers 400 for %s', async (query, field, message) => {
    const response = await t.as(admin).get(`/api/classifieds/get-classifieds-by-admin?country_id=${country}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });
});

describe('the tickets list', () => {
  it('filters by status and assignee and sorts by title, number and status', async () => {
    expect(await ticketTitles(`manager_id=${admin.id}`)).toEqual(['A ticket']);
    expect(await ticketTitles(`manager_id=${admin.id}&status=open`)).toEqual([]);
    expect(await ticketTitles('manager_id=not-an-id')).toEqual([]);
    expect(await ticketTitles('sort=title')).toEqual(['A ticket', 'B ticket', 'C ticket']);
    expect(await ticketTitles('sort=ticketNo&order=desc')).toEqual(['C ticket', 'A ticket', 'B ticket']);
    expect(await ticketTitles('sort=status&order=asc')).toEqual(['B ticket', 'C ticket', 'A ticket']);
    expect(await ticketTitles('status=open&sort=title&order=desc')).toEqual(['C ticket', 'B ticket']);
    expect(assigned).toBeTruthy();
  });

  it('answers 400 for a sort it does not know', async () => {
    const response = await t.as(admin).get('/api/support/get-all-tickets?sort=manager');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields.sort).toBe(m.sortInvalid);
  });
});

describe('the audit log', () => {
  it('filters by action, actor and day, oldest first on request, and counts', async () => {
    expect(await actions('action=user.block')).toEqual(['user.block@c', 'user.block@a']);
    expect(await actions(`action=user.block&actor_id=${admin.id}`)).toEqual(['user.block@a']);
    expect(await actions('createdFrom=2026-06-02&createdTo=2026-06-03')).toEqual(['user.block@c', 'post.hide@b']);
    expect(await actions('createdFrom=2026-06-01&createdTo=2026-06-03&order=asc')).toEqual(['user.block@a', 'post.hide@b', 'user.block@c']);
    const counted = ZAuditLog.parse(await ok('/api/admin/audit-log?withTotal=true&action=user.block&itemsPerPage=1'));
    expect(counted).toMatchObject({ total: 2, totalExact: true, isNext: true });
  });

  it('answers 400 for a bad day or order', async () => {
    for (const [query, field, message] of [
      ['createdFrom=06/01/2026', 'createdFrom', m.dateInvalid],
      ['order=newest', 'order', m.orderInvalid],
    ] as const) {
      const response = await t.as(admin).get(`/api/admin/audit-log?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
  });
});

describe('the total of a list', () => {
  it("is the planner's estimate, not exact, above the limit", async () => {
    const estimate = await estimatedRows(t.db, users, undefined);
    expect(estimate).toBeGreaterThanOrEqual(0);
    expect(await listTotal(t.db, users, undefined, -1)).toEqual({ total: estimate, totalExact: false });
    expect(await listTotal(t.db, users, undefined)).toEqual({ total: await t.db.$count(users), totalExact: true });
  });
});
