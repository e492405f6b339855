import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZModerationDetail, ZModerationItem, ZModerationQueue } from '@souq/contract/moderation';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { auditLog } from '../../db/schema/content';
import { classifiedReports } from '../../db/schema/members';
import { moderationItems } from '../../db/schema/moderation';
import { postReports, posts } from '../../db/schema/posts';
import { userReports, users } from '../../db/schema/users';
import { buildClassified, buildClassifiedReport, buildPost, buildPostReport, buildUser, buildUserReport } from '../../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: { id: string; email: string; token: string };
let otherAdmin: { id: string; email: string; token: string };
let dataentry: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin', { name: 'Nora Admin' });
  otherAdmin = await t.userWithToken('admin', { name: 'Omar Admin' });
  dataentry = await t.userWithToken('dataentry');
});
afterAll(() => t.close());
// The queue is global: each test starts from an empty one.
beforeEach(async () => {
  await t.db.delete(postReports);
  await t.db.delete(userReports);
  await t.db.delete(classifiedReports);
  await t.db.delete(moderationItems);
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const queue = async (query = '') => {
  const response = await t.as(admin).get(`/api/admin/moderation/queue?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZModerationQueue.parse(response.json());
};
const decide = (payload: object, token = admin.token) => t.as(token).post('/api/admin/moderation/decide', payload);
const auditOf = (recordId: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.createdAt);
const unknownId = '00000000-0000-4000-8000-000000000000';

/** A post reported by `reporters` members (the first twice), the last report at `minute`. */
async function reportedPost(minute: number, reasons: string[] = ['spam']) {
  const author = await buildUser(t.db, { name: 'Post Author' });
  const post = await buildPost(t.db, {
    userId: author.id,
    title: 'Cheap watches',
    media: [{ url: 'https://cdn.test/a.jpg', type: 'image' }],
  });
  for (const [i, reason] of reasons.entries()) {
    await buildPostReport(t.db, { postId: post.id, reportDescription: reason, createdAt: at(minute - reasons.length + i + 1) });
  }
  return { post, author };
}

async function reportedListing(minute: number) {
  const seller = await buildUser(t.db, { name: 'Seller' });
  const listing = await buildClassified(t.db, { userId: seller.id, title: 'Fake phone' });
  await buildClassifiedReport(t.db, { classifiedId: listing.id, reason: 'fraud', createdAt: at(minute) });
  return { listing, seller };
}

async function reportedMember(minute: number) {
  const member = await buildUser(t.db, { name: 'Rude Member', email: `rude-${minute}-${Date.now()}@example.test` });
  const reporter = await buildUser(t.db);
  await buildUserReport(t.db, { userId: reporter.id, reportedUserId: member.id, reason: 'insults', createdAt: at(minute) });
  return { member, reporter };
}

describe('GET /api/admin/moderation/queue', () => {
  it('lists every kind of report, one row per subject, most recently reported first, with the content beside it', async () => {
    const { post: p, author } = await reportedPost(10, ['spam', 'spam', 'scam']);
    const reporter = await buildUser(t.db);
    // The same member reporting twice counts once.
    await t.db.insert(postReports).values([
      { postId: p.id, reportedUserId: reporter.id, reportDescription: 'again', createdAt: at(11) },
      { postId: p.id, reportedUserId: reporter.id, reportDescription: '', createdAt: at(12) },
    ]);
    const { listing, seller } = await reportedListing(20);
    const { member } = await reportedMember(5);
    const { items, nextCursor } = await queue();
    expect(nextCursor).toBeNull();
    expect(items.map((i) => [i.kind, i.subject_id])).toEqual([
      ['listing', listing.id],
      ['post', p.id],
      ['user', member.id],
    ]);
    expect(items[1]).toMatchObject({
      state: 'open',
      reporters: 4,
      reasons: ['again', 'scam', 'spam'],
      firstReportedAt: at(8),
      lastReportedAt: at(12),
      assignee: null,
      subject: {
        exists: true,
        title: 'Cheap watches',
        image: 'https://cdn.test/a.jpg',
        visible: true,
        author: { _id: author.id, name: 'Post Author', blocked: false },
      },
    });
    expect(items[0]).toMatchObject({ reporters: 1, reasons: ['fraud'], subject: { title: 'Fake phone', author: { _id: seller.id } } });
    expect(items[2]).toMatchObject({ reporters: 1, reasons: ['insults'], subject: { title: 'Rude Member', author: { _id: member.id }, listing: null } });
    expect(items[1]!.subject.listing).toBeNull();
  });

  it('shows a reported listing with its price, category, whether it sold and its page', async () => {
    const { listing } = await reportedListing(40);
    const [row] = await t.db
      .select({ price: classifiedPosts.price, categoryId: classifiedPosts.categoryId })
      .from(classifiedPosts)
      .where(eq(classifiedPosts.id, listing.id));
    const [category] = await t.db.select().from(categories).where(eq(categories.id, row!.categoryId));
    const item = (await queue('kind=listing')).items.find((i) => i.subject_id === listing.id);
    expect(item?.subject.listing).toEqual({
      price: Number(row!.price),
      currency: expect.any(String),
      categoryName: { en: category!.categoryEn, ar: category!.categoryAr },
      sold: false,
      pagePath: `/l/${listing.id}/fake-phone`,
    });
    await t.db.update(classifiedPosts).set({ soldAt: new Date() }).where(eq(classifiedPosts.id, listing.id));
    const detail = await t.as(admin).get(`/api/admin/moderation/subject?kind=listing&subject_id=${listing.id}`);
    expect(ZModerationDetail.parse(detail.json()).item.subject.listing).toMatchObject({ sold: true, pagePath: `/l/${listing.id}/fake-phone` });
  });

  it('arrives from the members’ API reports', async () => {
    const member = await t.userWithToken('user');
    const p = await buildPost(t.db);
    const listing = await buildClassified(t.db);
    const target = await buildUser(t.db);
    expect((await t.as(member).post(`/api/v1/posts/${p.id}/report`, { reason: 'violence' })).statusCode).toBe(201);
    expect((await t.as(member).post(`/api/v1/classifieds/${listing.id}/report`, { reason: 'fraud' })).statusCode).toBe(201);
    expect((await t.as(member).post(`/api/v1/users/${target.id}/report`, { reason: 'bullying' })).statusCode).toBe(201);
    const { items } = await queue();
    expect(items.every((i) => i.reportCategories.join() === 'other')).toBe(true);
    expect(items.map((i) => [i.kind, i.subject_id, i.reasons]).sort()).toEqual(
      [
        ['listing', listing.id, ['fraud']],
        ['post', p.id, ['violence']],
        ['user', target.id, ['bullying']],
      ].sort(),
    );
  });

  it('carries what each report says is wrong: a category with optional words, or the words alone as "other"', async () => {
    const member = await t.userWithToken('user');
    const other = await t.userWithToken('user');
    const p = await buildPost(t.db);
    const listing = await buildClassified(t.db);
    const target = await buildUser(t.db);
    expect((await t.as(member).post(`/api/v1/posts/${p.id}/report`, { category: 'offensive' })).statusCode).toBe(201);
    expect((await t.as(other).post(`/api/v1/posts/${p.id}/report`, { category: 'spam', reason: 'Posted five times' })).statusCode).toBe(201);
    expect((await t.as(member).post(`/api/v1/classifieds/${listing.id}/report`, { category: 'scam', reason: 'Asks for a deposit first' })).statusCode).toBe(
      201,
    );
    expect((await t.as(member).post(`/api/v1/users/${target.id}/report`, { reason: 'Rude in chat' })).statusCode).toBe(201);
    const byId = new Map((await queue()).items.map((i) => [i.subject_id, i]));
    expect(byId.get(p.id)).toMatchObject({ reportCategories: ['spam', 'offensive'], reasons: ['Posted five times'], reporters: 2 });
    expect(byId.get(listing.id)).toMatchObject({ reportCategories: ['scam'], reasons: ['Asks for a deposit first'] });
    expect(byId.get(target.id)).toMatchObject({ reportCategories: ['other'], reasons: ['Rude in chat'] });
    const detail = ZModerationDetail.parse((await t.as(admin).get(`/api/admin/moderation/subject?kind=post&subject_id=${p.id}`)).json());
    expect(detail.reports.map((r) => [r.category, r.reason]).sort()).toEqual([
      ['offensive', ''],
      ['spam', 'Posted five times'],
    ]);
  });

  it.each([
    ['posts', 'post'],
    ['classifieds', 'listing'],
    ['users', 'member'],
  ])('refuses a report to /api/v1/%s with no words for "other" or an unknown category, and stores nothing', async (path) => {
    const member = await t.userWithToken('user');
    const subjectId = path === 'posts' ? (await buildPost(t.db)).id : path === 'classifieds' ? (await buildClassified(t.db)).id : (await buildUser(t.db)).id;
    for (const [body, message] of [
      [{}, messages.members.common.reasonRequired],
      [{ category: 'other', reason: '   ' }, messages.members.common.reasonRequired],
      [{ category: 'ugly' }, messages.members.common.reportCategoryInvalid],
      [{ category: 7 }, messages.members.common.reportCategoryInvalid],
      [{ category: 'spam', reason: 'x'.repeat(1001) }, messages.members.common.reasonTooLong],
    ] as const) {
      const response = await t.as(member).post(`/api/v1/${path}/${subjectId}/report`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
    expect((await queue()).items.map((i) => i.subject_id)).not.toContain(subjectId);
  });

  it('pages by keyset cursor and filters by kind, state and assignee', async () => {
    const subjects = [];
    for (let minute = 1; minute <= 5; minute++) subjects.push((await reportedPost(minute)).post.id);
    const { listing } = await reportedListing(30);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await queue(`kind=post&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.subject_id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...subjects].reverse());
    expect((await queue('kind=listing')).items.map((i) => i.subject_id)).toEqual([listing.id]);
    expect((await queue('state=resolved')).items).toEqual([]);
    expect((await t.as(admin).post('/api/admin/moderation/assign', { kind: 'post', subject_id: subjects[2], assignee_id: otherAdmin.id })).statusCode).toBe(
      200,
    );
    expect((await queue(`assignee_id=${otherAdmin.id}`)).items.map((i) => i.subject_id)).toEqual([subjects[2]]);
    expect((await queue(`assignee_id=${admin.id}`)).items).toEqual([]);
    expect(await queue('assignee_id=junk')).toEqual({ items: [], nextCursor: null });
  });

  it('shows a subject deleted since it was reported as gone', async () => {
    const { listing } = await reportedListing(1);
    await t.db.delete(classifiedPosts).where(eq(classifiedPosts.id, listing.id));
    const { post: p } = await reportedPost(2);
    await t.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, p.id));
    const { items } = await queue();
    expect(items.map((i) => i.subject.exists)).toEqual([false, false]);
    // The listing's reports outlive it (their listing id is emptied), so nobody counts any more.
    expect(items[1]).toMatchObject({ kind: 'listing', reporters: 0 });
  });

  it.each([
    ['kind=story', messages.moderation.kindInvalid],
    ['state=closed', messages.moderation.stateInvalid],
    ['limit=0', messages.moderation.limitInvalid],
    ['limit=101', messages.moderation.limitInvalid],
    ['cursor=abc', messages.members.common.cursorInvalid],
  ])('refuses %s with the catalog text', async (query, text) => {
    const response = await t.as(admin).get(`/api/admin/moderation/queue?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/moderation/queue' })).statusCode).toBe(401);
    expect((await t.as(dataentry).get('/api/admin/moderation/queue')).statusCode).toBe(403);
    expect((await decide({ kind: 'post', subject_id: unknownId, action: 'resolve' }, dataentry.token)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/moderation/decide', () => {
  it('resolves with a note: the item leaves the open queue, the audit log has it, a new report reopens it', async () => {
    const { post: p } = await reportedPost(1);
    const response = await decide({ kind: 'post', subject_id: p.id, action: 'resolve', note: '  Looked fine  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZModerationItem.parse(response.json())).toMatchObject({
      state: 'resolved',
      note: 'Looked fine',
      decidedBy: { _id: admin.id, name: 'Nora Admin' },
    });
    expect((await queue()).items).toEqual([]);
    expect((await queue('state=resolved')).items.map((i) => i.subject_id)).toEqual([p.id]);
    const [entry] = await auditOf(p.id);
    expect(entry).toMatchObject({ action: 'moderation.resolve', actorId: admin.id, recordType: 'post' });
    expect(JSON.parse(entry!.after!)).toEqual({ state: 'resolved', note: 'Looked fine' });
    // Deciding again is refused; a new report reopens the subject with its last decision kept.
    expect((await decide({ kind: 'post', subject_id: p.id, action: 'dismiss' })).statusCode).toBe(409);
    await buildPostReport(t.db, { postId: p.id, reportDescription: 'still bad', createdAt: at(50) });
    const [reopened] = (await queue()).items;
    expect(reopened).toMatchObject({
      subject_id: p.id,
      state: 'open',
      lastReportedAt: at(50),
      note: 'Looked fine',
      decidedBy: { _id: admin.id },
    });
  });

  it('dismisses', async () => {
    const { member } = await reportedMember(1);
    const response = await decide({ kind: 'user', subject_id: member.id, action: 'dismiss' });
    expect(ZModerationItem.parse(response.json())).toMatchObject({ state: 'dismissed', note: null });
    expect((await queue('state=dismissed')).items.map((i) => i.subject_id)).toEqual([member.id]);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['moderation.dismiss']);
  });

  it('hides a post and disallows a listing, recorded on the record as the other screens record it', async () => {
    const { post: p } = await reportedPost(1);
    const { listing } = await reportedListing(2);
    expect((await decide({ kind: 'post', subject_id: p.id, action: 'hide', note: 'nudity' })).json()).toMatchObject({
      state: 'resolved',
      subject: { visible: false },
    });
    expect((await decide({ kind: 'listing', subject_id: listing.id, action: 'hide' })).json()).toMatchObject({
      state: 'resolved',
      subject: { visible: false },
    });
    const [hidden] = await t.db.select({ active: posts.active }).from(posts).where(eq(posts.id, p.id));
    expect(hidden?.active).toBe(false);
    const [disallowed] = await t.db.select({ active: classifiedPosts.active }).from(classifiedPosts).where(eq(classifiedPosts.id, listing.id));
    expect(disallowed?.active).toBe(false);
    expect((await auditOf(p.id)).map((e) => e.action)).toEqual(['post.hide', 'moderation.hide']);
    expect((await auditOf(listing.id)).map((e) => [e.action, e.recordType])).toEqual([
      ['classified.disallow', 'classified'],
      ['moderation.hide', 'classified'],
    ]);
    expect((await queue()).items).toEqual([]);
  });

  it('blocks the author: their sessions end at once', async () => {
    const author = await t.userWithToken('user', { name: 'Spammer' });
    const p = await buildPost(t.db, { userId: author.id });
    await buildPostReport(t.db, { postId: p.id, reportDescription: 'spam' });
    expect((await t.as(author).get('/api/v1/me')).statusCode).toBe(200);
    const response = await decide({ kind: 'post', subject_id: p.id, action: 'block', note: 'repeat spammer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'resolved', subject: { author: { _id: author.id, blocked: true } } });
    expect((await t.as(author).get('/api/v1/me')).statusCode).toBe(401);
    expect((await auditOf(author.id)).map((e) => e.action)).toEqual(['user.block']);
    expect((await auditOf(p.id)).map((e) => e.action)).toEqual(['moderation.block']);
  });

  it('changes nothing when the action fails: staff are not blocked from the queue', async () => {
    const p = await buildPost(t.db, { userId: otherAdmin.id });
    const reporter = await buildUser(t.db);
    await buildPostReport(t.db, { postId: p.id, reportedUserId: reporter.id, reportDescription: 'spam' });
    const response = await decide({ kind: 'post', subject_id: p.id, action: 'block' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(messages.moderation.cannotBlockStaff);
    const own = await buildPost(t.db, { userId: admin.id });
    await buildPostReport(t.db, { postId: own.id, reportedUserId: reporter.id, reportDescription: 'spam' });
    expect((await decide({ kind: 'post', subject_id: own.id, action: 'block' })).statusCode).toBe(403);
    expect((await queue()).items.map((i) => i.state)).toEqual(['open', 'open']);
    const [staff] = await t.db.select({ blocked: users.blocked }).from(users).where(eq(users.id, otherAdmin.id));
    expect(staff?.blocked).toBe(false);
    expect(await auditOf(p.id)).toEqual([]);
  });

  it('refuses to hide a member, and to act on content deleted since', async () => {
    const { member } = await reportedMember(1);
    const hide = await decide({ kind: 'user', subject_id: member.id, action: 'hide' });
    expect(hide.statusCode).toBe(400);
    expect(errorOf(hide)).toBe(messages.moderation.hideNotForUsers);
    const { post: p } = await reportedPost(2);
    await t.db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, p.id));
    const gone = await decide({ kind: 'post', subject_id: p.id, action: 'hide' });
    expect(gone.statusCode).toBe(409);
    expect(errorOf(gone)).toBe(messages.moderation.subjectGone);
    // Resolving what is gone is still possible.
    expect((await decide({ kind: 'post', subject_id: p.id, action: 'resolve' })).statusCode).toBe(200);
  });

  it.each([
    [{ subject_id: unknownId, action: 'resolve' }, messages.moderation.kindInvalid],
    [{ kind: 'post', action: 'resolve' }, messages.moderation.subjectRequired],
    [{ kind: 'post', subject_id: unknownId, action: 'delete' }, messages.moderation.actionInvalid],
    [{ kind: 'post', subject_id: unknownId, action: 'resolve', note: 'x'.repeat(1001) }, messages.moderation.noteTooLong],
  ])('refuses %o with the catalog text', async (payload, text) => {
    const response = await decide(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
  });

  it.each([unknownId, 'junk'])('answers 404 for a subject that is not in the queue (%s)', async (subjectId) => {
    const response = await decide({ kind: 'post', subject_id: subjectId, action: 'resolve' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toBe(messages.moderation.notFound);
  });
});

describe('POST /api/admin/moderation/assign and GET staff', () => {
  it('assigns to an admin and unassigns, audited; refuses others', async () => {
    const { listing } = await reportedListing(1);
    const assign = (assignee_id: string | null) => t.as(admin).post('/api/admin/moderation/assign', { kind: 'listing', subject_id: listing.id, assignee_id });
    expect(ZModerationItem.parse((await assign(admin.id)).json()).assignee).toEqual({ _id: admin.id, name: 'Nora Admin' });
    expect((await assign(admin.id)).statusCode).toBe(200);
    expect((await assign(null)).json()).toMatchObject({ assignee: null });
    expect((await auditOf(listing.id)).map((e) => e.action)).toEqual(['moderation.assign', 'moderation.assign']);
    for (const id of [dataentry.id, unknownId]) {
      const response = await assign(id);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(messages.moderation.assigneeNotAdmin);
    }
    expect((await t.as(admin).post('/api/admin/moderation/assign', { kind: 'post', subject_id: listing.id, assignee_id: admin.id })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/moderation/subject', () => {
  it('answers the reports and the record’s history', async () => {
    const { post: p } = await reportedPost(3, ['spam', 'scam']);
    await t.as(otherAdmin).post('/api/post/hide-post', { post_id: p.id, active: false });
    await decide({ kind: 'post', subject_id: p.id, action: 'resolve', note: 'hidden already' });
    const response = await t.as(admin).get(`/api/admin/moderation/subject?kind=post&subject_id=${p.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = ZModerationDetail.parse(response.json());
    expect(detail.item).toMatchObject({ state: 'resolved', subject_id: p.id });
    expect(detail.reports.map((r) => r.reason)).toEqual(['scam', 'spam']);
    expect(detail.history.map((h) => [h.action, h.actor?.name])).toEqual([
      ['moderation.resolve', 'Nora Admin'],
      ['post.hide', 'Omar Admin'],
    ]);
  });

  it('answers 404 for unknown subjects and 400 for bad input', async () => {
    expect((await t.as(admin).get(`/api/admin/moderation/subject?kind=user&subject_id=${unknownId}`)).statusCode).toBe(404);
    expect((await t.as(admin).get('/api/admin/moderation/subject?kind=user&subject_id=junk')).statusCode).toBe(404);
    const bad = await t.as(admin).get(`/api/admin/moderation/subject?kind=story&subject_id=${unknownId}`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe(messages.moderation.kindInvalid);
    expect((await t.as(dataentry).get(`/api/admin/moderation/subject?kind=user&subject_id=${unknownId}`)).statusCode).toBe(403);
  });
});

// The same statement reporting many subjects keeps one row each (the trigger groups per statement).
describe('the queue trigger', () => {
  it('groups a multi-row insert per subject', async () => {
    const a = await buildPost(t.db);
    const b = await buildPost(t.db);
    const reporter = await buildUser(t.db);
    await t.db.insert(postReports).values([
      { postId: a.id, reportedUserId: reporter.id, createdAt: at(1) },
      { postId: a.id, reportedUserId: reporter.id, createdAt: at(3) },
      { postId: b.id, reportedUserId: reporter.id, createdAt: at(2) },
    ]);
    const rows = await t.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.subjectKind, 'post')));
    expect(rows.map((r) => [r.subjectId, r.firstReportedAt, r.lastReportedAt]).sort()).toEqual(
      [
        [a.id, at(1), at(3)],
        [b.id, at(2), at(2)],
      ].sort(),
    );
  });
});
