import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MAX_IDS, ZBulkResult } from '@souq/contract/console-lists';
import { messages } from '@souq/contract/messages';
import { activityItems } from '../../db/schema/activity';
import { auditLog } from '../../db/schema/content';
import { pushDeliveries } from '../../db/schema/outbox';
import { strikes } from '../../db/schema/strikes';
import { classifiedPosts } from '../../db/schema/classifieds';
import { posts } from '../../db/schema/posts';
import { contactForms, tickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { buildClassified, buildContactForm, buildDeviceToken, buildPost, buildTicket, buildUser } from '../../../test/factories';

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
const strikesOf = (subjectIds: string[]) => t.db.select().from(strikes).where(inArray(strikes.subjectId, subjectIds));

describe('strikes of bulk actions', () => {
  it('hiding strikes the author of each changed post with the reason and note, audited and told, as one hide does', async () => {
    const author = await buildUser(t.db, { language: 'ar' });
    await buildDeviceToken(t.db, { userId: author.id });
    const chosen = await Promise.all([1, 2].map(() => buildPost(t.db, { userId: author.id })));
    const already = await buildPost(t.db, { userId: author.id, active: false });
    // A post whose author's account is erased: hidden all the same, but nobody to strike.
    const gone = await buildUser(t.db, { deletedAt: new Date() });
    const orphan = await buildPost(t.db, { userId: gone.id });
    const ids = [...chosen.map((p) => p.id), already.id, orphan.id];

    const response = await bulk('posts', { action: 'hide', ids, reason: 'spam', note: '  Same ad over and over  ' });
    expect(response.json()).toEqual({ changed: 3, notFound: [] });

    const struck = await strikesOf(ids);
    expect(struck.map((s) => s.subjectId).sort()).toEqual(chosen.map((p) => p.id).sort());
    for (const strike of struck) {
      expect(strike).toMatchObject({
        userId: author.id,
        actorId: admin.id,
        action: 'hide',
        subjectType: 'post',
        reason: 'spam',
        note: 'Same ad over and over',
      });
    }
    const audited = await auditOf(struck.map((s) => s.id));
    expect(audited).toHaveLength(2);
    for (const entry of audited) {
      const strike = struck.find((s) => s.id === entry.recordId)!;
      expect(entry).toMatchObject({ actorId: admin.id, action: 'strike.record', recordType: 'strike', before: null });
      expect(JSON.parse(entry.after ?? '')).toEqual({
        member_id: author.id,
        action: 'hide',
        subject_type: 'post',
        subject_id: strike.subjectId,
        reason: 'spam',
        note: 'Same ad over and over',
      });
    }
    // The author's inbox names each decision and its strike, and a push is queued in their language.
    const items = await t.db.select().from(activityItems).where(eq(activityItems.recipientId, author.id));
    expect(items.map((i) => i.strikeId).sort()).toEqual(struck.map((s) => s.id).sort());
    for (const item of items) {
      expect(item).toMatchObject({ kind: 'moderation', subjectType: 'post', decision: 'hidden', reason: 'Same ad over and over', reasonCategory: 'spam' });
    }
    expect(new Set(items.map((i) => i.groupKey)).size).toBe(2);
    const pushes = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, author.id));
    expect(pushes.map((p) => p.data?.post_id).sort()).toEqual(chosen.map((p) => p.id).sort());
    expect(pushes.every((p) => p.data?.type === 'moderation' && p.status === 'queued' && /[\u0600-\u06FF]/.test(p.body ?? ''))).toBe(true);

    // Showing them again strikes nobody, and hiding what is hidden strikes nobody twice.
    expect((await bulk('posts', { action: 'show', ids })).json()).toEqual({ changed: 4, notFound: [] });
    expect(await strikesOf(ids)).toHaveLength(2);
    await bulk('posts', { action: 'hide', ids: [already.id], reason: 'scam' });
    await bulk('posts', { action: 'hide', ids: [already.id], reason: 'scam' });
    expect((await strikesOf([already.id])).map((s) => [s.reason, s.note])).toEqual([['scam', null]]);
  });

  it('strikes every post matching the filter; a request without a reason records "other"', async () => {
    const author = await buildUser(t.db);
    const mine = await Promise.all([1, 2, 3].map(() => buildPost(t.db, { userId: author.id })));
    expect((await bulk('posts', { action: 'hide', filter: { user_id: author.id } })).json()).toEqual({ changed: 3, notFound: [] });
    const struck = await strikesOf(mine.map((p) => p.id));
    expect(struck.map((s) => [s.userId, s.reason, s.note])).toEqual(mine.map(() => [author.id, 'other', null]));
  });

  it('refuses a reason off the list with its message, and changes nothing', async () => {
    const post = await buildPost(t.db);
    const response = await bulk('posts', { action: 'hide', ids: [post.id], reason: 'rude' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.strikes.reasonInvalid);
    const [row] = await t.db.select({ active: posts.active }).from(posts).where(eq(posts.id, post.id));
    expect(row?.active).toBe(true);
    expect(await strikesOf([post.id])).toHaveLength(0);
    expect(await auditOf([post.id])).toHaveLength(0);
    const long = await bulk('posts', { action: 'hide', ids: [post.id], note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toBe(messages.strikes.noteTooLong);
  });

  it('disallowing strikes the owner of the listing; allowing strikes nobody', async () => {
    const owner = await buildUser(t.db);
    const listing = await buildClassified(t.db, { userId: owner.id });
    await bulk('classifieds', { action: 'disallow', ids: [listing.id], reason: 'prohibited', note: 'No weapons' }, dataentry);
    const [strike] = await strikesOf([listing.id]);
    expect(strike).toMatchObject({ userId: owner.id, action: 'disallow', subjectType: 'listing', reason: 'prohibited', note: 'No weapons' });
    const [item] = await t.db.select().from(activityItems).where(eq(activityItems.strikeId, strike!.id));
    expect(item).toMatchObject({ recipientId: owner.id, subjectType: 'listing', decision: 'disallowed', reasonCategory: 'prohibited' });
    await bulk('classifieds', { action: 'allow', ids: [listing.id] }, dataentry);
    expect(await strikesOf([listing.id])).toHaveLength(1);
  });

  it('blocking strikes each member blocked, told by mail only; unblocking strikes nobody', async () => {
    const members = await Promise.all([1, 2].map(() => buildUser(t.db)));
    const ids = members.map((m) => m.id);
    await bulk('users', { action: 'block', ids, reason: 'scam' });
    const struck = await strikesOf(ids);
    expect(struck.map((s) => [s.userId, s.subjectId, s.action, s.subjectType, s.reason, s.mailedAt])).toEqual(
      expect.arrayContaining(members.map((m) => [m.id, m.id, 'block', 'user', 'scam', null])),
    );
    expect(struck).toHaveLength(2);
    expect((await auditOf(struck.map((s) => s.id))).map((a) => a.action)).toEqual(['strike.record', 'strike.record']);
    expect(await t.db.select().from(activityItems).where(inArray(activityItems.recipientId, ids))).toHaveLength(0);
    await bulk('users', { action: 'unblock', ids });
    expect(await strikesOf(ids)).toHaveLength(2);
  });
});

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
