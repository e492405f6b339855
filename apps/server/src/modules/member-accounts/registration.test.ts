import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZRegisterResponse } from '@souq/contract/members-account';
import { mailTexts } from '@souq/contract/server-language';
import { ZUser, ZUserList } from '@souq/contract/users';
import { ZTotalCounts } from '@souq/contract/dashboard';
import { emailVerificationTokens } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import type { Mail, Mailer } from '../../lib/mailer';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildCountry, buildUser } from '../../../test/factories';
import { VERIFICATION_MAILS_PER_HOUR } from './member-accounts.routes';

const a = messages.members.account;

/** Holds what the server sends, so a test reads the link as the member would. */
const sent: Mail[] = [];
const mailer: Mailer = { kind: 'file', send: async (mail) => void sent.push(mail) };

let t: TestContext;
let country: string;
let admin: { id: string; token: string };
let address = 0;
/** A caller address of its own per sign-up, so the per-address limit only bites where a test wants it. */
const nextAddress = () => `10.18.${Math.floor((address += 1) / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000' }, { mailer });
  country = (await buildCountry(t.db, { isSelected: true })).id;
  admin = await t.userWithToken('admin');
});
afterAll(() => t.close());

let n = 0;
const newMember = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `New Member ${n}`,
    email: `joiner-${n}-${Date.now()}@example.test`,
    password: 'a long secret phrase',
    country_id: country,
    ...overrides,
  };
};

async function register(payload: object, remoteAddress = nextAddress()) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress });
  await t.app.background.settled();
  return response;
}

const verify = (token: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token }, remoteAddress });

async function login(email: string, password = 'a long secret phrase') {
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string; role: string }>();
}

/** The token in the newest mail to this address, read from its link. */
function tokenMailedTo(email: string): string {
  const mail = sent.filter((m) => m.to === email).at(-1);
  const match = mail?.text.match(/http:\/\/souq\.test\/#\/app\/verify-email\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no verification link mailed to ${email}`);
  return match[1];
}

const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('POST /api/v1/auth/register', () => {
  it('makes an unverified member and mails a 48-hour link; only its hash is stored', async () => {
    const input = newMember({ name: '  Sara Al-Sabah ', country_id: country.toLowerCase() });
    const response = await register(input);
    expect(response.statusCode, response.body).toBe(201);
    const account = ZRegisterResponse.parse(response.json());
    expect(account).toEqual({ _id: account._id, name: 'Sara Al-Sabah', email: input.email, emailVerified: false });

    const [row] = await t.db.select().from(users).where(eq(users.id, account._id));
    expect(row).toMatchObject({ role: 'user', countryId: country, emailVerifiedAt: null, deletedAt: null, blocked: false, active: true });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = sent.at(-1)!;
    expect(mail).toMatchObject({ to: input.email, subject: mailTexts.en.verification.subject });
    // Nothing the registrant typed: a name can be a link (test/password-policy.test.ts).
    expect(mail.text).not.toContain('Sara');
    const token = tokenMailedTo(input.email);
    const [stored] = await t.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, account._id));
    expect(stored?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(47.9 * 60 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(48 * 60 * 60 * 1000 + 5_000);
  });

  it('lets the new member log in at /api/login and read their account, but not write until verified', async () => {
    const input = newMember();
    await register(input);
    const session = await login(input.email.toUpperCase());
    expect(session.role).toBe('user');
    const me = await t.as(session).get('/api/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: input.email,
      emailVerified: false,
      country_id: country,
      followers: 0,
      following: 0,
      posts: 0,
    });

    const other = await buildUser(t.db);
    const follow = await t.as(session).post(`/api/v1/users/${other.id}/follow`);
    expect(follow.statusCode).toBe(403);
    expect(errorOf(follow)).toBe(messages.members.common.notVerified);

    expect((await verify(tokenMailedTo(input.email))).json()).toEqual({ emailVerified: true });
    const again = await t.as(session).post(`/api/v1/users/${other.id}/follow`);
    expect(again.statusCode).toBe(200);
  });

  it('refuses an e-mail already taken, in any case (409), and changes nothing', async () => {
    const input = newMember();
    expect((await register(input)).statusCode).toBe(201);
    const before = await userCount();
    const mails = sent.length;
    const duplicate = await register({ ...newMember(), email: `  ${input.email.toUpperCase()} ` });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toBe(a.emailTaken);
    expect(await userCount()).toBe(before);
    expect(sent.length).toBe(mails);
    // A staff-made account's address is taken too.
    const staff = await register(newMember({ email: (await t.db.select({ email: users.email }).from(users).where(eq(users.id, admin.id)))[0]!.email }));
    expect(staff.statusCode).toBe(409);
  });

  it.each([
    ['name', { name: '  ' }, a.nameRequired],
    ['name', { name: 'x'.repeat(101) }, a.nameTooLong],
    ['email', { email: undefined }, a.emailRequired],
    ['email', { email: 'not-an-address' }, a.emailInvalid],
    ['password', { password: undefined }, a.passwordRequired],
    ['password', { password: 'short' }, a.passwordTooShort],
    ['password', { password: 'x'.repeat(257) }, a.passwordTooLong],
    ['country_id', { country_id: undefined }, a.countryRequired],
    ['country_id', { country_id: 'KWT' }, a.countryInvalid],
    // Well formed, but no such country.
    ['country_id', { country_id: 'QQ' }, a.countryInvalid],
  ])('refuses a bad %s (400 with the message) and changes nothing', async (field, overrides, message) => {
    const before = await userCount();
    const mails = sent.length;
    const response = await register(newMember(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
    expect(sent.length).toBe(mails);
  });

  it('limits sign-ups to REGISTER_RATE_MAX per address in 15 minutes (429 with Retry-After)', async () => {
    const ip = '10.19.0.1';
    for (let i = 0; i < t.config.registerRateMax; i += 1) expect((await register(newMember(), ip)).statusCode).toBe(201);
    const before = await userCount();
    const refused = await register(newMember(), ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(a.tooManyRegistrations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
    // Another address is not affected.
    expect((await register(newMember(), '10.19.0.2')).statusCode).toBe(201);
  });
});

describe('POST /api/v1/auth/verify-email', () => {
  it('verifies once: a spent, unknown, malformed or expired token is a 400 that changes nothing', async () => {
    const input = newMember();
    const { _id } = (await register(input)).json<{ _id: string }>();
    const token = tokenMailedTo(input.email);
    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ emailVerified: true });
    const [row] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, _id));
    expect(row?.at).toBeInstanceOf(Date);

    for (const bad of [token, crypto.randomBytes(32).toString('base64url')]) {
      const response = await verify(bad);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(a.tokenInvalid);
      expect(response.json<{ fields: Record<string, string> }>().fields.token).toBe(a.tokenInvalid);
    }
    for (const [bad, message] of [
      [undefined, a.tokenRequired],
      ['', a.tokenRequired],
      [42, a.tokenRequired],
      ['x'.repeat(201), a.tokenInvalid],
    ] as const) {
      const response = await verify(bad);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
    }

    const late = newMember();
    const lateId = (await register(late)).json<{ _id: string }>()._id;
    const lateToken = tokenMailedTo(late.email);
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, lateId));
    const expired = await verify(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toBe(a.tokenInvalid);
    const [still] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, lateId));
    expect(still?.at).toBeNull();
    const [unspent] = await t.db
      .select({ usedAt: emailVerificationTokens.usedAt })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, lateId));
    expect(unspent?.usedAt).toBeNull();
  });

  it('refuses the link of an account staff deleted meanwhile', async () => {
    const input = newMember();
    const { _id } = (await register(input)).json<{ _id: string }>();
    const deleted = await t.as(admin).post('/api/admin/deleteuserbyadmin', { user_id_to_delete: _id });
    expect(deleted.statusCode).toBe(200);
    const response = await verify(tokenMailedTo(input.email));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(a.tokenInvalid);
  });
});

