import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZMyAccount } from '@souq/contract/members-account';
import { ZUserReportList } from '@souq/contract/users';
import { auditLog } from '../../db/schema/content';
import { emailVerificationTokens, follows, userBlocks } from '../../db/schema/members';
import { deviceTokens, passwordResetTokens, sessions, userReports, users } from '../../db/schema/users';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import {
  buildCountry,
  buildDeviceToken,
  buildFollow,
  buildPasswordResetToken,
  buildPost,
  buildUpload,
  buildUser,
  buildUserBlock,
  buildUserReport,
} from '../../../test/factories';
import { presignUpload, putUpload } from '../../../test/upload-fixtures';
import { expectErasedAccount } from '../../../test/fixtures/erased-account';

const a = messages.members.account;

// The smallest real PNG: the upload route sniffs the bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let t: TestContext;
let admin: { id: string; token: string };
let country: string;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' });
  admin = await t.userWithToken('admin');
  country = (await buildCountry(t.db, { isSelected: true })).id;
});
afterAll(() => t.close());

describe('GET /api/v1/me', () => {
  it("answers the member's account with exact counts: live accounts' follows and posts others can see", async () => {
    const member = await t.userWithToken('user', { name: 'Counted Member' });
    await t.db.update(users).set({ countryId: country, phone: '+965 5555 1234', gender: 'female' }).where(eq(users.id, member.id));
    await buildFollow(t.db, { followeeId: member.id });
    await buildFollow(t.db, { followeeId: member.id });
    await buildFollow(t.db, { followeeId: member.id, followerId: (await buildUser(t.db, { deletedAt: new Date() })).id });
    await buildFollow(t.db, { followeeId: member.id, followerId: (await buildUser(t.db, { blocked: true })).id });
    await buildFollow(t.db, { followerId: member.id });
    await buildPost(t.db, { userId: member.id });
    await buildPost(t.db, { userId: member.id, active: false });
    await buildPost(t.db, { userId: member.id, authorHidden: true });
    await buildPost(t.db, { userId: member.id, deletedAt: new Date() });

    const response = await t.as(member).get('/api/v1/me');
    expect(response.statusCode).toBe(200);
    const account = ZMyAccount.parse(response.json());
    expect(account).toEqual({
      _id: member.id,
      name: 'Counted Member',
      email: member.email,
      photo: null,
      gender: 'female',
      phone: '+965 5555 1234',
      phoneVerified: false,
      showPhone: true,
      country_id: country,
      emailVerified: true,
      createdAt: account.createdAt,
      followers: 2,
      following: 1,
      posts: 1,
    });
  });

  it('lets staff read their own account; refuses without a token', async () => {
    const staff = await t.as(admin).get('/api/v1/me');
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ _id: admin.id, followers: 0 });
    expect((await t.app.inject({ url: '/api/v1/me' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/me', () => {
  it('changes only the fields sent, and removes a photo, gender or phone with null or ""', async () => {
    const member = await t.userWithToken('user');
    const other = (await buildCountry(t.db)).id;
    const [photo, another] = [
      await buildUpload(t.db, { ownerId: member.id, folder: 'profiles' }),
      await buildUpload(t.db, { ownerId: member.id, folder: 'profiles' }),
    ];
    const first = await t.as(member).patch('/api/v1/me', {
      name: ' Rana ',
      photo: photo.path,
      gender: 'female',
      phone: '+965 (2222) 3333',
      country_id: other.toLowerCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Rana', photo: photo.path, gender: 'female', phone: '+965 (2222) 3333', country_id: other });

    const second = await t.as(member).patch('/api/v1/me', { photo: another.path });
    expect(second.json()).toMatchObject({ name: 'Rana', photo: another.path, gender: 'female', country_id: other });

    const cleared = await t.as(member).patch('/api/v1/me', { photo: null, gender: null, phone: '' });
    expect(cleared.json()).toMatchObject({ name: 'Rana', photo: null, gender: null, phone: null, country_id: other });

    // Nothing to change changes nothing; fields that are not the member's to set are ignored.
    const nothing = await t.as(member).patch('/api/v1/me', { email: 'taken@over.test', role: 'admin' });
    expect(nothing.statusCode).toBe(200);
    const [row] = await t.db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row).toEqual({ email: member.email, role: 'user' });
  });

  it.each([
    ['name', { name: '' }, a.nameRequired],
    ['name', { name: 'x'.repeat(101) }, a.nameTooLong],
    ['photo', { photo: 'javascript:alert(1)' }, a.photoInvalid],
    ['photo', { photo: 'https:/no-host' }, a.photoInvalid],
    ['photo', { photo: 42 }, a.photoInvalid],
    ['gender', { gender: 'robot' }, a.genderInvalid],
    ['phone', { phone: 'call me maybe' }, a.phoneInvalid],
    ['country_id', { country_id: 'Kuwait' }, a.countryInvalid],
    ['country_id', { country_id: 'QQ' }, a.countryInvalid],
  ])('refuses a bad %s with 400 and changes nothing', async (field, payload, message) => {
    const member = await t.userWithToken('user', { name: 'Unchanged' });
    const [before] = await t.db.select().from(users).where(eq(users.id, member.id));
    const response = await t.as(member).patch('/api/v1/me', { name: 'Would change', ...payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    const [after] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(after).toEqual(before);
  });

  it('is for members: 401 without a token, 403 for staff', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { name: 'x' } })).statusCode).toBe(401);
    const staff = await t.as(admin).patch('/api/v1/me', { name: 'Not through here' });
    expect(staff.statusCode).toBe(403);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, admin.id));
    expect(row?.name).not.toBe('Not through here');
  });
});

