import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZPhoneCodeSent, ZPhoneState, PHONE_CODE_TRIES } from '@souq/contract/members-phone';
import { ZMyAccount } from '@souq/contract/members-account';
import { phoneCodes } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { startSmsStandIn, type SmsStandIn } from '../../../test/sms-stand-in';
import { CODES_PER_NUMBER_PER_HOUR } from './member-phone.routes';

const a = messages.members.account;

let t: TestContext;
let sms: SmsStandIn;
beforeAll(async () => {
  // The real HTTP client against a local stand-in of the provider.
  sms = await startSmsStandIn();
  t = await createTestContext({ SMS_URL: sms.url, SMS_FROM: 'Souq' });
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

// Each request from its own client address unless a test says otherwise: the per-address limits
// are tested on their own and must not be spent by the rest of the file.
let lastOctet = 0;
const freshAddress = () => {
  lastOctet += 1;
  return `10.1.${Math.floor(lastOctet / 250)}.${lastOctet % 250}`;
};
type Member = { id: string; token: string };
const sendCode = (member: Member | null, body: unknown, remoteAddress = freshAddress()) => t.as(member).post('/api/v1/me/phone', body, { remoteAddress });
const verify = (member: Member | null, body: unknown, remoteAddress = freshAddress()) => t.as(member).post('/api/v1/me/phone/verify', body, { remoteAddress });

/** The code in the last text the stand-in received for this number. */
function lastCodeTo(phone: string): string {
  const text = sms.received.filter((m) => m.to === phone).at(-1);
  const code = text?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

let numberSeq = 0;
/** A Kuwaiti mobile number no other test uses, as typed locally and in E.164. */
function newNumber() {
  numberSeq += 1;
  const local = `6${String(1_000_000 + numberSeq)
    .slice(1)
    .padStart(7, '0')}`;
  return { local, e164: `+965${local}` };
}

async function member(overrides: { language?: 'en' | 'ar' } = {}) {
  const m = await t.userWithToken('user');
  if (overrides.language) await t.db.update(users).set({ language: overrides.language }).where(eq(users.id, m.id));
  return m;
}

async function verifiedMember() {
  const m = await member();
  const { e164 } = newNumber();
  expect((await sendCode(m, { phone: e164 })).statusCode).toBe(200);
  expect((await verify(m, { code: lastCodeTo(e164) })).statusCode).toBe(200);
  return { ...m, phone: e164 };
}

describe('POST /api/v1/me/phone', () => {
  it('reads Arabic-Indic digits as a Kuwaiti number, texts a 6-digit code in the member’s language and stores only its keyed hash', async () => {
    const m = await member({ language: 'ar' });
    const { local, e164 } = newNumber();
    const arabic = local.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const response = await sendCode(m, { phone: `${arabic.slice(0, 4)} ${arabic.slice(4)}` });
    expect(response.statusCode).toBe(200);
    const answer = ZPhoneCodeSent.parse(response.json());
    expect(answer).toMatchObject({ phone: e164, phoneVerified: false, showPhone: true });
    const expires = new Date(answer.codeExpiresAt!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);

    const text = sms.received.at(-1)!;
    expect(text.to).toBe(e164);
    expect(text.from).toBe('Souq');
    expect(text.body).toMatch(/^رمزك في سوق هو \d{6}\./);
    const code = lastCodeTo(e164);
    const [row] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, m.id));
    expect(row).toMatchObject({ phone: e164, attempts: 0 });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const account = ZMyAccount.parse((await t.as(m).get('/api/v1/me')).json());
    expect(account).toMatchObject({ phone: e164, phoneVerified: false, showPhone: true });
  });

  it('texts in English when the member chose English, and a new request replaces the earlier code', async () => {
    const m = await member({ language: 'en' });
    const { e164 } = newNumber();
    await sendCode(m, { phone: e164 });
    const first = lastCodeTo(e164);
    expect(sms.received.at(-1)!.body).toMatch(/^Your Souq code is \d{6}\. It works for 10 minutes\./);
    await sendCode(m, { phone: e164 });
    const second = lastCodeTo(e164);
    if (first !== second) {
      const old = await verify(m, { code: first });
      expect(old.statusCode).toBe(400);
      expect(errorOf(old)).toBe(a.codeWrong);
    }
    expect((await verify(m, { code: second })).statusCode).toBe(200);
  });

  it('sends nothing for the number already verified', async () => {
    const m = await verifiedMember();
    const before = sms.received.length;
    const response = await sendCode(m, { phone: m.phone.replace('+965', '') });
    expect(ZPhoneCodeSent.parse(response.json())).toMatchObject({ phone: m.phone, phoneVerified: true, codeExpiresAt: null });
    expect(sms.received.length).toBe(before);
  });

  it('a new number is unverified at once: buyers never see a number nobody confirmed', async () => {
    const m = await verifiedMember();
    const { e164 } = newNumber();
    const answer = ZPhoneCodeSent.parse((await sendCode(m, { phone: e164 })).json());
    expect(answer).toMatchObject({ phone: e164, phoneVerified: false });
  });

  it('refuses a missing, junk or non-mobile number with the reason', async () => {
    const cases: [unknown, string][] = [
      [{}, a.mobileRequired],
      [{ phone: '' }, a.mobileRequired],
      [{ phone: 12345678 }, a.mobileRequired],
      [{ phone: '1234' }, a.mobileInvalid],
      [{ phone: '+965 5000 123' }, a.mobileInvalid],
      [{ phone: 'x'.repeat(40) }, a.mobileInvalid],
      [{ phone: '5000\u00001234' }, a.mobileInvalid],
      [{ phone: ['50001234'] }, a.mobileRequired],
    ];
    for (const [body, message] of cases) {
      // A member each: refusals spend the member's budget too (it is spent before the body is read).
      const response = await sendCode(await member(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response), JSON.stringify(body)).toBe(message);
    }
  });

  it('needs a member with a verified e-mail: 401 without a token, 403 for staff and before the e-mail is verified', async () => {
    expect((await sendCode(null, { phone: '50001234' })).statusCode).toBe(401);
    const admin = await t.userWithToken('admin');
    expect((await sendCode(admin, { phone: '50001234' })).statusCode).toBe(403);
    const unverified = await member();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.id));
    const response = await sendCode(unverified, { phone: newNumber().e164 });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe(messages.members.common.notVerified);
  });

  it('answers 503 and says so when the provider refuses the text', async () => {
    const m = await member();
    sms.failWith(500);
    try {
      const response = await sendCode(m, { phone: newNumber().e164 });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toBe(a.codeNotSent);
    } finally {
      sms.failWith(null);
    }
  });

  it('limits the codes one member asks for, one number receives and one address asks for', async () => {
    const m = await member();
    for (let i = 0; i < 8; i += 1) expect((await sendCode(m, { phone: newNumber().e164 })).statusCode).toBe(200);
    const perMember = await sendCode(m, { phone: newNumber().e164 });
    expect(perMember.statusCode).toBe(429);
    expect(errorOf(perMember)).toBe(a.tooManyCodes);
    expect(perMember.headers['retry-after']).toBeDefined();

    // Many accounts cannot flood one stranger's phone.
    const victim = newNumber();
    for (let i = 0; i < CODES_PER_NUMBER_PER_HOUR; i += 1) expect((await sendCode(await member(), { phone: victim.local })).statusCode).toBe(200);
    const perNumber = await sendCode(await member(), { phone: victim.e164 });
    expect(perNumber.statusCode).toBe(429);
    expect(errorOf(perNumber)).toBe(a.tooManyCodes);

    // Nor many accounts on one machine text the world.
    const address = '10.99.0.1';
    let refused: number | undefined;
    for (let i = 0; i < 40 && refused === undefined; i += 1) {
      const response = await sendCode(await member(), { phone: newNumber().e164 }, address);
      if (response.statusCode === 429) refused = i;
    }
    expect(refused).toBe(32);
  });
});

