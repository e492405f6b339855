import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MAX_IDS, ZBulkResult } from '@souq/contract/console-lists';
import { messages } from '@souq/contract/messages';
import { auditLog } from '../../db/schema/content';
import { classifiedPosts } from '../../db/schema/classifieds';
import { posts } from '../../db/schema/posts';
import { contactForms, tickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { buildClassified, buildContactForm, buildPost, buildTicket, buildUser } from '../../../test/factories';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin');
  dataentry = (await t.userWithToken('dataentry')).token;
});
afterAll(() => t.close());

const bulk = (list: string, payload: unknown, token: string | null = admin.token) => t.as(token).post(`/api/console/bulk/${list}`, payload as object);
const auditOf = (ids: string[]) => t.db.select().from(auditLog).where(inArray(auditLog.recordId, ids));

describe('POST /api/console/bulk/posts', () => {
  it('hides the selected posts in one go, audits each and answers how many changed', async () => {
    const author = await buildUser(t.db);
    const chosen = await Promise.all([1, 2, 3].map(() => buildPost(t.db, { userId: author.id })));
    const already = await buildPost(t.db, { userId: author.id, active: false });
    const other = await buildPost(t.db, { userId: author.id });
    const ids = [...chosen.map((p) => p.id), already.id];

    const response = await bulk('posts', { action: 'hide', ids });
    expect(response.statusCode).toBe(200);
    // The post that was hidden already is not counted, and writes no audit row.
    expect(ZBulkResult.parse(response.json())).toEqual({ changed: 3, notFound: [] });
    const rows = await t.db
      .select({ id: posts.id, active: posts.active })
      .from(posts)
      .where(inArray(posts.id, [...ids, other.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.active]))).toEqual({
      ...Object.fromEntries(ids.map((id) => [id, false])),
      [other.id]: true,
    });
    const audit = await auditOf(ids);
    expect(audit).toHaveLength(3);
    for (const entry of audit) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        action: 'post.hide',
        recordType: 'post',
        before: '{"active":true}',
        after: '{"active":false}',
      });
    }

    const shown = await bulk('posts', { action: 'show', ids: chosen.map((p) => p.id.toUpperCase()) });
    expect(shown.json()).toEqual({ changed: 3, notFound: [] });
  });

  it('applies to every post matching the list filter, and only to those', async () => {
    const author = await buildUser(t.db);
    const bystander = await buildUser(t.db);
    // No default description: its sequence number could hold the search's word '2' too.
    const mine = await Promise.all([1, 2, 3, 4].map((n) => buildPost(t.db, { userId: author.id, title: `Filtered ${n}`, description: '' })));
    const notMine = await buildPost(t.db, { userId: bystander.id, title: 'Filtered too' });
    const response = await bulk('posts', { action: 'hide', filter: { user_id: author.id } });
    expect(response.json()).toEqual({ changed: 4, notFound: [] });
    const [kept] = await t.db.select({ active: posts.active }).from(posts).where(eq(posts.id, notMine.id));
    expect(kept?.active).toBe(true);
    expect(await auditOf(mine.map((p) => p.id))).toHaveLength(4);
    // The same filter the list reads: a search narrows it as it narrows the list.
    await bulk('posts', { action: 'show', filter: { user_id: author.id, textSearch: 'Filtered 2' } });
    const shown = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, author.id), eq(posts.active, true)));
    expect(shown.map((r) => r.id)).toEqual([mine[1]!.id]);
  });

  it('reports ids that name no post (unknown, deleted, not an id) and changes nothing for them', async () => {
    const live = await buildPost(t.db);
    const deleted = await buildPost(t.db, { deletedAt: new Date() });
    const response = await bulk('posts', { action: 'hide', ids: [unknownId, deleted.id, 'not-an-id', live.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 1, notFound: [unknownId, deleted.id, 'not-an-id'] });
    const [row] = await t.db.select({ active: posts.active }).from(posts).where(eq(posts.id, deleted.id));
    expect(row?.active).toBe(true);
    expect(await auditOf([deleted.id, unknownId])).toHaveLength(0);

    const none = await bulk('posts', { action: 'hide', ids: [unknownId] });
    expect(none.json()).toEqual({ changed: 0, notFound: [unknownId] });
  });

  it.each([
    ['neither ids nor filter', { action: 'hide' }, messages.bulk.idsOrFilter],
    ['both ids and filter', { action: 'hide', ids: [unknownId], filter: {} }, messages.bulk.idsOrFilter],
    ['empty ids', { action: 'hide', ids: [] }, messages.bulk.idsEmpty],
    ['too many ids', { action: 'hide', ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => unknownId) }, messages.bulk.idsTooMany],
    ['ids that are no list', { action: 'hide', ids: 'all' }, messages.bulk.idsInvalid],
    ['ids that are no strings', { action: 'hide', ids: [42] }, messages.bulk.idsInvalid],
    ['an action of no list', { action: 'delete', ids: [unknownId] }, messages.bulk.actionInvalid],
    ['no action', { ids: [unknownId] }, messages.bulk.actionInvalid],
    ['a filter the list refuses', { action: 'hide', filter: { page: 0 } }, 'page must be a positive whole number'],
  ])('refuses %s with its message', async (_, payload, message) => {
    const response = await bulk('posts', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('needs an admin: 401 without a token, 403 for dataentry', async () => {
    expect((await bulk('posts', { action: 'hide', ids: [unknownId] }, null)).statusCode).toBe(401);
    expect((await bulk('posts', { action: 'hide', ids: [unknownId] }, dataentry)).statusCode).toBe(403);
  });
});

describe('POST /api/console/bulk/classifieds', () => {
  it('disallows the selected listings; dataentry may, as with one listing', async () => {
    const listings = await Promise.all([1, 2].map(() => buildClassified(t.db)));
    const ids = listings.map((l) => l.id);
    const response = await bulk('classifieds', { action: 'disallow', ids }, dataentry);
    expect(response.json()).toEqual({ changed: 2, notFound: [] });
    const rows = await t.db.select({ active: classifiedPosts.active }).from(classifiedPosts).where(inArray(classifiedPosts.id, ids));
    expect(rows.map((r) => r.active)).toEqual([false, false]);
    expect((await auditOf(ids)).map((a) => a.action)).toEqual(['classified.disallow', 'classified.disallow']);
    const member = await t.userWithToken('user');
    expect((await bulk('classifieds', { action: 'allow', ids }, member.token)).statusCode).toBe(403);
  });
});

describe('POST /api/console/bulk/users', () => {
  it('blocks the selected users, ends their sessions, and never blocks the caller', async () => {
    const member = await t.userWithToken('user');
    const other = await buildUser(t.db);
    const response = await bulk('users', { action: 'block', ids: [member.id, other.id, admin.id] });
    // The caller is not among the users a bulk action reaches: reported as not found.
    expect(response.json()).toEqual({ changed: 2, notFound: [admin.id] });
    const rows = await t.db
      .select({ id: users.id, blocked: users.blocked })
      .from(users)
      .where(inArray(users.id, [member.id, other.id, admin.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.blocked]))).toEqual({ [member.id]: true, [other.id]: true, [admin.id]: false });
    // The blocked member's token stops working at once, and their login is refused.
    expect((await t.as(member).get('/api/v1/me')).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: member.email, password: TEST_PASSWORD } });
    expect(login.statusCode).not.toBe(200);
    expect((await auditOf([member.id, other.id])).map((a) => a.action)).toEqual(['user.block', 'user.block']);
    expect((await bulk('users', { action: 'block', ids: [member.id] }, dataentry)).statusCode).toBe(403);
  });
});

