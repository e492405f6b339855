import { and, eq, exists, gt, gte, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/content';
import { notificationRecipients } from '../../db/schema/outbox';
import { memberNotificationSettings } from '../../db/schema/activity';
import { users } from '../../db/schema/users';

/**
 * The Souq team's messages a member receives: every 'all' notification sent since the account
 * existed, and the 'To Personal emails' ones that named it. The staff's inbox route and the
 * members' activity inbox both list them.
 */
export function teamMessagesOf(db: Db | Tx, userId: string, accountCreatedAt: Date): SQL {
  return or(
    and(eq(notifications.audience, 'all'), gte(notifications.createdAt, accountCreatedAt)),
    exists(
      db
        .select({ one: notificationRecipients.userId })
        .from(notificationRecipients)
        .where(and(eq(notificationRecipients.notificationId, notifications.id), eq(notificationRecipients.userId, userId))),
    ),
  )!;
}

/** When the member's account was made and how far they have read the team's messages; null for no account. */
export interface TeamReadState {
  createdAt: Date;
  teamReadAt: Date | null;
}

export async function teamReadState(db: Db | Tx, userId: string): Promise<TeamReadState | null> {
  const [row] = await db
    .select({ createdAt: users.createdAt, teamReadAt: memberNotificationSettings.teamReadAt })
    .from(users)
    .leftJoin(memberNotificationSettings, eq(memberNotificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The team's messages newer than the member's read mark, counted up to `max`. */
export async function teamUnreadCount(db: Db | Tx, userId: string, max: number, known?: TeamReadState): Promise<number> {
  const state = known ?? (await teamReadState(db, userId));
  if (!state) return 0;
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(teamMessagesOf(db, userId, state.createdAt), state.teamReadAt ? gt(notifications.createdAt, state.teamReadAt) : undefined))
    .limit(max);
  return rows.length;
}
