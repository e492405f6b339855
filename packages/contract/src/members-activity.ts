import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { isUuid, normaliseId, ZDateTime, ZUserRef } from './common';
import { MEMBER_ROLES, MEMBERS_TAG, REPORT_CATEGORIES, ZCursorQuery, ZNextCursor } from './members-common';
import { ACTIVITY_KINDS } from './members-activity-kinds';

/**
 * The members' API, the activity inbox: what others did to the member's content and account
 * (follows, likes, comments, replies to their comments, mentions) and staff decisions on it, grouped ("Ahmed and 3 others liked your
 * post"), newest first, with the Souq team's messages in the same list; and which kinds reach
 * the member on which channel.
 */

export {
  ACTIVITY_KINDS,
  CHANNEL_RULES,
  NOTIFICATION_CHANNELS,
  UNREAD_COUNT_MAX,
  type ActivityKind,
  type ChannelRule,
  type NotificationChannel,
} from './members-activity-kinds';

const m = messages.members.activity;
const tag = MEMBERS_TAG;

/** What an item is about: the post liked or commented on, the follower's profile, the listing decided on (or whose price fell), the saved search with new matches. */
export const ACTIVITY_SUBJECT_TYPES = ['post', 'user', 'listing', 'saved_search'] as const;
export type ActivitySubjectType = (typeof ACTIVITY_SUBJECT_TYPES)[number];
/** What staff did: a post hidden, a listing disallowed, a post deleted; an appeal upheld or overturned. */
export const STAFF_DECISIONS = ['hidden', 'disallowed', 'deleted', 'appeal_upheld', 'appeal_overturned'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];
/** The members newest in a group that an item names; the rest are counted. */
export const ACTIVITY_ACTORS_SHOWN = 3;
/** Ids one mark-read call may name. */
export const MARK_READ_MAX = 100;

export const ZActivityItem = z.object({
  _id: z.string(),
  /** `team`: a message of the Souq team (`title`, `description`), as /api/noti/my-notifications lists it. */
  kind: z.enum([...ACTIVITY_KINDS, 'team']),
  /** The newest few who did it, newest first; none for staff decisions and team messages. */
  actors: z.array(ZUserRef),
  /** Everyone in the group: "Ahmed and 3 others" is actors[0] and actorCount - 1; for `saved_search`, the new listings ("3 new listings"). */
  actorCount: z.number().int(),
  subject: z.object({ type: z.enum(ACTIVITY_SUBJECT_TYPES), _id: z.string() }).nullable(),
  /** The latest words said (a comment, a reply, the post or comment naming the member), cut short; a saved search's name; a listing's title. */
  preview: z.string().nullable(),
  /**
   * A staff decision on the member's own content: the reason from the fixed list (`category`, null on
   * decisions older than strikes), staff's note (`reason`, null when none), and the strike the
   * member may appeal (`strikeId`).
   */
  decision: z
    .object({
      action: z.enum(STAFF_DECISIONS),
      reason: z.string().nullable(),
      category: z.enum(REPORT_CATEGORIES).nullable(),
      strikeId: z.string().nullable(),
    })
    .nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** The latest activity of the group. */
  createdAt: ZDateTime,
  read: z.boolean(),
});
export type ActivityItem = z.infer<typeof ZActivityItem>;

export const ZActivityInbox = z.object({
  items: z.array(ZActivityItem),
  nextCursor: ZNextCursor,
  /** Unread items (groups and team messages), counted up to UNREAD_COUNT_MAX: more shows as "99+". */
  unread: z.number().int(),
});
export type ActivityInbox = z.infer<typeof ZActivityInbox>;

export const ZUnreadCount = z.object({ unread: z.number().int() });

const ZItemId = z
  .string({ error: m.idsInvalid })
  .refine((value) => isUuid(value), { error: m.idsInvalid })
  .overwrite(normaliseId);

/** `{all: true}`, or the ids of the items to mark (a team message marks it and every older one). */
export const ZMarkReadRequest = z
  .strictObject(
    {
      all: z.literal(true, { error: m.idsInvalid }).optional(),
      ids: z.array(ZItemId, { error: m.idsInvalid }).min(1, m.idsInvalid).max(MARK_READ_MAX, m.tooManyIds).optional(),
    },
    { error: m.idsInvalid },
  )
  .refine((body) => (body.all === true) !== (body.ids !== undefined), { error: m.idsInvalid });
export type MarkReadRequest = z.infer<typeof ZMarkReadRequest>;

const ZChannels = z.object({ inApp: z.boolean(), push: z.boolean(), email: z.boolean() });
export type ChannelSettings = z.infer<typeof ZChannels>;

export const ZNotificationSettings = z.object({
  settings: z.object({
    follow: ZChannels,
    like: ZChannels,
    comment: ZChannels,
    reply: ZChannels,
    mention: ZChannels,
    moderation: ZChannels,
    saved_search: ZChannels,
    price_drop: ZChannels,
    favourite_sold: ZChannels,
    rating: ZChannels,
  }),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

const ZChannelChange = z.strictObject(
  {
    inApp: z.boolean({ error: m.settingsInvalid }).optional(),
    push: z.boolean({ error: m.settingsInvalid }).optional(),
    email: z.boolean({ error: m.settingsInvalid }).optional(),
  },
  { error: m.settingsInvalid },
);

/** Only what changes: `{settings: {like: {push: false}}}`. */
export const ZUpdateNotificationSettings = z.strictObject(
  {
    settings: z.strictObject(
      {
        follow: ZChannelChange.optional(),
        like: ZChannelChange.optional(),
        comment: ZChannelChange.optional(),
        reply: ZChannelChange.optional(),
        mention: ZChannelChange.optional(),
        rating: ZChannelChange.optional(),
        moderation: ZChannelChange.optional(),
        saved_search: ZChannelChange.optional(),
        price_drop: ZChannelChange.optional(),
        favourite_sold: ZChannelChange.optional(),
      },
      { error: m.settingsInvalid },
    ),
  },
  { error: m.settingsInvalid },
);
export type UpdateNotificationSettings = z.infer<typeof ZUpdateNotificationSettings>;

export const activityInboxRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/notifications',
  access: MEMBER_ROLES,
  tag,
  summary:
    "The caller's activity inbox, newest first: follows, likes and comments grouped per post, staff decisions on their content with the reason, and the Souq team's messages; with the unread count",
  query: ZCursorQuery,
  response: ZActivityInbox,
});

export const activityUnreadCountRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/notifications/unread-count',
  access: MEMBER_ROLES,
  tag,
  summary: "The caller's unread inbox items, for the bell (counted up to 100)",
  response: ZUnreadCount,
});

export const markActivityReadRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/notifications/read',
  access: MEMBER_ROLES,
  budget: 'notification-reads',
  tag,
  summary: "Mark the caller's inbox items read: all of them, or these ids (404 when none is the caller's)",
  body: ZMarkReadRequest,
  response: ZUnreadCount,
  errors: [429],
});

export const getNotificationSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/me/notification-settings',
  access: MEMBER_ROLES,
  tag,
  summary: 'Which kinds of activity reach the caller in the app, by push and by e-mail',
  response: ZNotificationSettings,
});

export const updateNotificationSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/me/notification-settings',
  access: MEMBER_ROLES,
  budget: 'account',
  tag,
  summary: 'Turn kinds of activity on or off per channel; only the values sent change. Staff decisions always reach the inbox',
  body: ZUpdateNotificationSettings,
  response: ZNotificationSettings,
  errors: [429],
});
