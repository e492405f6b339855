import { and, eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens, users } from '../../db/schema/users';
import { fillTemplate } from '@souq/contract/fill-template';
import type { ActivityKind, StaffDecision } from '@souq/contract/members-activity';
import type { MemberEvent } from './event-hub';
import { reachableUser } from '../notifications/send.service';

const c = messages.members.chat;
const a = messages.members.activity;

/** What a push shows on the device's lock screen, and what the app opens when it is tapped. */
export interface MemberPush {
  title: string;
  body: string;
  /** FCM's data payload: string values only, e.g. {type: 'message', conversation_id}. */
  data: Record<string, string>;
}

/** A push says this much of a message: the rest is one tap away. */
const PREVIEW_LENGTH = 140;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function actor(event: MemberEvent): { id: string; name: string } {
  const user = event.data.user;
  const { _id: id, name } = user && typeof user === 'object' ? (user as { _id?: unknown; name?: unknown }) : {};
  return { id: text(id), name: typeof name === 'string' && name.trim() ? name : c.someone };
}

/** The push a live event makes by itself: a new message (activity pushes come from `pushOfActivity`). */
export function pushOfEvent(event: MemberEvent): MemberPush | null {
  if (event.type !== 'message') return null;
  const who = actor(event);
  const message = text(event.data.body);
  const body = message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH - 1)}…` : message;
  return {
    title: fillTemplate(c.pushMessageTitle, { name: who.name }),
    body,
    data: { type: 'message', conversation_id: text(event.data.conversation_id), message_id: text(event.data._id) },
  };
}

export interface ActivityPushInput {
  kind: ActivityKind;
  actor: { id: string; name: string } | null;
  subjectType: 'post' | 'user' | 'listing' | 'saved_search';
  subjectId: string;
  decision?: StaffDecision;
}

/**
 * The push an activity makes, decided in the act's transaction with the recipient's settings:
 * a new follower, a comment, a reply, a mention, a staff decision. A like makes none: taps are too many to buzz for.
 */
export function pushOfActivity(input: ActivityPushInput): MemberPush | null {
  const name = input.actor?.name.trim() ? input.actor.name : c.someone;
  if (input.kind === 'follow') {
    return { title: c.pushFollowTitle, body: fillTemplate(c.pushFollowBody, { name }), data: { type: 'follow', user_id: input.actor?.id ?? '' } };
  }
  if (input.kind === 'comment') {
    return { title: a.pushCommentTitle, body: fillTemplate(a.pushCommentBody, { name }), data: { type: 'comment', post_id: input.subjectId } };
  }
  if (input.kind === 'reply') {
    return { title: a.pushReplyTitle, body: fillTemplate(a.pushReplyBody, { name }), data: { type: 'reply', post_id: input.subjectId } };
  }
  if (input.kind === 'mention') {
    return { title: a.pushMentionTitle, body: fillTemplate(a.pushMentionBody, { name }), data: { type: 'mention', post_id: input.subjectId } };
  }
  if (input.kind === 'rating') {
    return { title: a.pushRatingTitle, body: fillTemplate(a.pushRatingBody, { name }), data: { type: 'rating', user_id: input.subjectId } };
  }
  if (input.kind === 'moderation') {
    const listing = input.subjectType === 'listing';
    const body =
      input.decision === 'appeal_upheld'
        ? a.pushAppealUpheld
        : input.decision === 'appeal_overturned'
          ? a.pushAppealOverturned
          : input.decision === 'deleted'
            ? a.pushPostDeleted
            : listing
              ? a.pushListingDisallowed
              : a.pushPostHidden;
    return {
      title: a.pushDecisionTitle,
      body,
      data: { type: 'moderation', [listing ? 'classified_id' : input.subjectType === 'user' ? 'user_id' : 'post_id']: input.subjectId },
    };
  }
  return null;
}

/**
 * Queues a push to every device of one member in the outbox, for the worker to send like a staff
 * notification's: one delivery per device carrying the text, the data and the member, with no
 * notification row (so neither the staff's list nor anyone's inbox shows it). A member without
 * devices, or no longer reachable, costs one read. Answers the deliveries queued.
 *
 * Erasing the account cannot leave one of these behind: a device deleted before the insert fails
 * it (foreign key), and one deleted while it runs waits for it, after which forgetMemberPushes
 * (run after the devices go) sees its rows.
 */
export async function enqueueMemberPush(db: Db | Tx, userId: string, push: MemberPush): Promise<number> {
  const devices = await db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .innerJoin(users, eq(users.id, deviceTokens.userId))
    .where(and(eq(deviceTokens.userId, userId), reachableUser));
  if (devices.length === 0) return 0;
  await db.insert(pushDeliveries).values(devices.map((device) => ({ deviceTokenId: device.id, userId, title: push.title, body: push.body, data: push.data })));
  return devices.length;
}

/**
 * Deletes every push queued or kept for a member (their text quotes messages to them): erasing
 * an account calls it in its transaction, after deleting the account's device tokens.
 */
export async function forgetMemberPushes(tx: Tx, userId: string): Promise<number> {
  const removed = await tx.delete(pushDeliveries).where(eq(pushDeliveries.userId, userId)).returning({ id: pushDeliveries.id });
  return removed.length;
}
