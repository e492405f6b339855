/**
 * The activity inbox's kinds and channels, without zod, so the members' shell (the bell's badge)
 * can name them without downloading the schemas (members-activity.ts re-exports these).
 */

/**
 * What a member can be told about; each can be turned off per channel. `reply`: someone answered
 * the member's comment; `mention`: someone named them (`@` and their name) in a post or comment;
 * `saved_search`: new listings for a saved search; `price_drop`, `favourite_sold`: a favourite's price
 * fell, it was sold.
 */
export const ACTIVITY_KINDS = [
  'follow',
  'like',
  'comment',
  'reply',
  'mention',
  'moderation',
  'saved_search',
  'price_drop',
  'favourite_sold',
  'rating',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What each kind does on each channel. `choice`: the member turns it on or off. `always`: staff
 * decisions reach the inbox and are mailed whatever the settings say, because the owner must
 * learn why content went and how to appeal. `never`: nothing of that kind goes that way (likes
 * come too often to push; e-mail carries only saved searches' daily digest and staff decisions),
 * so there is nothing to turn on.
 */
export type ChannelRule = 'choice' | 'always' | 'never';

const SOCIAL = { inApp: 'choice', push: 'choice', email: 'never' } as const;

export const CHANNEL_RULES: Readonly<Record<ActivityKind, Readonly<Record<NotificationChannel, ChannelRule>>>> = {
  follow: SOCIAL,
  like: { inApp: 'choice', push: 'never', email: 'never' },
  comment: SOCIAL,
  reply: SOCIAL,
  mention: SOCIAL,
  moderation: { inApp: 'always', push: 'choice', email: 'always' },
  saved_search: { inApp: 'choice', push: 'choice', email: 'choice' },
  price_drop: SOCIAL,
  favourite_sold: SOCIAL,
  rating: SOCIAL,
};

/** The unread count stops here: the bell shows "99+", and counting never walks a huge backlog. */
export const UNREAD_COUNT_MAX = 100;
