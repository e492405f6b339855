import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { sessions } from '../../db/schema/users';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';
import { UPDATE_PASSWORD_FAILURES_MAX } from './auth.routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '4' });
});
afterAll(() => t.close());

let address = 0;
/** A caller address of its own per use, so that throttles never carry over between tests. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

const login = (email: string, password: string, ip = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
const loginToken = async (email: string) => (await login(email, TEST_PASSWORD)).json<{ token: string }>().token;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with the server's own secret, with any header and claims the test chooses. */
function forge(header: object, claims: object, algorithm: 'sha256' | 'sha384' | 'sha512') {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = crypto.createHmac(algorithm, t.config.jwtSecret!).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('POST /api/logout', () => {
  it('ends the presented session at once and leaves the others', async () => {
    const user = await t.userWithToken('admin');
    const other = await loginToken(user.email);
    const response = await t.as(user).post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.session.loggedOut });
    expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
    expect(errorOf(await t.as(user).get('/api/me'))).toBe(messages.session.notAuthorized);
    expect((await t.as(other).get('/api/me')).statusCode).toBe(200);
    expect((await t.as(user).post('/api/logout')).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('is open to every signed-in role, members included', async () => {
    const member = await t.userWithToken('user');
    expect((await t.as(member).post('/api/logout')).statusCode).toBe(200);
  });
});

describe('POST /api/logout-everywhere', () => {
  it('ends every session of the account, and only of that account', async () => {
    const user = await t.userWithToken('dataentry');
    const second = await loginToken(user.email);
    const bystander = await t.userWithToken('dataentry');
    const response = await t.as(user).post('/api/logout-everywhere');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.session.loggedOutEverywhere });
    expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
    expect((await t.as(second).get('/api/me')).statusCode).toBe(401);
    expect((await t.as(bystander).get('/api/me')).statusCode).toBe(200);
    expect((await t.as(await loginToken(user.email)).get('/api/me')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout-everywhere' })).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('carry a session id and an expiry, signed with HS256', async () => {
    const user = await t.userWithToken('admin');
    const header = JSON.parse(Buffer.from(user.token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const claims = claimsOf(user.token);
    expect(typeof claims.sid).toBe('string');
    expect(typeof claims.exp).toBe('number');
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(row?.userId).toBe(user.id);
  });

  it('are refused when signed with another HMAC algorithm and the same secret', async () => {
    const user = await t.userWithToken('admin');
    const claims = claimsOf(user.token);
    for (const [alg, hash] of [
      ['HS384', 'sha384'],
      ['HS512', 'sha512'],
    ] as const) {
      const forged = forge({ alg, typ: 'JWT' }, claims, hash);
      expect((await t.as(forged).get('/api/me')).statusCode).toBe(401);
    }
    // The same claims signed as the server signs them are accepted: the algorithm alone was refused.
    expect((await t.as(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'sha256')).get('/api/me')).statusCode).toBe(200);
  });

  it('are refused without an expiry', async () => {
    const user = await t.userWithToken('admin');
    const { exp: _dropped, ...claims } = claimsOf(user.token);
    expect((await t.as(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'sha256')).get('/api/me')).statusCode).toBe(401);
  });

  it('are refused without a session', async () => {
    const user = await t.userWithToken('admin');
    const { sid: _dropped, ...claims } = claimsOf(user.token);
    expect((await t.as(forge({ alg: 'HS256', typ: 'JWT' }, claims, 'sha256')).get('/api/me')).statusCode).toBe(401);
  });
});

describe('login throttle counts failures only', () => {
  it('never locks out an account that logs in correctly more often than failures are allowed', async () => {
    const user = await t.userWithToken('admin');
    const ip = nextAddress();
    const statuses: number[] = [];
    // Past the failure limit, within the successful log-ins' own budget (write-budget.test.ts).
    for (let i = 0; i < t.config.loginRateMax + 2; i++) statuses.push((await login(user.email, TEST_PASSWORD, ip)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it("does not lock an admin out over another office user's typos from the same address", async () => {
    const admin = await t.userWithToken('admin');
    const colleague = await t.userWithToken('dataentry');
    const office = nextAddress();
    for (let i = 0; i < 6; i++) await login(colleague.email, 'a typo', office);
    expect((await login(colleague.email, TEST_PASSWORD, office)).statusCode).toBe(429);
    expect((await login(admin.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });

  it('still caps one address trying many accounts', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await login(`guess-${i}@example.test`, 'wrong-pass', ip)).statusCode);
    expect(statuses.slice(0, 40).every((status) => status === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});

describe('update-password throttle', () => {
  const update = (token: string, oldPassword: string) => t.as(token).post('/api/update-password', { oldPassword, newPassword: 'a brand new password' });

  it('refuses repeated wrong current passwords, ends the session, and holds the account back', async () => {
    const user = await t.userWithToken('admin');
    const statuses: number[] = [];
    for (let i = 0; i < UPDATE_PASSWORD_FAILURES_MAX - 1; i++) statuses.push((await update(user.token, `guess ${i}`)).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const last = await update(user.token, 'one guess too many');
    expect(last.statusCode).toBe(429);
    expect(errorOf(last)).toBe(messages.password.tooManyWrongOld);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.as(user).get('/api/me')).statusCode).toBe(401);

    // A new session of the same account is held back too, even with the right password.
    const fresh = await loginToken(user.email);
    const held = await update(fresh, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(401);
  });

  it('does not count a correct change', async () => {
    const user = await t.userWithToken('dataentry');
    let token = user.token;
    let password = TEST_PASSWORD;
    for (let i = 0; i < UPDATE_PASSWORD_FAILURES_MAX + 1; i++) {
      const next = `new password number ${i}`;
      const response = await t.as(token).post('/api/update-password', { oldPassword: password, newPassword: next });
      expect(response.statusCode).toBe(200);
      token = response.json<{ token: string }>().token;
      password = next;
    }
  });
});
