import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { UpdateMyAccountRequest } from '@souq/contract/members-account';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { emailVerificationTokens, follows, userBlocks } from '../../db/schema/members';
import { deviceTokens, passwordResetTokens, sessions, users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { forgetMemberPushes } from '../notifications/member-push';
import { memberCounts } from './member-accounts.queries';
import { assertCountryExists } from './registration.service';

/** The caller's own account with its counts; staff reading their own get theirs too. */
export async function getMyAccount(db: Tx, userId: string) {
  const [user] = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      photo: users.photo,
      gender: users.gender,
      phone: users.phone,
      country_id: users.countryId,
      verifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound(messages.user.notFound);
  const { verifiedAt, ...account } = user;
  return { ...account, emailVerified: verifiedAt !== null, ...(await memberCounts(db, userId)) };
}

/** '' and null both mean "none" for the optional fields. */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Only the fields sent change; nothing sent changes nothing. */
export async function updateMyAccount(db: Db, userId: string, input: UpdateMyAccountRequest) {
  const changes = Object.fromEntries(
    Object.entries({
      name: input.name,
      photo: orNull(input.photo),
      gender: orNull(input.gender),
      phone: orNull(input.phone),
      countryId: input.country_id,
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<typeof users.$inferInsert, 'name' | 'photo' | 'gender' | 'phone' | 'countryId'>>;
  return db.transaction(async (tx) => {
    if (changes.countryId) await assertCountryExists(tx, changes.countryId);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    }
    return getMyAccount(tx, userId);
  });
}

/**
 * The member erases their own account, as the console's delete does (user-moderation.service's
 * deleteUser): the row stays so reports, tickets and comments keep pointing at something, but
 * it names nobody, signs in nowhere and receives nothing; every answer that checks its author's
 * liveness (member-visibility) drops its content at once. Unlike the console's delete this is
 * no staff action, so nothing goes to the audit log. Follows and blocks go too: they say whom
 * the person knew, and counts and lists skip erased accounts anyway. So do the pushes queued or
 * kept for them, which quote the messages they were sent.
 */
export async function eraseMyAccount(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    const deletedAt = new Date();
    const [erased] = await tx
      .update(users)
      .set({
        deletedAt,
        name: messages.user.deletedName,
        email: `deleted-${userId}@deleted.invalid`,
        phone: null,
        photo: null,
        gender: null,
        countryId: null,
        passwordHash: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: deletedAt,
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!erased) throw notFound(messages.user.notFound);
    await tx.update(sessions).set({ revokedAt: deletedAt }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
    // After the devices, so a push being queued meanwhile is either refused or seen here.
    await forgetMemberPushes(tx, userId);
    await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
    await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  });
  return { ok: true as const };
}
