import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ZAuditLog } from '@souq/contract/audit';
import { auditLog } from '../../db/schema/content';
import { recordAudit } from '../../lib/audit';
import { type Caller, createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildPost, buildUser } from '../../../test/factories';

let t: TestContext;
let admin: { id: string; email: string; token: string };
let other: { id: string; email: string; token: string };
let dataentry: string;
let memberId: string;
let postId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin', { name: 'Nora Admin' });
  other = await t.userWithToken('admin', { name: 'Omar Admin' });
  dataentry = (await t.userWithToken('dataentry')).token;
  memberId = (await buildUser(t.db, { name: 'Member' })).id;
  postId = (await buildPost(t.db, { userId: memberId })).id;
  // Older system entries, then real staff actions through the API.
  await t.db.insert(auditLog).values(
    Array.from({ length: 11 }, (_, i) => ({
      actorId: null,
      action: 'category.create',
      recordType: 'category',
      recordId: `c${i}`,
      after: JSON.stringify({ category_en: `Cat ${i}` }),
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    })),
  );
  await t.as(admin).post('/api/admin/userstatusbyadmin', { user_id: memberId, isActive: 'pending' });
  await t.as(other).post('/api/post/hide-post', { post_id: postId, active: false });
  await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: memberId, toBlock: true });
});
afterAll(() => t.close());

const auditLogPage = (query: string, caller: Caller = admin) => t.as(caller).get(`/api/admin/audit-log?${query}`);
const read = async (query: string) => {
  const response = await auditLogPage(query);
  expect(response.statusCode, response.body).toBe(200);
  return ZAuditLog.parse(response.json());
};

describe('GET /api/admin/audit-log', () => {
  it('lists staff actions newest first with the actor and parsed before/after values', async () => {
    const first = await read('page=1&itemsPerPage=10');
    expect(first.isNext).toBe(true);
    // The hide and the block each record a strike too, logged with them in the same instant.
    expect(first.entries.filter((e) => e.action === 'strike.record')).toHaveLength(2);
    const staff = first.entries.filter((e) => e.record_type !== 'strike');
    expect(staff.slice(0, 3).map((e) => e.action)).toEqual(['user.block', 'post.hide', 'user.status']);
    expect(staff[0]).toEqual({
      _id: expect.any(String),
      actor: { _id: admin.id, name: 'Nora Admin', email: admin.email },
      action: 'user.block',
      record_type: 'user',
      record_id: memberId,
      before: { blocked: false },
      after: { blocked: true },
      createdAt: expect.any(Date),
    });
    expect(staff[1]?.actor?.name).toBe('Omar Admin');
    expect(staff[3]).toMatchObject({
      actor: null,
      action: 'category.create',
      record_id: 'c10',
      before: null,
      after: { category_en: 'Cat 10' },
    });
    const second = await read('page=2&itemsPerPage=10');
    expect(second.isNext).toBe(false);
    expect(second.entries.map((e) => e.record_id)).toEqual(['c5', 'c4', 'c3', 'c2', 'c1', 'c0']);
  });

  it('filters by staff member, action, record type and record', async () => {
    const actions = async (query: string) => (await read(query)).entries.map((e) => e.action);
    const withoutStrikes = async (query: string) => (await actions(query)).filter((action) => action !== 'strike.record');
    expect(await withoutStrikes(`actor_id=${other.id}`)).toEqual(['post.hide']);
    expect(await withoutStrikes(`actor_id=${admin.id}`)).toEqual(['user.block', 'user.status']);
    expect((await actions(`actor_id=${other.id}`)).filter((action) => action === 'strike.record')).toHaveLength(1);
    expect(await actions('record_type=strike')).toEqual(['strike.record', 'strike.record']);
    expect((await read('action=user.status')).entries).toHaveLength(1);
    expect((await read('record_type=category&itemsPerPage=100')).entries).toHaveLength(11);
    expect((await read(`record_type=user&record_id=${memberId}`)).entries.map((e) => e.action)).toEqual(['user.block', 'user.status']);
    expect((await read(`record_type=post&record_id=${postId}`)).entries.map((e) => e.action)).toEqual(['post.hide']);
    expect((await read(`actor_id=${admin.id}&action=post.hide`)).entries).toEqual([]);
    expect((await read('action=nothing.like.this')).entries).toEqual([]);
    // Blank filters are no filters, as the console sends them.
    expect((await read('actor_id=&action=&record_type=&record_id=&itemsPerPage=100')).entries).toHaveLength(16);
  });

  it('finds nothing for actor ids that cannot exist', async () => {
    expect(await read('actor_id=junk')).toEqual({ entries: [], isNext: false });
    expect(await read('actor_id=00000000-0000-4000-8000-000000000000')).toEqual({ entries: [], isNext: false });
  });

  it('keeps a deleted staff member as the actor, with their data erased', async () => {
    const gone = await t.userWithToken('admin');
    await t.as(gone).post('/api/post/hide-post', { post_id: postId, active: true });
    await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: gone.id });
    const [entry] = (await read('action=post.show')).entries;
    expect(entry?.actor).toEqual({ _id: gone.id, name: messages.user.deletedName, email: `deleted-${gone.id}@deleted.invalid` });
  });

  it('never shows secrets and shows text that is not JSON as text', async () => {
    await recordAudit(t.db, {
      actorId: admin.id,
      action: 'user.password',
      recordType: 'user',
      recordId: admin.id,
      before: { passwordHash: 'x', tokenVersion: 1, name: 'Nora' },
    });
    await t.db.insert(auditLog).values({ action: 'legacy.note', recordType: 'note', recordId: 'n1', before: 'not json' });
    expect((await read('action=user.password')).entries[0]?.before).toEqual({ name: 'Nora' });
    expect((await read('action=legacy.note')).entries[0]?.before).toBe('not json');
  });

  it.each([
    ['page=0', /page/],
    ['itemsPerPage=101', /itemsPerPage/],
    [`action=${'a'.repeat(101)}`, new RegExp(messages.audit.filterTooLong)],
    ['record_id=abc', new RegExp(messages.audit.recordTypeRequired)],
  ])('refuses %s with a message', async (query, message) => {
    const response = await auditLogPage(query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(message);
  });

  it('needs an admin: 401 without a token, 403 for dataentry', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    expect((await auditLogPage('', dataentry)).statusCode).toBe(403);
  });
});