describe('POST /api/console/bulk/contact-forms and /tickets', () => {
  it('completes contact forms and closes tickets', async () => {
    const forms = await Promise.all([1, 2].map(() => buildContactForm(t.db)));
    const formIds = forms.map((f) => f.id);
    expect((await bulk('contact-forms', { action: 'complete', ids: formIds })).json()).toEqual({ changed: 2, notFound: [] });
    const formRows = await t.db.select({ action: contactForms.action }).from(contactForms).where(inArray(contactForms.id, formIds));
    expect(formRows.map((r) => r.action)).toEqual(['completed', 'completed']);
    expect((await auditOf(formIds)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['contact-form.update', '{"action":"pending"}', '{"action":"completed"}'],
      ['contact-form.update', '{"action":"pending"}', '{"action":"completed"}'],
    ]);

    const open = await buildTicket(t.db);
    const closed = await buildTicket(t.db, { status: 'closed' });
    const response = await bulk('tickets', { action: 'close', filter: { status: 'open' } });
    expect(response.statusCode).toBe(200);
    expect(ZBulkResult.parse(response.json()).changed).toBeGreaterThanOrEqual(1);
    const ticketRows = await t.db
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(inArray(tickets.id, [open.id, closed.id]));
    expect(ticketRows.map((r) => r.status)).toEqual(['closed', 'closed']);
    expect((await auditOf([open.id])).map((a) => a.action)).toEqual(['ticket.status']);
    expect(await auditOf([closed.id])).toHaveLength(0);
    expect((await bulk('tickets', { action: 'close', ids: [open.id] }, dataentry)).statusCode).toBe(403);
    expect((await bulk('contact-forms', { action: 'complete', ids: [open.id] }, null)).statusCode).toBe(401);
  });
});
