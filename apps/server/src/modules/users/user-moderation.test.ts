import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZUser, ZUserList, ZUserReportList } from '@souq/contract/users';
import { auditLog } from '../../db/schema/content';
import { deviceTokens, passwordResetTokens, users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { buildDeviceToken, buildPasswordResetToken, buildUser, buildUserReport } from '../../../test/factories';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { expectErasedAccount } from '../../../test/fixtures/erased-account';
import { blockUser, deleteUser, setUserStatus } from './user-moderation.service';

let t: TestContext;
let admin: { id: string; email: string; token: string };
let dataentry: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin');
  dataentry = await t.userWithToken('dataentry');
});
afterAll(() => t.close());

const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
const auditOf = (recordId: string) => t.db.select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.createdAt);
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('POST /api/admin/userstatusbyadmin', () => {
  it.each([
    [false, 'pending'],
    [true, 'active'],
    ['pending', 'pending'],
    ['active', 'active'],
    ['false', 'pending'],
  ])('isActive %o sets status %s', async (isActive, status) => {
    const member = await t.userWithToken('user');
    await t.db
      .update(users)
      .set({ active: status !== 'pending' ? false : true })
      .where(eq(users.id, member.id));
    const response = await t.as(admin).post('/api/admin/userstatusbyadmin', { user_id: member.id, isActive });
    expect(response.statusCode).toBe(200);
    expect(ZUser.parse(response.json())).toMatchObject({ _id: member.id, status, active: status === 'active' });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({ action: 'user.status', actorId: admin.id, recordType: 'user' });
    expect(JSON.parse(entry!.after!)).toEqual({ status });
    // A status change does not end the user's session.
    expect((await t.as(member).get('/api/me')).statusCode).toBe(200);
  });

  it('records nothing when the status does not change', async () => {
    const member = await t.userWithToken('user');
    expect((await t.as(admin).post('/api/admin/userstatusbyadmin', { user_id: member.id, isActive: true })).statusCode).toBe(200);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it.each([
    [{ isActive: true }, messages.user.idRequired],
    [{ user_id: '', isActive: true }, messages.user.idRequired],
    [{ user_id: unknownId }, messages.user.statusInvalid],
    [{ user_id: unknownId, isActive: 'blocked' }, messages.user.statusInvalid],
    [{ user_id: unknownId, isActive: 1 }, messages.user.statusInvalid],
    [{ user_id: ['x'], isActive: true }, messages.user.idRequired],
  ])('refuses %o with its message', async (payload, message) => {
    const response = await t.as(admin).post('/api/admin/userstatusbyadmin', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('answers 404 for unknown and junk ids', async () => {
    for (const id of [unknownId, 'junk']) {
      const response = await t.as(admin).post('/api/admin/userstatusbyadmin', { user_id: id, isActive: false });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe(messages.user.notFound);
    }
  });
});

describe('POST /api/admin/blockuserbyadmin', () => {
  it("blocks at once: the user's token stops working and login is refused; unblocking lets them sign in again", async () => {
    const member = await t.userWithToken('user');
    expect((await t.as(member).get('/api/me')).statusCode).toBe(200);
    const blocked = await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: member.id, toBlock: true, reason: 'spam', note: null });
    expect(blocked.statusCode).toBe(200);
    expect(ZUser.parse(blocked.json())).toMatchObject({ blocked: true });
    expect((await t.as(member).get('/api/me')).statusCode).toBe(401);
    const refused = await login(member.email);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe(messages.login.accountBlocked);

    const unblocked = await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: member.id, toBlock: 'false' });
    expect(ZUser.parse(unblocked.json())).toMatchObject({ blocked: false });
    // The old token stays dead; a fresh login works.
    expect((await t.as(member).get('/api/me')).statusCode).toBe(401);
    const again = await login(member.email);
    expect(again.statusCode).toBe(200);
    expect((await t.as(again.json<{ token: string }>().token).get('/api/me')).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.block', '{"blocked":false}', '{"blocked":true}'],
      ['user.unblock', '{"blocked":true}', '{"blocked":false}'],
    ]);
  });

  it('ends a blocked staff member’s admin session too', async () => {
    const other = await t.userWithToken('admin');
    expect((await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: other.id, toBlock: true, reason: 'spam', note: null })).statusCode).toBe(
      200,
    );
    const response = await t.as(other).get('/api/get-users');
    expect(response.statusCode).toBe(401);
  });

  it('refuses to block oneself (403) and writes nothing', async () => {
    for (const toBlock of [true, false]) {
      const response = await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: admin.id, toBlock });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe(messages.user.cannotModifySelf);
    }
    expect(await auditOf(admin.id)).toEqual([]);
    expect((await t.as(admin).get('/api/me')).statusCode).toBe(200);
  });

  it('refuses to block oneself when the id is spelled in capitals (one spelling of an id)', async () => {
    const response = await t
      .as(admin)
      .post('/api/admin/blockuserbyadmin', { block_user_id: admin.id.toUpperCase(), toBlock: true, reason: 'spam', note: null });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(messages.user.cannotModifySelf);
    expect(await auditOf(admin.id)).toEqual([]);
    expect((await t.as(admin).get('/api/me')).statusCode).toBe(200);
  });

  it('finds another user by the capitalised spelling of its id', async () => {
    const member = await t.userWithToken('user');
    const response = await t
      .as(admin)
      .post('/api/admin/blockuserbyadmin', { block_user_id: ` ${member.id.toUpperCase()} `, toBlock: true, reason: 'spam', note: null });
    expect(response.statusCode).toBe(200);
    expect((await t.as(member).get('/api/me')).statusCode).toBe(401);
  });

  it.each([
    [{ toBlock: true }, messages.user.blockIdRequired],
    [{ block_user_id: unknownId }, messages.user.toBlockInvalid],
    [{ block_user_id: unknownId, toBlock: 'yes' }, messages.user.toBlockInvalid],
    [{ block_user_id: unknownId, toBlock: null }, messages.user.toBlockInvalid],
  ])('refuses %o with its message', async (payload, message) => {
    const response = await t.as(admin).post('/api/admin/blockuserbyadmin', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('answers 404 for unknown, junk and deleted users', async () => {
    const gone = await buildUser(t.db, { deletedAt: new Date() });
    for (const id of [unknownId, 'junk', gone.id]) {
      expect((await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: id, toBlock: true, reason: 'spam', note: null })).statusCode).toBe(404);
    }
  });
});

