import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_TTL_HOURS, type RegisterRequest } from '@souq/contract/members-account';
import { messages } from '@souq/contract/messages';
import { NEW_ACCOUNT_HOURS as DEFAULT_NEW_ACCOUNT_HOURS } from '../trust/new-account-limits';
import type { Db, Tx } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema/members';
import { countries } from '../../db/schema/regions';
import { users } from '../../db/schema/users';
import { badRequest, conflict } from '../../lib/errors';
import { mailTexts, type ServerLanguage } from '@souq/contract/server-language';
import { localizedMail } from '../../lib/localized-mail';
import type { Mailer } from '../../lib/mailer';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';

const a = messages.members.account;

export const VERIFICATION_TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;

/**
 * What the verification e-mail needs; the token exists only here and in the mail, never stored.
 * No name: the mail carries no text the registrant typed (see `mailTexts`). `language`: the one
 * the member joined in; null for an account that recorded none (the request's then decides).
 */
export interface VerificationMail {
  to: string;
  token: string;
  language: ServerLanguage | null;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The link in the e-mail: the members' web app reads the token and posts it to verify-email. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/app/verify-email?token=${encodeURIComponent(token)}`;
}

export async function sendVerificationMail(mailer: Mailer, publicUrl: string, mail: VerificationMail, language: ServerLanguage): Promise<void> {
  await mailer.send(localizedMail(mail.to, mailTexts[language].verification, language, verificationLink(publicUrl, mail.token)));
}

/** A single-use token for the account: only its SHA-256 is stored, as with password resets. */
async function issueToken(tx: Tx, userId: string, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(emailVerificationTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  return token;
}

export async function assertCountryExists(db: Tx, countryId: string): Promise<void> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!row) throw badRequest(a.countryInvalid, { country_id: a.countryInvalid });
}

/**
 * A new member, unverified until they open the link: the column's default trusts the address
 * (staff and the operator make accounts that way), so registration says null itself. `language`
 * is the app's when they joined, kept for the mails. Answers the account and the mail to send
 * once the account is committed.
 */
/** `newAccountHours`: how long the account keeps new accounts' limits (0: none; NEW_ACCOUNT_HOURS). */
export async function register(db: Db, input: RegisterRequest, language: ServerLanguage | null, now = new Date(), newAccountHours = DEFAULT_NEW_ACCOUNT_HOURS) {
  assertPasswordAllowed(input.password, {
    field: 'password',
    texts: { tooShort: a.passwordTooShort, tooCommon: a.passwordTooCommon },
    personal: [input.name, input.email],
  });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertCountryExists(tx, input.country_id);
    // users_email_lower is the one judge of a taken address, in any case, even under a race.
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'user',
        countryId: input.country_id,
        emailVerifiedAt: null,
        language,
        // A stranger's new account does less for its first day (trust/new-account-limits.ts).
        newAccountUntil: newAccountHours > 0 ? sql`now() + make_interval(hours => ${newAccountHours})` : null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, name: users.name, email: users.email, language: users.language });
    if (!user) throw conflict(a.emailTaken);
    const token = await issueToken(tx, user.id, now);
    return {
      account: { _id: user.id, name: user.name, email: user.email, emailVerified: false as const },
      mail: { to: user.email, token, language: user.language } satisfies VerificationMail,
    };
  });
}

/**
 * Spends the token and marks the address verified; every other link of the account is spent
 * with it. An erased account's links are gone with it; one staff deleted is refused here.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.tokenHash, hashToken(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
      .returning({ userId: emailVerificationTokens.userId });
    const [user] = spent
      ? await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
          .returning({ id: users.id })
      : [];
    // Thrown inside the transaction: a token of a deleted account is not spent either.
    if (!user) throw badRequest(a.tokenInvalid, { token: a.tokenInvalid });
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
    return { emailVerified: true as const };
  });
}

/** A new link for a member not verified yet; answers the mail to send, if any. */
export async function resendVerification(db: Db, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt, language: users.language })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user || user.verifiedAt) return { answer: { emailVerified: true }, mail: undefined };
    const token = await issueToken(tx, user.id, now);
    return { answer: { emailVerified: false }, mail: { to: user.email, token, language: user.language } satisfies VerificationMail };
  });
}