describe('a profile photo through the upload route', () => {
  it('is uploaded by a member with the same hardening as staff uploads, then set on the account', async () => {
    const member = await t.userWithToken('user');
    const entry = await presignUpload(t, member.token, 'image/png');
    const stored = await putUpload(t, entry.target, PNG, 'image/png');
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await t.app.inject({ url: entry.path })).headers['content-type']).toBe('image/png');
    const updated = await t.as(member).patch('/api/v1/me', { photo: entry.path });
    expect(updated.json()).toMatchObject({ photo: entry.path });

    // Bytes that are not the declared image are refused, and nothing is served.
    const fake = await presignUpload(t, member.token, 'image/png');
    const html = await putUpload(t, fake.target, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(errorOf(html)).toBe(messages.upload.contentMismatch);
    expect((await t.app.inject({ url: fake.path })).statusCode).toBe(404);
    // A type outside the allow-list gets no address at all.
    const svg = await t
      .as(member)
      .post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: ['x.svg'], contentType: 'image/svg+xml', flocation: 'profiles' });
    expect(svg.statusCode).toBe(400);
    expect(errorOf(svg)).toBe(messages.upload.typeNotAllowed);
  });
});

describe('DELETE /api/v1/me', () => {
  it('erases the member: personal data, sessions, login, follows and blocks go; content leaves every answer; reports stay; nothing is audited', async () => {
    const member = await t.userWithToken('user', { name: 'Leaving Layla' });
    const secondSession = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: TEST_PASSWORD },
        remoteAddress: '10.31.0.1',
      })
    ).json<{ token: string }>().token;
    const friend = await t.userWithToken('user', { name: 'Staying Sami' });
    await t.db
      .update(users)
      .set({ phone: '+965 1234 5678', photo: '/uploads/profiles/l.png', gender: 'female', countryId: country })
      .where(eq(users.id, member.id));
    await buildFollow(t.db, { followerId: member.id, followeeId: friend.id });
    await buildFollow(t.db, { followerId: friend.id, followeeId: member.id });
    await buildUserBlock(t.db, { blockerId: member.id });
    await buildUserBlock(t.db, { blockedId: member.id });
    await buildDeviceToken(t.db, { userId: member.id });
    await buildPasswordResetToken(t.db, { userId: member.id });
    await t.db.insert(emailVerificationTokens).values({ userId: member.id, tokenHash: `hash-${member.id}`, expiresAt: new Date(Date.now() + 60_000) });
    const filed = await buildUserReport(t.db, { userId: member.id, reportedUserId: friend.id, reason: 'spam' });
    const against = await buildUserReport(t.db, { userId: friend.id, reportedUserId: member.id, reason: 'rude' });
    const post = await buildPost(t.db, { userId: member.id, title: 'Layla sells a lamp' });
    expect((await t.app.inject({ url: `/api/post/get-public-post?post_id=${post.id}` })).statusCode).toBe(200);
    const auditBefore = await t.db.$count(auditLog);

    const response = await t.as(member).delete('/api/v1/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    await expectErasedAccount(t.db, member.id, { countryId: null });
    // Every session ends, this one and the other device's.
    expect((await t.as(member).get('/api/v1/me')).statusCode).toBe(401);
    expect((await t.as(secondSession).get('/api/v1/me')).statusCode).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.userId, member.id))).toBeGreaterThan(0);
    expect((await t.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, member.id))).every((s) => s.revokedAt)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.email, password: TEST_PASSWORD },
      remoteAddress: '10.31.0.2',
    });
    expect(login.statusCode).toBe(401);
    for (const [table, where] of [
      [deviceTokens, eq(deviceTokens.userId, member.id)],
      [passwordResetTokens, eq(passwordResetTokens.userId, member.id)],
      [emailVerificationTokens, eq(emailVerificationTokens.userId, member.id)],
      [follows, or(eq(follows.followerId, member.id), eq(follows.followeeId, member.id))],
      [userBlocks, or(eq(userBlocks.blockerId, member.id), eq(userBlocks.blockedId, member.id))],
    ] as const) {
      expect(await t.db.$count(table, where)).toBe(0);
    }
    // Their content is gone from public answers and their profile from the members' API.
    expect((await t.app.inject({ url: `/api/post/get-public-post?post_id=${post.id}` })).statusCode).toBe(404);
    expect((await t.as(friend).get(`/api/v1/users/${member.id}`)).statusCode).toBe(404);
    expect((await t.as(friend).get('/api/v1/me')).json()).toMatchObject({ followers: 0, following: 0 });
    // Reports by and about them stay for moderation, naming nobody.
    const reports = ZUserReportList.parse((await t.as(admin).get('/api/user/get-reported-user?itemsPerPage=100')).json());
    expect(reports.reported.find((r) => r._id === filed.id)?.user_id).toEqual({ _id: member.id, name: messages.user.deletedName });
    expect(reports.reported.find((r) => r._id === against.id)?.reported_user_id).toEqual({
      _id: member.id,
      name: messages.user.deletedName,
    });
    expect(await t.db.$count(userReports, or(eq(userReports.userId, member.id), eq(userReports.reportedUserId, member.id)))).toBe(2);
    // A member's own erasure is not a staff action.
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
    // The address is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'Layla again', email: member.email, password: 'a long secret phrase', country_id: country },
      remoteAddress: '10.31.0.3',
    });
    expect(again.statusCode).toBe(201);
  });

  it('is for members: 401 without a token, 403 for staff (who are deleted in the console), and nothing changes', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/me' })).statusCode).toBe(401);
    const staff = await t.as(admin).delete('/api/v1/me');
    expect(staff.statusCode).toBe(403);
    expect((await t.as(admin).get('/api/v1/me')).statusCode).toBe(200);
  });
});
