/**
 * A member's live event stream, the part a client needs to listen to it: no zod, so
 * the members' shell, which listens on every signed-in screen, does not download the schemas
 * (members-chat.ts has the route and the events' shapes, and re-exports these).
 */

/**
 * What a member's event stream carries; `event:` of each Server-Sent Event. `ticket-update`: staff
 * replied to one of the member's support tickets or changed its status (`data.ticket_id`).
 * `activity`: an item of the activity inbox is new or grew (`data.item`, as the inbox lists it,
 * and `data.unread`, the badge); `activity-read`: items were marked read (`data.unread`).
 */
export const MEMBER_EVENT_TYPES = [
  'message',
  'like',
  'comment',
  'follow',
  'notification',
  'conversation-read',
  'ticket-update',
  'activity',
  'activity-read',
] as const;
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[number];

/** How long a client waits before reconnecting a lost stream (the stream's `retry:` hint). */
export const EVENT_STREAM_RETRY_MS = 3_000;
/** A comment line on an idle stream this often keeps proxies and load balancers from closing it. */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
