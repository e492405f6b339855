import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZPost, ZPostList, ZPostReportList } from '@souq/contract/posts';
import { auditLog } from '../../db/schema/content';
import { postReports, posts } from '../../db/schema/posts';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildPostReport, buildUser } from '../../../test/factories';
import { deletePost, setPostActive } from './post-moderation.service';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: string;
let posterId: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  dataentry = (await t.userWithToken('dataentry')).token;
  posterId = (await buildUser(t.db, { name: 'Poster' })).id;
});
afterAll(() => t.close());

const auditOf = (recordId: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.createdAt);

describe('POST /api/post/hide-post', () => {
  it('hides and shows a post, answering the post and auditing each change', async () => {
    const row = await buildPost(t.db, { userId: posterId });
    const hidden = await t.as(admin).post('/api/post/hide-post', { post_id: row.id, active: false });
    expect(hidden.statusCode).toBe(200);
    expect(ZPost.parse(hidden.json())).toMatchObject({ _id: row.id, active: false, user_id: { _id: posterId, name: 'Poster' } });
    const detail = ZPost.parse((await t.as(admin).get(`/api/post/get-post-by-admin?post_id=${row.id}`)).json());
    expect(detail.active).toBe(false);
    // Hidden posts stay in the staff list, so they can be shown again.
    const list = ZPostList.parse((await t.as(admin).get(`/api/post/get-all-posts?user_id=${posterId}`)).json());
    expect(list.posts.find((p) => p._id === row.id)?.active).toBe(false);

    const shown = await t.as(admin).post('/api/post/hide-post', { post_id: row.id, active: 'true' });
    expect(ZPost.parse(shown.json()).active).toBe(true);
    expect((await auditOf(row.id)).map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['post.hide', admin.id, '{"active":true}', '{"active":false}'],
      ['post.show', admin.id, '{"active":false}', '{"active":true}'],
    ]);
    // Setting what it already is changes and records nothing.
    expect((await t.as(admin).post('/api/post/hide-post', { post_id: row.id, active: true })).statusCode).toBe(200);
    expect(await auditOf(row.id)).toHaveLength(2);
  });

  it.each([
    [{ active: false }, messages.post.idRequired],
    [{ post_id: '  ', active: false }, messages.post.idRequired],
    [{ post_id: unknownId }, messages.post.activeInvalid],
    [{ post_id: unknownId, active: 'hidden' }, messages.post.activeInvalid],
    [{ post_id: unknownId, active: 0 }, messages.post.activeInvalid],
  ])('refuses %o with its message', async (payload, message) => {
    const response = await t.as(admin).post('/api/post/hide-post', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('answers 404 for unknown, junk and deleted posts', async () => {
    const gone = await buildPost(t.db, { userId: posterId, deletedAt: new Date() });
    for (const id of [unknownId, 'junk', gone.id]) {
      const response = await t.as(admin).post('/api/post/hide-post', { post_id: id, active: false });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(messages.post.notFound);
    }
  });
});

describe('POST /api/post/delete-post', () => {
  it('soft-deletes: the post leaves lists and pages, its reports stay, the audit row keeps what it said', async () => {
    const row = await buildPost(t.db, { userId: posterId, title: 'Fake watches', media: [{ url: '/uploads/posts/w.jpg', type: 'image' }] });
    await buildPostReport(t.db, { postId: row.id, reportedUserId: posterId, reportDescription: 'counterfeit' });
    const response = await t.as(admin).post('/api/post/delete-post', { post_id: row.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.post.deleted });

    const [stored] = await t.db.select().from(posts).where(eq(posts.id, row.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.$count(postReports, eq(postReports.postId, row.id))).toBe(1);
    const list = ZPostList.parse((await t.as(admin).get('/api/post/get-all-posts?itemsPerPage=100')).json());
    expect(list.posts.some((p) => p._id === row.id)).toBe(false);
    const search = ZPostList.parse((await t.as(admin).get('/api/post/get-all-posts?textSearch=watches')).json());
    expect(search.posts).toEqual([]);
    expect((await t.as(admin).get(`/api/post/get-post-by-admin?post_id=${row.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/post/get-public-post?post_id=${row.id}` })).statusCode).toBe(404);

    const [entry] = await auditOf(row.id);
    expect(entry).toMatchObject({ action: 'post.delete', actorId: admin.id, recordType: 'post' });
    expect(JSON.parse(entry!.before!)).toMatchObject({ title: 'Fake watches', user_id: posterId, deletedAt: null });
    expect(JSON.parse(entry!.after!).deletedAt).toEqual(stored!.deletedAt!.toISOString());

    const again = await t.as(admin).post('/api/post/delete-post', { post_id: row.id });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toBe(messages.post.notFound);
  });

  it('keeps the reports of a deleted post readable in the database but not through the post', async () => {
    const row = await buildPost(t.db, { userId: posterId });
    await buildPostReport(t.db, { postId: row.id, reportedUserId: posterId });
    expect(ZPostReportList.parse((await t.as(admin).get(`/api/post/get-reported-post?post_id=${row.id}`)).json()).reported).toHaveLength(1);
    await t.as(admin).post('/api/post/delete-post', { post_id: row.id });
    expect((await t.as(admin).get(`/api/post/get-reported-post?post_id=${row.id}`)).statusCode).toBe(404);
  });

  it('answers 400 without an id and 404 for unknown ones', async () => {
    const missing = await t.as(admin).post('/api/post/delete-post', {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.post.idRequired);
    for (const id of [unknownId, 'junk', '../../etc/passwd']) {
      expect((await t.as(admin).post('/api/post/delete-post', { post_id: id })).statusCode).toBe(404);
    }
  });
});

describe('audit rows are written with the change or not at all', () => {
  it('rolls the change back when its audit row cannot be written', async () => {
    const row = await buildPost(t.db, { userId: posterId });
    // An actor that does not exist breaks the audit row's foreign key, inside the transaction.
    await expect(setPostActive(t.db, unknownId, { post_id: row.id, active: false, reason: 'spam', note: null })).rejects.toThrow();
    await expect(deletePost(t.db, unknownId, { post_id: row.id, reason: 'spam', note: null })).rejects.toThrow();
    const [stored] = await t.db.select().from(posts).where(eq(posts.id, row.id));
    expect(stored).toMatchObject({ active: true, deletedAt: null });
    expect(await auditOf(row.id)).toEqual([]);
  });

  it('writes no audit row for refused writes', async () => {
    const before = await t.db.$count(auditLog);
    await t.as(admin).post('/api/post/hide-post', { post_id: unknownId, active: false });
    await t.as(admin).post('/api/post/delete-post', { post_id: 'junk' });
    await t.as(admin).post('/api/post/hide-post', { post_id: unknownId, active: 'x' });
    expect(await t.db.$count(auditLog)).toBe(before);
  });
});

describe('access', () => {
  it.each([
    ['/api/post/hide-post', { post_id: unknownId, active: false }],
    ['/api/post/delete-post', { post_id: unknownId }],
  ])('%s needs an admin: 401 without a token, 403 for dataentry', async (url, payload) => {
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as(dataentry).post(url, payload)).statusCode).toBe(403);
  });
});
