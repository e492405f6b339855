import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { mailTexts } from '@souq/contract/server-language';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildCountry } from '../../../test/factories';
import { mailsTo, type ReadMail } from '../../../test/mail-file';

/** The mails are read from the outbox files, as the default (no SMTP) mailer writes them. */
let t: TestContext;
let country: string;
let address = 0;
const nextAddress = () => `10.31.${Math.floor((address += 1) / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000', RESET_RATE_MAX: '1000' });
  country = (await buildCountry(t.db, { isSelected: true })).id;
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `language-${(n += 1)}-${Date.now()}@example.test`;
const outbox = () => path.join(t.config.dataDir, 'outbox');

async function register(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { name: 'Language Member', password: 'a long secret phrase', country_id: country, ...payload },
    headers,
    remoteAddress: nextAddress(),
  });
  await t.app.background.settled();
  return response;
}

function lastMailTo(email: string): ReadMail {
  const mail = mailsTo(outbox(), email).at(-1);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return mail;
}

const recordedLanguage = async (email: string) =>
  (
    await t.db
      .select({ language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0]?.language;

const expectArabic = (mail: ReadMail, text = mailTexts.ar.verification) => {
  expect(mail.subject).toBe(text.subject);
  expect(mail.body).toContain(text.paragraphs[1]);
  expect(mail.body).toContain('<html lang="ar" dir="rtl">');
  expect(mail.body).not.toContain(mailTexts.en.verification.paragraphs[1]);
};
const expectEnglish = (mail: ReadMail, text = mailTexts.en.verification) => {
  expect(mail.subject).toBe(text.subject);
  expect(mail.body).toContain(text.paragraphs[1]);
  expect(mail.body).toContain('<html lang="en" dir="ltr">');
};

describe('the verification mail is in the language the member joined in', () => {
  it('records Arabic sent by the app and writes an Arabic, right-to-left mail whose link is whole', async () => {
    const email = newEmail();
    const response = await register({ email, language: 'ar' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await recordedLanguage(email)).toBe('ar');
    const mail = lastMailTo(email);
    expectArabic(mail);
    // The link reads whole in both parts, left to right inside the Arabic.
    expect(mail.body).toMatch(/<p dir="ltr"><a href="http:\/\/souq\.test\/#\/app\/verify-email\?token=[A-Za-z0-9_-]+">/);
    expect(mail.body.match(/verify-email\?token=[A-Za-z0-9_-]{20,}/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("takes an app's Accept-Language when it does not say its language", async () => {
    const email = newEmail();
    expect((await register({ email }, { 'accept-language': 'fr;q=0.9, ar-KW, en;q=0.8' })).statusCode).toBe(201);
    expect(await recordedLanguage(email)).toBe('ar');
    expectArabic(lastMailTo(email));
  });

  it('prefers the language the app says over its Accept-Language, and is English with neither', async () => {
    const english = newEmail();
    expect((await register({ email: english, language: 'en' }, { 'accept-language': 'ar' })).statusCode).toBe(201);
    expect(await recordedLanguage(english)).toBe('en');
    expectEnglish(lastMailTo(english));

    const unknown = newEmail();
    expect((await register({ email: unknown }, { 'accept-language': 'de-DE' })).statusCode).toBe(201);
    expect(await recordedLanguage(unknown)).toBeNull();
    expectEnglish(lastMailTo(unknown));
  });

  it('refuses a language that is not ours (400) and makes no account', async () => {
    const email = newEmail();
    const response = await register({ email, language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(messages.members.account.languageInvalid);
    expect(await recordedLanguage(email)).toBeUndefined();
    expect(mailsTo(outbox(), email)).toEqual([]);
  });

  it("sends a new link in the member's language whatever the asking device's language", async () => {
    const email = newEmail();
    await register({ email, language: 'ar' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'a long secret phrase' }, remoteAddress: nextAddress() });
    const { token } = login.json<{ token: string }>();
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/resend-verification',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      remoteAddress: nextAddress(),
    });
    await t.app.background.settled();
    expect(resend.statusCode, resend.body).toBe(200);
    const sent = mailsTo(outbox(), email);
    expect(sent).toHaveLength(2);
    expectArabic(sent[1]!);
  });
});

describe('the password-reset mail', () => {
  const forgot = async (email: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, headers, remoteAddress: nextAddress() });
    await t.app.background.settled();
    expect(response.statusCode).toBe(200);
  };

  it("is in the member's recorded language, else the asking page's, else English", async () => {
    const arabic = newEmail();
    await register({ email: arabic, language: 'ar' });
    await forgot(arabic, { 'accept-language': 'en' });
    expectArabic(lastMailTo(arabic), mailTexts.ar.passwordReset);

    const staff = await t.userWithToken('admin');
    expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, staff.id)))[0]?.language).toBeNull();
    await forgot(staff.email, { 'accept-language': 'ar-KW,ar;q=0.9' });
    expectArabic(lastMailTo(staff.email), mailTexts.ar.passwordReset);
    await forgot(staff.email);
    expectEnglish(lastMailTo(staff.email), mailTexts.en.passwordReset);
  });
});

describe('a member who switches the app to another language', () => {
  it('is written to in it from then on; a language that is not ours is a 400 that changes nothing', async () => {
    const member = await t.userWithToken('user');
    const switched = await t.as(member).patch('/api/v1/me', { language: 'ar' });
    expect(switched.statusCode).toBe(200);
    expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, member.id)))[0]?.language).toBe('ar');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email },
      headers: { 'accept-language': 'en' },
      remoteAddress: nextAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.background.settled();
    expectArabic(lastMailTo(member.email), mailTexts.ar.passwordReset);

    const refused = await t.as(member).patch('/api/v1/me', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe(messages.members.account.languageInvalid);
    expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, member.id)))[0]?.language).toBe('ar');
  });
});

describe('the link-preview page of a shared post', () => {
  it("is written in the reader's language, and a cache keeps one copy per language", async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const arabic = await t.app.inject({ method: 'GET', url: `/post/${id}`, headers: { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' } });
    expect(arabic.headers.vary).toContain('Accept-Language');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<title>سوق</title>');
    const english = await t.app.inject({ method: 'GET', url: `/post/${id}` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<title>Souq</title>');
  });
});
