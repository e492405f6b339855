import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/users';
import { badRequest } from '../../lib/errors';
import { mailTexts } from '@souq/contract/server-language';
import { localizedMail, mailLanguageOf } from '../../lib/localized-mail';
import type { Mailer } from '../../lib/mailer';
import { assertPasswordAllowed, type PasswordWeaknessTexts } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The link in the e-mail: the query parameter named `email` carries the token, as the original did. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/auth/email-password-change?email=${encodeURIComponent(token)}`;
}

/**
 * Creates a single-use token (only its hash is stored) and e-mails the link. Unknown, deleted
 * and blocked accounts get no mail; the caller answers the same either way, without waiting.
 * The mail carries nothing the account's owner typed (the name could be a link), only ours.
 */
export async function sendPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  { now = new Date(), acceptLanguage }: { now?: Date; acceptLanguage?: string } = {},
) {
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt), eq(users.blocked, false)))
    .limit(1);
  if (user) {
    const token = crypto.randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const language = mailLanguageOf(user.language, acceptLanguage);
    await mailer.send(localizedMail(user.email, mailTexts[language].passwordReset, language, resetLink(publicUrl, token)));
  }
}

const weakPassword: PasswordWeaknessTexts = { tooShort: messages.password.tooShort, tooCommon: messages.password.tooCommon };

/**
 * Spends the token, sets the password and ends every existing session of the account;
 * `onChanged` hears whose password it was once the change is committed. A password the policy
 * refuses leaves the token unspent, so the same link works with a better one.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  { now = new Date(), onChanged = () => undefined }: { now?: Date; onChanged?: (userId: string) => void } = {},
) {
  assertPasswordAllowed(input.password, { field: 'password', texts: weakPassword });
  const passwordHash = await hashPassword(input.password);
  const changed = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, spent.userId)).limit(1);
    // Thrown inside the transaction: the token is not spent either.
    if (owner) assertPasswordAllowed(input.password, { field: 'password', texts: weakPassword, personal: [owner.name, owner.email] });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    return user?.id;
  });
  if (changed) onChanged(changed);
  if (!changed) throw badRequest(messages.password.tokenInvalid, { token: messages.password.tokenInvalid });
  return { message: messages.password.resetDone };
}
