import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ACTIVITY_KINDS, NOTIFICATION_CHANNELS, type NotificationSettings, type UpdateNotificationSettings } from '@souq/contract/members-activity';
import type { Db } from '../../db/client';
import { memberNotificationSettings } from '../../db/schema/activity';
import { users } from '../../db/schema/users';
import { badRequest } from '../../lib/errors';
import { mutedKey, mutedOf } from './activity.queries';

const m = messages.members.activity;

/** Every kind on every channel, except the pairs turned off. */
function settingsOf(muted: ReadonlySet<string>): NotificationSettings {
  const entry = (kind: (typeof ACTIVITY_KINDS)[number]) =>
    Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, !muted.has(mutedKey(kind, channel))])) as NotificationSettings['settings']['like'];
  return {
    settings: {
      follow: entry('follow'),
      like: entry('like'),
      comment: entry('comment'),
      reply: entry('reply'),
      mention: entry('mention'),
      moderation: entry('moderation'),
      saved_search: entry('saved_search'),
      price_drop: entry('price_drop'),
      favourite_sold: entry('favourite_sold'),
      rating: entry('rating'),
    },
  };
}

export async function getNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  return settingsOf(await mutedOf(db, userId));
}

/**
 * Changes only the pairs sent; the row is locked while read and written, so two changes at once
 * both land. Staff decisions cannot be turned off in the app: the owner must learn why content went.
 */
export async function updateNotificationSettings(db: Db, userId: string, input: UpdateNotificationSettings): Promise<NotificationSettings> {
  if (input.settings.moderation?.inApp === false) throw badRequest(m.staffDecisionsStay, { settings: m.staffDecisionsStay });
  return db.transaction(async (tx) => {
    // The account's row orders concurrent changes even before the member's settings row exists.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const muted = await mutedOf(tx, userId);
    for (const kind of ACTIVITY_KINDS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        const on = input.settings[kind]?.[channel];
        if (on === true) muted.delete(mutedKey(kind, channel));
        if (on === false) muted.add(mutedKey(kind, channel));
      }
    }
    const list = [...muted].sort();
    await tx
      .insert(memberNotificationSettings)
      .values({ userId, muted: list })
      .onConflictDoUpdate({ target: memberNotificationSettings.userId, set: { muted: list, updatedAt: sql`now()` } });
    return settingsOf(muted);
  });
}