describe('POST /api/admin/deleteuserbyadmin', () => {
  it('erases the personal data, ends sessions and login, and keeps reports and history', async () => {
    const member = await t.userWithToken('user', { name: 'Reporter Rana' });
    const other = await t.userWithToken('user', { name: 'Reported Rami' });
    await t.db.update(users).set({ phone: '+965 1234', photo: '/uploads/p.png', gender: 'male' }).where(eq(users.id, member.id));
    const report = await buildUserReport(t.db, { userId: member.id, reportedUserId: other.id });
    await buildDeviceToken(t.db, { userId: member.id });
    await buildPasswordResetToken(t.db, { userId: member.id });
    await t.as(admin).post('/api/admin/userstatusbyadmin', { user_id: member.id, isActive: false });

    const response = await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: member.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.user.deleted });

    await expectErasedAccount(t.db, member.id);
    expect(await t.db.$count(deviceTokens, eq(deviceTokens.userId, member.id))).toBe(0);
    expect(await t.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, member.id))).toBe(0);

    expect((await t.as(member).get('/api/me')).statusCode).toBe(401);
    expect((await login(member.email)).statusCode).toBe(401);
    const list = ZUserList.parse((await t.as(admin).get('/api/get-users?maxCountInaPage=100')).json());
    expect(list.users.some((u) => u._id === member.id)).toBe(false);
    const search = ZUserList.parse((await t.as(admin).get('/api/get-users?textSearch=Rana')).json());
    expect(search.users).toEqual([]);
    expect((await t.as(admin).get(`/api/user/get-user-by-id?user_id=${member.id}`)).statusCode).toBe(404);

    const reports = ZUserReportList.parse((await t.as(admin).get('/api/user/get-reported-user?itemsPerPage=100')).json());
    expect(reports.reported.find((r) => r._id === report.id)).toMatchObject({
      user_id: { _id: member.id, name: messages.user.deletedName },
      reported_user_id: { name: 'Reported Rami' },
    });
    const history = await auditOf(member.id);
    expect(history.map((a) => a.action)).toEqual(['user.status', 'user.delete']);
    // The audit row keeps the account's state, not the erased personal data.
    expect(history[1]!.before).not.toContain('Rana');
    expect(JSON.parse(history[1]!.before!)).toEqual({ role: 'user', active: false, blocked: false, deletedAt: null });

    // Deleting again: the user is gone.
    expect((await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: member.id })).statusCode).toBe(404);
  });

  it('lets the erased e-mail be used for a new account', async () => {
    const member = await t.userWithToken('user', { email: 'reuse@example.test' });
    await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: member.id });
    const again = await t.userWithToken('user', { email: 'reuse@example.test' });
    expect(again.id).not.toBe(member.id);
  });

  it('refuses to delete oneself (403), 400 without an id, 404 for unknown ids', async () => {
    const self = await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: admin.id });
    expect(self.statusCode).toBe(403);
    expect(errorOf(self)).toBe(messages.user.cannotModifySelf);
    const shouted = await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: admin.id.toUpperCase() });
    expect(shouted.statusCode).toBe(403);
    expect(errorOf(shouted)).toBe(messages.user.cannotModifySelf);
    const missing = await t.as(admin).post('/api/admin/deleteuserbyadmin', {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toBe(messages.user.deleteIdRequired);
    for (const id of [unknownId, 'junk', 'x'.repeat(65)]) {
      expect([400, 404]).toContain((await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: id })).statusCode);
    }
    expect((await t.as(admin).get('/api/me')).statusCode).toBe(200);
  });
});

