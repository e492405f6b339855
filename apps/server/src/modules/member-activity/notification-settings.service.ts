import { eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import {
  ACTIVITY_KINDS,
  CHANNEL_RULES,
  NOTIFICATION_CHANNELS,
  type ActivityKind,
  type NotificationChannel,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@souq/contract/members-activity';
import type { Db } from '../../db/client';
import { memberNotificationSettings } from '../../db/schema/activity';
import { users } from '../../db/schema/users';
import { badRequest } from '../../lib/errors';
import { mutedKey, mutedOf } from './activity.queries';

const m = messages.members.activity;

/** Whether a kind reaches the member on a channel: fixed by its rule, else their choice. */
function isOn(muted: ReadonlySet<string>, kind: ActivityKind, channel: NotificationChannel): boolean {
  const rule = CHANNEL_RULES[kind][channel];
  return rule === 'choice' ? !muted.has(mutedKey(kind, channel)) : rule === 'always';
}

/** Every kind on every channel, except the pairs turned off and those that never carry it. */
function settingsOf(muted: ReadonlySet<string>): NotificationSettings {
  const entry = (kind: ActivityKind) =>
    Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, isOn(muted, kind, channel)])) as NotificationSettings['settings']['like'];
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
 * A pair that is not the member's choice may be sent as it is (a client that sends every switch),
 * never the other way: a switch that would do nothing is refused rather than stored.
 */
function refusalOf(input: UpdateNotificationSettings): string | null {
  for (const kind of ACTIVITY_KINDS) {
    for (const channel of NOTIFICATION_CHANNELS) {
      const asked = input.settings[kind]?.[channel];
      const rule = CHANNEL_RULES[kind][channel];
      if (asked === undefined || rule === 'choice' || asked === (rule === 'always')) continue;
      if (rule === 'never') return m.channelNotUsed;
      return channel === 'email' ? m.staffDecisionsMailed : m.staffDecisionsStay;
    }
  }
  return null;
}

/**
 * Changes only the pairs sent; the row is locked while read and written, so two changes at once
 * both land. Staff decisions cannot be turned off in the app: the owner must learn why content went.
 */
export async function updateNotificationSettings(db: Db, userId: string, input: UpdateNotificationSettings): Promise<NotificationSettings> {
  const refusal = refusalOf(input);
  if (refusal) throw badRequest(refusal, { settings: refusal });
  return db.transaction(async (tx) => {
    // The account's row orders concurrent changes even before the member's settings row exists.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const muted = await mutedOf(tx, userId);
    for (const kind of ACTIVITY_KINDS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        const on = CHANNEL_RULES[kind][channel] === 'choice' ? input.settings[kind]?.[channel] : undefined;
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
