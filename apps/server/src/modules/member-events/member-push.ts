import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens, users } from '../../db/schema/users';
import { fillTemplate } from '@souq/contract/fill-template';
import type { ActivityKind, StaffDecision } from '@souq/contract/members-activity';
import { APP_LANGUAGES } from '@souq/contract/constants';
import { pushTexts, type PushTexts, type ServerLanguage } from '@souq/contract/server-language';
import type { MemberEvent } from './event-hub';
import { reachableUser } from '../notifications/send.service';

/** What a push shows on the device's lock screen, and what the app opens when it is tapped. */
export interface MemberPush {
  /** In English; `translations` has the other languages, chosen by the member's. */
  title: string;
  body: string;
  /** FCM's data payload: string values only, e.g. {type: 'message', conversation_id}. */
  data: Record<string, string>;
  translations?: Partial<Record<ServerLanguage, { title: string; body: string }>>;
}

/** A push says this much of a message: the rest is one tap away. */
const PREVIEW_LENGTH = 140;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The push in every language the server writes, English first, from one wording per language. */
export function inEveryLanguage(data: Record<string, string>, words: (t: PushTexts) => { title: string; body: string }): MemberPush {
  const translations: MemberPush['translations'] = {};
  for (const language of APP_LANGUAGES) if (language !== 'en') translations[language] = words(pushTexts[language]);
  return { ...words(pushTexts.en), data, translations };
}

function actor(event: MemberEvent): { id: string; name: string | null } {
  const user = event.data.user;
  const { _id: id, name } = user && typeof user === 'object' ? (user as { _id?: unknown; name?: unknown }) : {};
  return { id: text(id), name: typeof name === 'string' && name.trim() ? name : null };
}

/** The push a live event makes by itself: a new message (activity pushes come from `pushOfActivity`). */
export function pushOfEvent(event: MemberEvent): MemberPush | null {
  if (event.type !== 'message') return null;
  const who = actor(event);
  const message = text(event.data.body);
  const body = message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH - 1)}…` : message;
  return inEveryLanguage({ type: 'message', conversation_id: text(event.data.conversation_id), message_id: text(event.data._id) }, (t) => ({
    title: fillTemplate(t.messageTitle, { name: who.name ?? t.someone }),
    body,
  }));
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
  const named = input.actor?.name.trim() ? input.actor.name : null;
  const name = (t: PushTexts) => named ?? t.someone;
  if (input.kind === 'follow') {
    return inEveryLanguage({ type: 'follow', user_id: input.actor?.id ?? '' }, (t) => ({
      title: t.followTitle,
      body: fillTemplate(t.followBody, { name: name(t) }),
    }));
  }
  if (input.kind === 'comment') {
    return inEveryLanguage({ type: 'comment', post_id: input.subjectId }, (t) => ({
      title: t.commentTitle,
      body: fillTemplate(t.commentBody, { name: name(t) }),
    }));
  }
  if (input.kind === 'reply') {
    return inEveryLanguage({ type: 'reply', post_id: input.subjectId }, (t) => ({ title: t.replyTitle, body: fillTemplate(t.replyBody, { name: name(t) }) }));
  }
  if (input.kind === 'mention') {
    return inEveryLanguage({ type: 'mention', post_id: input.subjectId }, (t) => ({
      title: t.mentionTitle,
      body: fillTemplate(t.mentionBody, { name: name(t) }),
    }));
  }
  if (input.kind === 'rating') {
    return inEveryLanguage({ type: 'rating', user_id: input.subjectId }, (t) => ({
      title: t.ratingTitle,
      body: fillTemplate(t.ratingBody, { name: name(t) }),
    }));
  }
  if (input.kind === 'moderation') {
    const listing = input.subjectType === 'listing';
    const body = (t: PushTexts) =>
      input.decision === 'appeal_upheld'
        ? t.appealUpheld
        : input.decision === 'appeal_overturned'
          ? t.appealOverturned
          : input.decision === 'deleted'
            ? t.postDeleted
            : listing
              ? t.listingDisallowed
              : t.postHidden;
    return inEveryLanguage(
      { type: 'moderation', [listing ? 'classified_id' : input.subjectType === 'user' ? 'user_id' : 'post_id']: input.subjectId },
      (t) => ({ title: t.decisionTitle, body: body(t) }),
    );
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
    .select({ id: deviceTokens.id, language: users.language })
    .from(deviceTokens)
    .innerJoin(users, eq(users.id, deviceTokens.userId))
    .where(and(eq(deviceTokens.userId, userId), reachableUser));
  if (devices.length === 0) return 0;
  // The member's language when they joined (their e-mails' too); English when unknown.
  const language = devices[0]?.language;
  const { title, body } = (language && push.translations?.[language]) || push;
  await db.insert(pushDeliveries).values(devices.map((device) => ({ deviceTokenId: device.id, userId, title, body, data: push.data })));
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
