import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { PHONE_CODE_TRIES, PHONE_CODE_TTL_MINUTES, type PhoneCodeSent, type PhoneState } from '@souq/contract/members-phone';
import { messages } from '@souq/contract/messages';
import { toE164 } from '@souq/contract/phone-number';
import type { ServerLanguage } from '@souq/contract/server-language';
import type { Db, Tx } from '../../db/client';
import { phoneCodes } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/errors';
import { assertVerified } from '../../lib/member-visibility';

const a = messages.members.account;

/**
 * A keyed hash of a code: six digits are a million guesses, which an unkeyed hash of a leaked
 * table would give away in a second; without the server's secret the table is useless. The member
 * and the number are part of it, so a code is good for that member and that number only.
 */
export function codeHash(secret: string, userId: string, phone: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${userId}\n${phone}\n${code}`).digest('hex');
}

/** Six digits from the system's random source, leading zeros kept. */
export function newCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export async function phoneState(db: Tx, userId: string): Promise<PhoneState> {
  const [row] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, showPhone: users.showPhone })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound(messages.user.notFound);
  return { phone: row.phone, phoneVerified: row.verifiedAt !== null, showPhone: row.showPhone };
}

export interface CodeToSend {
  to: string;
  code: string;
  language: ServerLanguage | null;
}

/**
 * Makes `typed` the member's phone and a new code for it (replacing any earlier one). A number
 * other than the one on the account is unverified from now on (the users trigger clears it); the
 * number already verified sends nothing. Needs a verified e-mail, as every member's write does.
 */
export async function requestPhoneCode(db: Db, secret: string, userId: string, typed: string): Promise<{ answer: PhoneCodeSent; send?: CodeToSend }> {
  const phone = toE164(typed);
  if (!phone) throw badRequest(a.mobileInvalid, { phone: a.mobileInvalid });
  await assertVerified(db, userId);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, language: users.language })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1)
      .for('update');
    if (!user) throw notFound(messages.user.notFound);
    if (user.phone === phone && user.verifiedAt) {
      return { answer: { ...(await phoneState(tx, userId)), codeExpiresAt: null } };
    }
    if (user.phone !== phone) await tx.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
    const code = newCode();
    const expiresAt = new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000);
    const row = { phone, codeHash: codeHash(secret, userId, phone, code), attempts: 0, expiresAt, createdAt: new Date() };
    await tx
      .insert(phoneCodes)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: row });
    return {
      answer: { ...(await phoneState(tx, userId)), codeExpiresAt: expiresAt },
      send: { to: phone, code, language: user.language },
    };
  });
}

const refuse = (message: string) => badRequest(message, { code: message });

/**
 * Confirms the member's phone with the code texted to it. Each try is spent before the code is
 * compared, in one statement, so parallel guesses cannot share a try; the fifth wrong one ends the
 * code. A code sent to a number the account no longer has confirms nothing.
 */
export async function confirmPhone(db: Db, secret: string, userId: string, code: string): Promise<PhoneState> {
  const [spent] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.userId, userId), lt(phoneCodes.attempts, PHONE_CODE_TRIES), gt(phoneCodes.expiresAt, sql`now()`)))
    .returning({ phone: phoneCodes.phone, codeHash: phoneCodes.codeHash, attempts: phoneCodes.attempts });
  if (!spent) {
    const [left] = await db.select({ attempts: phoneCodes.attempts, expiresAt: phoneCodes.expiresAt }).from(phoneCodes).where(eq(phoneCodes.userId, userId));
    throw refuse(left && left.attempts >= PHONE_CODE_TRIES && left.expiresAt > new Date() ? a.codeTriesUsed : a.codeExpired);
  }
  const expected = Buffer.from(spent.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, userId, spent.phone, code), 'hex');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw refuse(spent.attempts >= PHONE_CODE_TRIES ? a.codeTriesUsed : a.codeWrong);
  }
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(users)
      .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.phone, spent.phone), isNull(users.deletedAt)))
      .returning({ id: users.id });
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    if (!confirmed) throw refuse(a.codeExpired);
    return phoneState(tx, userId);
  });
}

export async function setShowPhone(db: Db, userId: string, showPhone: boolean): Promise<PhoneState> {
  await db
    .update(users)
    .set({ showPhone, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return phoneState(db, userId);
}
