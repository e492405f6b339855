import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { emailVerificationTokens, follows, phoneCodes, userBlocks } from '../../db/schema/members';
import { deviceTokens, passwordResetTokens, sessions, users } from '../../db/schema/users';
import { forgetMemberPushes } from '../member-events/member-push';
import { activityItems, memberNotificationSettings } from '../../db/schema/activity';

/**
 * Erases an account, for the console's delete and a member's own alike: the row stays so
 * reports, tickets, comments and audit entries keep pointing at something, but it names nobody,
 * signs in nowhere and receives nothing, and every members' answer that checks its author's
 * liveness drops its content at once. Follows and blocks go too (they say whom the person knew),
 * and so do the pushes queued or kept for them, which quote the messages they were sent.
 * Answers whether a live account was erased (false: none, or already erased).
 */
export async function eraseAccount(tx: Tx, userId: string, at: Date): Promise<boolean> {
  const [erased] = await tx
    .update(users)
    .set({
      deletedAt: at,
      name: messages.user.deletedName,
      email: `deleted-${userId}@deleted.invalid`,
      phone: null,
      photo: null,
      gender: null,
      countryId: null,
      passwordHash: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: at,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!erased) return false;
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  await tx.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
  // After the devices, so a push being queued meanwhile is either refused or seen here.
  await forgetMemberPushes(tx, userId);
  // Their inbox goes; in others' inboxes they are no longer named (the inbox names live members only).
  await tx.delete(activityItems).where(eq(activityItems.recipientId, userId));
  await tx.delete(memberNotificationSettings).where(eq(memberNotificationSettings.userId, userId));
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
  await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return true;
}
