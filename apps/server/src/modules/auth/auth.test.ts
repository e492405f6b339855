import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { ROLES } from '@souq/contract/constants';
import { ZLoginResponse } from '@souq/contract/auth';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '4' });
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/login', () => {
  it.each(ROLES)('logs a %s in and answers the user with a token', async (role) => {
    const user = await t.userWithToken(role);
    const response = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD }, `10.1.0.${ROLES.indexOf(role)}`);
    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.parse(response.json());
    expect(body).toMatchObject({ _id: user.id, email: user.email, role });
    const me = await t.as(body.token).get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: user.id, role });
  });

  it('gives a wrong password and an unknown e-mail the same 401 and text', async () => {
    const user = await t.userWithToken('admin');
    const wrong = await login({ email: user.email, password: 'not the password' }, '10.2.0.1');
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever1' }, '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toBe(messages.login.invalidCredentials);
    expect(errorOf(unknown)).toBe(errorOf(wrong));
  });

  it('spends a password check on an unknown e-mail too, so its answer is not quicker', async () => {
    // Without the decoy hash an unknown address skips argon2 and answers in about a twentieth
    // of the time; medians of interleaved tries keep a busy machine from deciding the result.
    const user = await t.userWithToken('user');
    const durations = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 7; i++) {
      for (const [kind, email] of [
        ['known', user.email],
        ['unknown', `nobody-${i}@example.test`],
      ] as const) {
        const started = performance.now();
        const response = await login({ email, password: 'not the password' }, `10.2.1.${i}`);
        durations[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(401);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(durations.unknown)).toBeGreaterThan(median(durations.known) * 0.5);
  });

  it('answers a wrong password and an unknown e-mail with the same body and headers', async () => {
    const user = await t.userWithToken('user');
    const wrong = await login({ email: user.email, password: 'not the password' }, '10.2.2.1');
    const unknown = await login({ email: 'nobody-else@example.test', password: 'not the password' }, '10.2.2.2');
    const shape = (response: typeof wrong) => {
      const { date: _date, 'x-ratelimit-reset': _reset, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    expect(shape(unknown)).toEqual(shape(wrong));
  });

  it("answers the spec's messages for empty fields", async () => {
    const noEmail = await login({ password: 'x' }, '10.3.0.1');
    expect(noEmail.statusCode).toBe(400);
    expect(errorOf(noEmail)).toBe(messages.login.emptyUsername);
    const noPassword = await login({ email: 'a@b.c', password: '' }, '10.3.0.1');
    expect(errorOf(noPassword)).toBe(messages.login.emptyPassword);
    const empty = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.3.0.2' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: messages.login.emptyUsername, fields: { password: messages.login.emptyPassword } });
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "x',
      remoteAddress: '10.4.0.1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.generic.invalidJson);
  });

  it('refuses junk types without a 500', async () => {
    for (const payload of [[1, 2], 'text', { email: 5, password: {} }, { email: 'a'.repeat(5000), password: 'x' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: '10.5.0.1',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('throttles repeated attempts on one account with a 429', async () => {
    const user = await t.userWithToken('user');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login({ email: user.email, password: 'wrong-pass' }, '10.6.0.1')).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const blocked = await login({ email: user.email, password: TEST_PASSWORD }, '10.6.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked)).toBe(messages.login.tooManyAttempts);
    // Another address is not held back by this one's attempts.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.6.0.2')).statusCode).toBe(200);
  });

  it('refuses a blocked account even with the right password', async () => {
    const user = await t.userWithToken('user');
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const response = await login({ email: user.email, password: TEST_PASSWORD }, '10.7.0.1');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(messages.login.accountBlocked);
  });
});

describe('bearer tokens', () => {
  it('answer 401 without a token, with a malformed one and with a forged one', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toBe(messages.session.notAuthorized);
    }
    const forged = t.app.jwt.sign({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin', ver: 0 });
    expect((await t.as(forged).get('/api/me')).statusCode).toBe(401);
  });

  it('stop working once a block written to the database reaches the guard', async () => {
    const user = await t.userWithToken('dataentry');
    expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    // Another connection's change arrives as a notification (test/caller-cache.test.ts times it).
    await t.app.callerChangesSettled();
    expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
  });
});

describe('POST /api/update-password', () => {
  it('changes the password, revokes older tokens and answers a fresh one', async () => {
    const user = await t.userWithToken('admin');
    const response = await t.as(user).post('/api/update-password', { oldPassword: TEST_PASSWORD, newPassword: 'a brand new password' });
    expect(response.statusCode).toBe(200);
    const { token, message } = response.json<{ token: string; message: string }>();
    expect(message).toBe(messages.password.updated);
    expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
    expect((await t.as(token).get('/api/me')).statusCode).toBe(200);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.8.0.1')).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'a brand new password' }, '10.8.0.1')).statusCode).toBe(200);
  });

  it("answers the spec's messages and changes nothing on bad input", async () => {
    const user = await t.userWithToken('admin');
    const noOld = await t.as(user).post('/api/update-password', { newPassword: 'a brand new password' });
    expect(noOld.statusCode).toBe(400);
    expect(errorOf(noOld)).toBe(messages.password.oldRequired);
    const noNew = await t.as(user).post('/api/update-password', { oldPassword: TEST_PASSWORD, newPassword: '' });
    expect(errorOf(noNew)).toBe(messages.password.newRequired);
    const wrongOld = await t.as(user).post('/api/update-password', { oldPassword: 'not it', newPassword: 'a brand new password' });
    expect(wrongOld.statusCode).toBe(400);
    expect(errorOf(wrongOld)).toBe(messages.password.oldIncorrect);
    expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.anonymous.post('/api/update-password', { oldPassword: 'x', newPassword: 'yyyyyyyyy' })).statusCode).toBe(401);
  });
});