describe('POST /api/v1/me/phone/verify', () => {
  it('confirms the number with the code typed in Arabic-Indic digits; GET /me says verified and shown', async () => {
    const m = await member();
    const { e164 } = newNumber();
    await sendCode(m, { phone: e164 });
    const arabicCode = lastCodeTo(e164).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    const response = await verify(m, { code: ` ${arabicCode.slice(0, 3)} ${arabicCode.slice(3)} ` });
    expect(response.statusCode).toBe(200);
    expect(ZPhoneState.parse(response.json())).toEqual({ phone: e164, phoneVerified: true, showPhone: true });
    expect(ZMyAccount.parse((await t.as(m).get('/api/v1/me')).json())).toMatchObject({ phone: e164, phoneVerified: true });
    // A code works once.
    const again = await verify(m, { code: arabicCode });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toBe(a.codeExpired);
  });

  it('ends a code at its fifth wrong try, the right code included after that', async () => {
    const m = await member();
    const { e164 } = newNumber();
    await sendCode(m, { phone: e164 });
    const right = lastCodeTo(e164);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i < PHONE_CODE_TRIES; i += 1) {
      const response = await verify(m, { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(a.codeWrong);
      expect(response.json()).toMatchObject({ fields: { code: a.codeWrong } });
    }
    const fifth = await verify(m, { code: wrong });
    expect(errorOf(fifth)).toBe(a.codeTriesUsed);
    const late = await verify(m, { code: right });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toBe(a.codeTriesUsed);
    expect(ZMyAccount.parse((await t.as(m).get('/api/v1/me')).json()).phoneVerified).toBe(false);
  });

  it('refuses an expired code, and a code when none was sent', async () => {
    const m = await member();
    const none = await verify(m, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toBe(a.codeExpired);

    const { e164 } = newNumber();
    await sendCode(m, { phone: e164 });
    await t.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.userId, m.id));
    const expired = await verify(m, { code: lastCodeTo(e164) });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toBe(a.codeExpired);
  });

  it("another member's code confirms nothing of mine", async () => {
    const mine = await member();
    const theirs = await member();
    const number = newNumber();
    await sendCode(mine, { phone: number.e164 });
    const other = newNumber();
    await sendCode(theirs, { phone: other.e164 });
    const response = await verify(mine, { code: lastCodeTo(other.e164) });
    expect(response.statusCode).toBe(400);
    // Their code is theirs still.
    expect((await verify(theirs, { code: lastCodeTo(other.e164) })).statusCode).toBe(200);
  });

  it('a code sent before the number changed in the profile confirms nothing', async () => {
    const m = await member();
    const { e164 } = newNumber();
    await sendCode(m, { phone: e164 });
    expect((await t.as(m).patch('/api/v1/me', { phone: '+965 6999 0000' })).statusCode).toBe(200);
    const response = await verify(m, { code: lastCodeTo(e164) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(a.codeExpired);
  });

  it('changing the phone in the profile clears the verification; the same number keeps it', async () => {
    const m = await verifiedMember();
    expect(ZMyAccount.parse((await t.as(m).patch('/api/v1/me', { phone: m.phone })).json()).phoneVerified).toBe(true);
    expect(ZMyAccount.parse((await t.as(m).patch('/api/v1/me', { name: 'Renamed' })).json()).phoneVerified).toBe(true);
    const changed = ZMyAccount.parse((await t.as(m).patch('/api/v1/me', { phone: '+965 6000 0001' })).json());
    expect(changed).toMatchObject({ phone: '+965 6000 0001', phoneVerified: false });
  });

  it('refuses a missing or malformed code with the reason, without spending a try', async () => {
    const m = await member();
    const cases: [unknown, string][] = [
      [{}, a.codeRequired],
      [{ code: '' }, a.codeRequired],
      [{ code: 123456 }, a.codeRequired],
      [{ code: '12345' }, a.codeInvalid],
      [{ code: '1234567' }, a.codeInvalid],
      [{ code: 'abcdef' }, a.codeInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await verify(m, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response), JSON.stringify(body)).toBe(message);
    }
  });

  it('401 without a token, 403 for staff; a member’s tries are limited across codes', async () => {
    expect((await verify(null, { code: '123456' })).statusCode).toBe(401);
    expect((await verify(await t.userWithToken('admin'), { code: '123456' })).statusCode).toBe(403);
    const m = await member();
    let refused: number | undefined;
    for (let i = 0; i < 12 && refused === undefined; i += 1) {
      const response = await verify(m, { code: '123456' });
      if (response.statusCode === 429) {
        refused = i;
        expect(errorOf(response)).toBe(a.tooManyCodeTries);
      }
    }
    expect(refused).toBe(10);
  });
});

describe('PATCH /api/v1/me/phone', () => {
  it('hides and shows the verified number on listings', async () => {
    const m = await verifiedMember();
    const hidden = await t.as(m).patch('/api/v1/me/phone', { showPhone: false });
    expect(hidden.statusCode).toBe(200);
    expect(ZPhoneState.parse(hidden.json())).toEqual({ phone: m.phone, phoneVerified: true, showPhone: false });
    expect(ZMyAccount.parse((await t.as(m).get('/api/v1/me')).json()).showPhone).toBe(false);
    expect(ZPhoneState.parse((await t.as(m).patch('/api/v1/me/phone', { showPhone: true })).json()).showPhone).toBe(true);
  });

  it('refuses junk with the reason; 401 without a token, 403 for staff', async () => {
    const m = await member();
    for (const body of [{}, { showPhone: 'yes' }, { showPhone: null }, { showPhone: 1 }]) {
      const response = await t.as(m).patch('/api/v1/me/phone', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toBe(a.showPhoneInvalid);
    }
    expect((await t.anonymous.patch('/api/v1/me/phone', { showPhone: true })).statusCode).toBe(401);
    expect((await t.as(await t.userWithToken('admin')).patch('/api/v1/me/phone', { showPhone: true })).statusCode).toBe(403);
  });
});
