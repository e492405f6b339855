import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FORGOT_PASSWORD_ANSWER } from '@souq/contract/password-reset';
import { messages } from '@souq/contract/messages';
import { passwordResetTokens, users } from '../../db/schema/users';
import type { Mail, Mailer } from '../../lib/mailer';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from '../../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RESET_RATE_MAX: '3' });
});
afterAll(() => t.close());

const outbox = () => path.join(t.config.dataDir, 'outbox');
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);
/** Asks for a reset link, then waits for the mail the server sends after answering. */
async function forgot(email: string, ip = '10.9.0.1') {
  const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });
  await t.app.background.settled();
  return response;
}
const signIn = (email: string, password: string, ip: string) => t.anonymous.post('/api/login', { email, password }, { remoteAddress: ip });
const reset = (payload: object, ip = '10.9.1.1') => t.app.inject({ method: 'POST', url: '/api/forgort-change-Password', payload, remoteAddress: ip });

/** The newest e-mail in the outbox, quoted-printable decoded as a mail program shows it. */
function latestMail(): string {
  const file = mails().at(-1);
  if (!file) throw new Error('no mail in the outbox');
  return fs
    .readFileSync(path.join(outbox(), file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token from the newest e-mail's link, read the way a person follows it. */
function tokenFromLatestMail(): string {
  const text = latestMail();
  const match = text.match(/#\/auth\/email-password-change\?email=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${text}`);
  return match[1];
}

describe('password reset', () => {
  it('mails a link whose token sets a new password once, ending older sessions', async () => {
    const user = await t.userWithToken('user');
    const response = await forgot(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const mail = latestMail();
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('http://souq.test/#/auth/email-password-change?email=');
    const token = tokenFromLatestMail();

    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);

    const done = await reset({ token, password: 'my new secret pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.password.resetDone });
    expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
    const login = await signIn(user.email, 'my new secret pass', '10.9.2.1');
    expect(login.statusCode).toBe(200);

    const again = await reset({ token, password: 'another new pass' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toBe(messages.password.tokenInvalid);
  });

  it('voids every other outstanding link of the account when one is spent', async () => {
    const user = await t.userWithToken('user');
    await forgot(user.email, '10.9.10.1');
    const older = tokenFromLatestMail();
    await forgot(user.email, '10.9.10.1');
    const newer = tokenFromLatestMail();
    expect(newer).not.toBe(older);
    expect((await reset({ token: newer, password: 'the chosen password' }, '10.9.10.2')).statusCode).toBe(200);
    const late = await reset({ token: older, password: 'an attacker password' }, '10.9.10.2');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toBe(messages.password.tokenInvalid);
    const login = await signIn(user.email, 'the chosen password', '10.9.10.3');
    expect(login.statusCode).toBe(200);
  });

  it('voids outstanding links when the password is changed while signed in', async () => {
    const user = await t.userWithToken('user');
    await forgot(user.email, '10.9.11.1');
    const link = tokenFromLatestMail();
    const changed = await t.as(user).post('/api/update-password', { oldPassword: TEST_PASSWORD, newPassword: 'changed while signed in' });
    expect(changed.statusCode).toBe(200);
    const late = await reset({ token: link, password: 'an attacker password' }, '10.9.11.2');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toBe(messages.password.tokenInvalid);
  });

  it('answers an unknown address exactly as a known one, sending nothing', async () => {
    const before = mails().length;
    const response = await forgot('nobody-here@example.test', '10.9.3.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(mails().length).toBe(before);
  });

  it('gives known, unknown and blocked addresses the same status, body and headers', async () => {
    const known = await t.userWithToken('user');
    const blocked = await t.userWithToken('user');
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    const answers: LightMyRequestResponse[] = [];
    for (const [i, email] of [known.email, 'nobody-at-all@example.test', blocked.email].entries()) {
      answers.push(await forgot(email, `10.9.8.${i}`));
    }
    // Only what differs on every answer anyway (its date and request id) is left out.
    const shape = (response: LightMyRequestResponse) => {
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    expect(shape(answers[1]!)).toEqual(shape(answers[0]!));
    expect(shape(answers[2]!)).toEqual(shape(answers[0]!));
  });

  it('refuses an expired token and changes nothing', async () => {
    const user = await t.userWithToken('user');
    await forgot(user.email, '10.9.4.1');
    const token = tokenFromLatestMail();
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const [before] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const response = await reset({ token, password: 'too late password' }, '10.9.4.2');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.password.tokenInvalid);
    const [after] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
  });

  it('validates input with clear messages and never a 500', async () => {
    expect(errorOf(await reset({ token: 'x', password: 'short' }, '10.9.5.1'))).toBe(messages.password.tooShort);
    expect(errorOf(await reset({ password: 'long enough pass' }, '10.9.5.1'))).toBe(messages.password.tokenInvalid);
    expect(errorOf(await reset({ token: 'made-up', password: 'long enough pass' }, '10.9.5.1'))).toBe(messages.password.tokenInvalid);
    expect((await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: ['a'] }, remoteAddress: '10.9.5.2' })).statusCode).toBe(400);
    expect((await forgot('', '10.9.5.3')).statusCode).toBe(400);
  });

  it('throttles reset requests per caller and mailbox', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot('throttled@example.test', '10.9.6.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(errorOf(await forgot('throttled@example.test', '10.9.6.1'))).toBe(messages.generic.tooManyRequests);
    expect((await forgot('someone-else@example.test', '10.9.6.1')).statusCode).toBe(200);
  });

  it('throttles one caller across many mailboxes', async () => {
    const statuses = [];
    for (let i = 0; i < 13; i++) statuses.push((await forgot(`spread-${i}@example.test`, '10.9.6.2')).statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it("lets the owner's own request through after a stranger used up their mailbox's attempts", async () => {
    const victim = await t.userWithToken('user');
    for (let i = 0; i < 4; i++) await forgot(victim.email, '10.9.9.66');
    expect((await forgot(victim.email, '10.9.9.66')).statusCode).toBe(429);
    const before = mails().length;
    const own = await forgot(victim.email, '10.9.9.7');
    expect(own.statusCode).toBe(200);
    expect(mails().length).toBe(before + 1);
    const response = await reset({ token: tokenFromLatestMail(), password: 'my own new password' }, '10.9.9.7');
    expect(response.statusCode).toBe(200);
  });

  it('keeps the old password working when no reset happens', async () => {
    const user = await t.userWithToken('user');
    await forgot(user.email, '10.9.7.1');
    const login = await signIn(user.email, TEST_PASSWORD, '10.9.7.2');
    expect(login.statusCode).toBe(200);
  });
});

describe('password reset timing', () => {
  /** A mail server that holds every message until the test lets it go. */
  function heldMailer() {
    const sent: Mail[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mailer: Mailer = {
      kind: 'smtp',
      async send(mail) {
        sent.push(mail);
        await gate;
      },
    };
    return { mailer, sent, release };
  }

  it('answers a known address before its mail is sent, so the wait tells nothing', async () => {
    const held = heldMailer();
    const context = await createTestContext({}, { mailer: held.mailer });
    try {
      const user = await context.userWithToken('user');
      const answer = context.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
      const timeout = new Promise<'waited for the mail'>((resolve) => setTimeout(() => resolve('waited for the mail'), 10_000));
      const response = await Promise.race([answer, timeout]);
      expect(response).not.toBe('waited for the mail');
      if (typeof response === 'string') return;
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      // The mail does go out, after the answer.
      await expect.poll(() => held.sent.map((mail) => mail.to)).toEqual([user.email]);
      held.release();
      await context.app.background.settled();
    } finally {
      held.release();
      await context.close();
    }
  });
});