describe('the last admin', () => {
  const liveAdmins = () => t.db.$count(users, and(eq(users.role, 'admin'), eq(users.blocked, false), isNull(users.deletedAt)));

  it('cannot be blocked or deleted (409), whoever asks', async () => {
    // Only `admin` is left able to sign in: every other admin of this file is blocked by now.
    await t.db
      .update(users)
      .set({ blocked: true })
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    await t.db.update(users).set({ blocked: false }).where(eq(users.id, admin.id));
    expect(await liveAdmins()).toBe(1);
    for (const attempt of [
      () => blockUser(t.db, dataentry.id, { block_user_id: admin.id, toBlock: true, reason: 'spam', note: null }),
      () => deleteUser(t.db, dataentry.id, admin.id),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 409, message: messages.user.lastAdmin });
    }
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('survives two admins blocking each other at once', async () => {
    const second = await t.userWithToken('admin');
    expect(await liveAdmins()).toBe(2);
    const [a, b] = await Promise.all([
      t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: second.id, toBlock: true, reason: 'spam', note: null }),
      t.as(second).post('/api/admin/blockuserbyadmin', { block_user_id: admin.id, toBlock: true, reason: 'spam', note: null }),
    ]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].every((s) => [200, 401, 409].includes(s))).toBe(true);
    expect(await liveAdmins()).toBe(1);
  });

  it('can lose an admin while another remains', async () => {
    await t.db.update(users).set({ blocked: false }).where(eq(users.id, admin.id));
    // The race may have blocked `admin`, which ended its token: sign in afresh.
    admin.token = (await login(admin.email)).json<{ token: string }>().token;
    const second = await t.userWithToken('admin');
    await t.db
      .update(users)
      .set({ blocked: true })
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    await t.db
      .update(users)
      .set({ blocked: false })
      .where(inArray(users.id, [admin.id, second.id]));
    expect(await liveAdmins()).toBe(2);
    expect((await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: second.id })).statusCode).toBe(200);
    expect(await liveAdmins()).toBe(1);
  });
});

describe('audit rows are written with the change or not at all', () => {
  it('rolls the change back when its audit row cannot be written', async () => {
    const member = await t.userWithToken('user');
    // An actor that does not exist breaks the audit row's foreign key, inside the transaction.
    for (const attempt of [
      () => setUserStatus(t.db, unknownId, { user_id: member.id, isActive: false }),
      () => blockUser(t.db, unknownId, { block_user_id: member.id, toBlock: true, reason: 'spam', note: null }),
      () => deleteUser(t.db, unknownId, member.id),
    ]) {
      await expect(attempt()).rejects.toThrow();
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ active: true, blocked: false, deletedAt: null, tokenVersion: 0 });
    expect(await auditOf(member.id)).toEqual([]);
    expect((await t.as(member).get('/api/me')).statusCode).toBe(200);
  });

  it('writes no audit row for refused writes', async () => {
    const before = await t.db.$count(auditLog);
    await t.as(admin).post('/api/admin/blockuserbyadmin', { block_user_id: unknownId, toBlock: true, reason: 'spam', note: null });
    await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: admin.id });
    await t.as(admin).post('/api/admin/userstatusbyadmin', { user_id: 'junk', isActive: true });
    expect(await t.db.$count(auditLog)).toBe(before);
  });
});

describe('access', () => {
  it.each([
    ['/api/admin/userstatusbyadmin', { user_id: unknownId, isActive: true }],
    ['/api/admin/blockuserbyadmin', { block_user_id: unknownId, toBlock: true }],
    ['/api/admin/deleteuserbyadmin', { user_id_to_delete: unknownId }],
  ])('%s needs an admin: 401 without a token, 403 for dataentry', async (url, payload) => {
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as(dataentry).post(url, payload)).statusCode).toBe(403);
  });

  it('answers 400 for a body that is not JSON, never a 500', async () => {
    const response = await t.as(admin).post('/api/admin/blockuserbyadmin', '{"block_user_id":', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });
});
