import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { RegisterDeviceRequest } from '@souq/contract/notifications';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/content';
import { teamMessagesOf } from './inbox.queries';
import { deviceTokens, users } from '../../db/schema/users';
import { unauthorized } from '../../lib/errors';
import { readPage } from '../../lib/paging';

/**
 * The caller's inbox: every 'all' notification sent since the account existed, and the
 * 'To Personal emails' ones that named it.
 */
export async function myNotifications(db: Db, userId: string, input: { page: number; itemsPerPage: number }) {
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(messages.session.notAuthorized);
  const { rows, isNext } = await readPage(
    db
      .select({
        _id: notifications.id,
        title: notifications.title,
        description: notifications.description,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(teamMessagesOf(db, userId, user.createdAt))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .$dynamic(),
    input,
  );
  return { notifications: rows, isNext };
}

/** Push tokens one account keeps: one more replaces the oldest, so one notification is never hundreds of pushes. */
export const DEVICES_PER_MEMBER = 10;

/**
 * Writes one of a member's push tokens (`write`, an upsert on the token: a phone's, or a browser's
 * subscription) and drops the oldest past DEVICES_PER_MEMBER, in one transaction with the
 * account's row locked, so that two registrations at once cannot both keep one too many.
 */
export async function storeDeviceToken(db: Db, userId: string, write: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await write(tx);
    const kept = tx
      .select({ id: deviceTokens.id })
      .from(deviceTokens)
      .where(eq(deviceTokens.userId, userId))
      .orderBy(desc(deviceTokens.createdAt), desc(deviceTokens.id))
      .limit(DEVICES_PER_MEMBER);
    await tx.delete(deviceTokens).where(and(eq(deviceTokens.userId, userId), notInArray(deviceTokens.id, kept)));
  });
}

/**
 * Registers a push token for the caller; a token seen before moves to whoever holds the device
 * now, and counts as registered now (the oldest past the cap go: storeDeviceToken).
 */
export async function registerDevice(db: Db, userId: string, input: RegisterDeviceRequest) {
  await storeDeviceToken(db, userId, (tx) =>
    tx
      .insert(deviceTokens)
      .values({ userId, token: input.token, platform: input.platform ?? null })
      .onConflictDoUpdate({
        target: deviceTokens.token,
        // Re-registering without a platform keeps the one known.
        // A Web Push endpoint registered here becomes a mere token: its keys stay with its subscriber.
        set: { userId, platform: sql`coalesce(excluded.platform, ${deviceTokens.platform})`, kind: 'fcm', p256dh: null, auth: null, createdAt: sql`now()` },
      }),
  );
  return { message: messages.notification.deviceRegistered };
}
