import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { passwordResetTokens, users } from '../src/db/schema/users';
import { passwordWeakness } from '../src/lib/password-policy';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from './helper';
import { buildCountry } from './factories';

const a = messages.members.account;
const p = messages.password;

/**
 * Passwords nobody may set, and why. The 8-character ones are the ones the attack
 * signed up with; the longer ones are in every guessing list, or walks, repeats and sequences.
 */
const WEAK: ReadonlyArray<[password: string, weakness: 'tooShort' | 'tooCommon']> = [
  ['12345678', 'tooShort'],
  ['password', 'tooShort'],
  ['qwertyui', 'tooShort'],
  ['aaaaaaaa', 'tooShort'],
  ['k7#Vq!m2Z', 'tooShort'],
  ['password1234', 'tooCommon'],
  ['1234567890', 'tooCommon'],
  ['qwertyuiop', 'tooCommon'],
  ['aaaaaaaaaa', 'tooCommon'],
  ['iloveyou12', 'tooCommon'],
  ['souq123456', 'tooCommon'],
];
const STRONG = 'walnut harbour ninety lanterns';

let t: TestContext;
let country: string;
let address = 0;
/** An address of its own per call, so the per-address limits never bite here. */
const nextAddress = () => `10.26.${Math.floor((address += 1) / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestContext({ RESET_RATE_MAX: '1000', LOGIN_RATE_MAX: '1000' });
  country = (await buildCountry(t.db, { isSelected: true })).id;
});
afterAll(() => t.close());

const outbox = () => path.join(t.config.dataDir, 'outbox');
const mailFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);
/** An outbox mail as a mail program shows it: quoted-printable decoded. */
function readMail(file: string): string {
  return fs
    .readFileSync(path.join(outbox(), file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
/** The mails sent to this address, oldest first. */
const mailsTo = (email: string) =>
  mailFiles()
    .map(readMail)
    .filter((mail) => mail.includes(`To: ${email}`));

let n = 0;
const newEmail = () => `policy-${(n += 1)}-${Date.now()}@example.test`;

async function register(payload: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress: nextAddress() });
  await t.app.background.settled();
  return response;
}
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextAddress() });
const userRow = async (email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];

const messageOf = (texts: { tooShort: string; tooCommon: string }, weakness: 'tooShort' | 'tooCommon') => texts[weakness];
const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields?: Record<string, string> }>().fields ?? {};

describe('the password policy', () => {
  it.each(WEAK)('judges %s %s', (password, weakness) => {
    expect(passwordWeakness(password)).toBe(weakness);
  });

  it("takes a long, unpredictable one, and counts the account's own name and address as easy guesses", () => {
    expect(passwordWeakness(STRONG)).toBeUndefined();
    expect(passwordWeakness('Mona-e2e-password-1')).toBeUndefined();
    expect(passwordWeakness('mona.saleh@example.test')).toBeUndefined();
    expect(passwordWeakness('mona.saleh@example.test', ['Mona Saleh', 'mona.saleh@example.test'])).toBe('tooCommon');
    expect(passwordWeakness('monasaleh2024', ['Mona Saleh', 'mona.saleh@example.test'])).toBe('tooCommon');
  });
});

describe('sign-up', () => {
  it.each(WEAK)('refuses %s (400, %s, on password) and makes no account and sends no mail', async (password, weakness) => {
    const email = newEmail();
    const mails = mailFiles().length;
    const response = await register({ name: 'Mona Saleh', email, password, country_id: country });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toBe(messageOf({ tooShort: a.passwordTooShort, tooCommon: a.passwordTooCommon }, weakness));
    expect(fieldsOf(response).password).toBe(errorOf(response));
    expect(await userRow(email)).toBeUndefined();
    expect(mailFiles().length).toBe(mails);
  });

  it("refuses the member's own e-mail address as the password", async () => {
    const email = newEmail();
    const response = await register({ name: 'Mona Saleh', email, password: email, country_id: country });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(a.passwordTooCommon);
    expect(await userRow(email)).toBeUndefined();
  });

  it('takes a long, unpredictable password, which then logs in', async () => {
    const email = newEmail();
    const response = await register({ name: 'Mona Saleh', email, password: STRONG, country_id: country });
    expect(response.statusCode, response.body).toBe(201);
    expect((await login(email, STRONG)).statusCode).toBe(200);
  });
});

describe('password change (/api/update-password, members and staff)', () => {
  const update = (token: string, newPassword: string) => t.as(token).post('/api/update-password', { oldPassword: TEST_PASSWORD, newPassword });

  for (const role of ['user', 'admin'] as const) {
    it.each(WEAK)(`refuses %s for a ${role} (400, %s, on newPassword) and changes nothing`, async (password, weakness) => {
      const account = await t.userWithToken(role);
      const before = await userRow(account.email);
      const response = await update(account.token, password);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toBe(messageOf(p, weakness));
      expect(fieldsOf(response).newPassword).toBe(errorOf(response));
      const after = await userRow(account.email);
      expect(after?.passwordHash).toBe(before?.passwordHash);
      expect(after?.tokenVersion).toBe(before?.tokenVersion);
      // The session goes on, and the old password still logs in.
      expect((await t.as(account).get('/api/me')).statusCode).toBe(200);
      expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
    });
  }

  it("refuses the account's own e-mail address as the new password", async () => {
    const account = await t.userWithToken('user');
    const response = await update(account.token, account.email);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(p.tooCommon);
  });

  it('takes a long, unpredictable password', async () => {
    const account = await t.userWithToken('user');
    const response = await update(account.token, STRONG);
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(account.email, STRONG)).statusCode).toBe(200);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('still lets an account log in with an older password the policy would refuse now', async () => {
    const account = await t.userWithToken('admin');
    // Set directly, as an account from before the policy has it.
    const { hashPassword } = await import('../src/lib/passwords');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('12345678') })
      .where(eq(users.id, account.id));
    expect((await login(account.email, '12345678')).statusCode).toBe(200);
  });
});

describe('password reset (the page the reset mail links to)', () => {
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgort-change-Password', payload: { token, password }, remoteAddress: nextAddress() });

  async function resetToken(email: string): Promise<string> {
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: nextAddress() });
    await t.app.background.settled();
    const match = mailsTo(email)
      .at(-1)
      ?.match(/#\/auth\/email-password-change\?email=([A-Za-z0-9_-]+)/);
    if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
    return match[1];
  }

  it('refuses every weak password (400 with its reason, on password), leaves the link unspent, then takes a strong one', async () => {
    const account = await t.userWithToken('user');
    const token = await resetToken(account.email);
    const before = await userRow(account.email);
    for (const [password, weakness] of WEAK) {
      const response = await reset(token, password);
      expect(response.statusCode, `${password}: ${response.body}`).toBe(400);
      expect(errorOf(response)).toBe(messageOf(p, weakness));
      expect(fieldsOf(response).password).toBe(errorOf(response));
    }
    const own = await reset(token, account.email);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own)).toBe(p.tooCommon);

    const after = await userRow(account.email);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    const links = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
    expect(links.map((link) => link.usedAt)).toEqual([null]);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);

    const done = await reset(token, STRONG);
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(account.email, STRONG)).statusCode).toBe(200);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe("members' mail", () => {
  const NAME = 'Win a prize at http://evil.example/x';

  function expectOnlyOurText(mail: string) {
    expect(mail).not.toContain('evil.example');
    expect(mail).not.toContain('Win a prize');
    // Every link in the mail is Souq's own.
    const links = mail.match(/https?:\/\/[^\s"<>]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('http://souq.test/#/')).toBe(true);
  }

  it("never carries the registrant's name: not in the verification mail, its resend, or the reset mail", async () => {
    const email = newEmail();
    const response = await register({ name: NAME, email, password: STRONG, country_id: country });
    expect(response.statusCode, response.body).toBe(201);
    const [verification] = mailsTo(email);
    expect(verification).toMatch(/http:\/\/souq\.test\/#\/app\/verify-email\?token=[A-Za-z0-9_-]+/);
    expectOnlyOurText(verification!);

    const session = (await login(email, STRONG)).json<{ token: string }>();
    const resend = await t.as(session).post('/api/v1/auth/resend-verification', undefined, { remoteAddress: nextAddress() });
    expect(resend.statusCode, resend.body).toBe(200);
    await t.app.background.settled();
    expect(mailsTo(email)).toHaveLength(2);
    expectOnlyOurText(mailsTo(email)[1]!);

    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: nextAddress() });
    await t.app.background.settled();
    const resetMail = mailsTo(email)[2];
    expect(resetMail).toMatch(/http:\/\/souq\.test\/#\/auth\/email-password-change\?email=/);
    expectOnlyOurText(resetMail!);
  });
});