describe('POST /api/v1/auth/resend-verification', () => {
  it('mails a new link to an unverified member; either link verifies, and then both are spent', async () => {
    const input = newMember();
    await register(input);
    const first = tokenMailedTo(input.email);
    const session = await login(input.email);
    const response = await t.as(session).post('/api/v1/auth/resend-verification');
    await t.app.background.settled();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emailVerified: false });
    const second = tokenMailedTo(input.email);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).statusCode).toBe(400);

    const mails = sent.length;
    const verified = await t.as(session).post('/api/v1/auth/resend-verification');
    await t.app.background.settled();
    expect(verified.json()).toEqual({ emailVerified: true });
    expect(sent.length).toBe(mails);
  });

  it(`sends at most ${VERIFICATION_MAILS_PER_HOUR} links an hour (429)`, async () => {
    const input = newMember();
    await register(input);
    const session = await login(input.email);
    const resend = () => t.as(session).post('/api/v1/auth/resend-verification');
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i += 1) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toBe(a.tooManyVerificationMails);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('needs a member token: 401 without one, 403 for staff', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification' })).statusCode).toBe(401);
    const staff = await t.as(admin).post('/api/v1/auth/resend-verification');
    expect(staff.statusCode).toBe(403);
  });
});

describe('registered members in the console', () => {
  it("appear in the staff users list and the dashboard's user counter, whose answers keep their shape", async () => {
    const counts = async () => ZTotalCounts.parse((await t.as(admin).post('/api/admin/totalcounts', { dateType: 'ALLTIME' })).json());
    const before = await counts();
    const input = newMember();
    const { _id } = (await register(input)).json<{ _id: string }>();
    expect((await counts()).user).toBe(before.user + 1);

    const list = await t.as(admin).get(`/api/get-users?textSearch=${encodeURIComponent(input.email)}`);
    expect(list.statusCode).toBe(200);
    const { users: found } = ZUserList.parse(list.json());
    expect(found.map((u) => u._id)).toEqual([_id]);
    expect(found[0]).toMatchObject({
      name: input.name,
      email: input.email,
      role: 'user',
      status: 'active',
      blocked: false,
      country: { _id: country },
    });
    // Exactly the console's fields: the verification column stays out of staff answers.
    const raw = list.json<{ users: Record<string, unknown>[] }>().users[0]!;
    expect(Object.keys(raw).sort()).toEqual(Object.keys(ZUser.shape).sort());
    const one = await t.as(admin).get(`/api/user/get-user-by-id?user_id=${_id}`);
    expect(Object.keys(one.json<Record<string, unknown>>()).sort()).toEqual(Object.keys(ZUser.shape).sort());
  });
});
