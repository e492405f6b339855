import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ActivityItem, ActivitySubjectType, StaffDecision } from '@souq/contract/members-activity';
import type { ReportCategory } from '@souq/contract/members-common';
import { ACTIVITY_ACTORS_SHOWN, UNREAD_COUNT_MAX, type ActivityKind, type NotificationChannel } from '@souq/contract/members-activity';
import type { Db, Tx } from '../../db/client';
import { activityItemActors, activityItems, memberNotificationSettings } from '../../db/schema/activity';
import { users } from '../../db/schema/users';
import { comments } from '../../db/schema/posts';
import { exactTime } from '../../lib/cursor';
import { rowsOf } from '../../lib/sql-rows';
import { isBlockedBetween, visibleTo } from '../../lib/member-visibility';
import { enqueueMemberPush, pushOfActivity } from '../member-events/member-push';
import type { MemberEvent } from '../member-events/event-hub';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { teamUnreadCount, type TeamReadState } from '../notifications/inbox.queries';

/**
 * Writing the activity inbox, inside the transaction of the act itself (a like, a follow, a
 * comment, a staff decision): other modules call these, which is why they live in a queries file.
 * Nothing is recorded for what a member does to themselves, nor between members who blocked
 * each other either way; a kind the recipient turned off in the app records nothing, and one
 * turned off for push queues no push.
 */

/** How much of a comment an item keeps: the inbox shows a line of it. */
const PREVIEW_LENGTH = 140;

export function activityPreview(text: string): string {
  // By code points: a cut never splits an emoji into a lone surrogate.
  const chars = [...text];
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH - 1).join('')}…` : text;
}

export interface ActivityInput {
  recipientId: string;
  /** The member who did it; null for a staff decision (staff stay unnamed). */
  actorId: string | null;
  kind: ActivityKind;
  subjectType: ActivitySubjectType;
  subjectId: string;
  preview?: string | null;
  decision?: { action: StaffDecision; reason: string | null; category?: ReportCategory | null; strikeId?: string | null };
  /** The event the apps already listen for (`like`, `comment`, `follow`), sent with the item's. */
  event?: MemberEvent;
  /** Only the event: the recipient is told of the same act by a more particular item (a reply, a mention). */
  skipItem?: boolean;
}

/** The kind and channel pairs a member turned off, as stored (`like:push`). */
export async function mutedOf(db: Db | Tx, userId: string): Promise<Set<string>> {
  const [row] = await db
    .select({ muted: memberNotificationSettings.muted })
    .from(memberNotificationSettings)
    .where(eq(memberNotificationSettings.userId, userId));
  return new Set(row?.muted ?? []);
}

export const mutedKey = (kind: ActivityKind, channel: NotificationChannel) => `${kind}:${channel}`;

/** The key that joins acts into one item: a post's likes, its comments, a member's new followers; every decision alone. */
function groupKeyOf(input: ActivityInput): string {
  if (input.kind === 'moderation') return `moderation:${randomUUID()}`;
  if (input.kind === 'follow') return 'follow';
  return `${input.kind}:${input.subjectType}:${input.subjectId}`;
}

/**
 * Records one act in the recipient's inbox, joining the open group of its subject when there is
 * one, and queues its push. Answers what to publish once the transaction has committed.
 */
export async function recordActivity(tx: Tx, input: ActivityInput): Promise<MemberNotice[]> {
  const { recipientId, actorId } = input;
  if (actorId === recipientId) return [];
  if (actorId && (await isBlockedBetween(tx, actorId, recipientId))) return [];
  if (input.skipItem) return input.event ? [{ to: recipientId, event: input.event }] : [];
  const muted = await mutedOf(tx, recipientId);
  // Staff decisions always reach the inbox: the settings refuse turning them off.
  const inApp = input.kind === 'moderation' || !muted.has(mutedKey(input.kind, 'inApp'));
  if (!muted.has(mutedKey(input.kind, 'push'))) {
    const [actor] = actorId ? await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, actorId)) : [];
    const push = pushOfActivity({ ...input, actor: actor ?? null, decision: input.decision?.action });
    // Queued with the act: the outbox worker sends it only if the transaction commits.
    if (push) await enqueueMemberPush(tx, recipientId, push);
  }
  if (!inApp) return [];

  const [item] = await tx
    .insert(activityItems)
    .values({
      recipientId,
      kind: input.kind,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      groupKey: groupKeyOf(input),
      preview: input.preview ?? null,
      decision: input.decision?.action ?? null,
      reason: input.decision?.reason ?? null,
      reasonCategory: input.decision?.category ?? null,
      strikeId: input.decision?.strikeId ?? null,
    })
    .onConflictDoUpdate({
      target: [activityItems.recipientId, activityItems.groupKey],
      targetWhere: isNull(activityItems.readAt),
      set: { updatedAt: sql`now()`, subjectId: sql`excluded.subject_id`, preview: sql`coalesce(excluded.preview, ${activityItems.preview})` },
    })
    .returning({ id: activityItems.id });
  if (actorId) {
    const joined = await tx
      .insert(activityItemActors)
      .values({ itemId: item!.id, actorId })
      .onConflictDoNothing()
      .returning({ actorId: activityItemActors.actorId });
    await tx
      .update(activityItems)
      .set({
        actorCount: sql`${activityItems.actorCount} + ${joined.length}`,
        actorIds: sql`(array_prepend(${actorId}::uuid, array_remove(${activityItems.actorIds}, ${actorId}::uuid)))[1:${ACTIVITY_ACTORS_SHOWN}]`,
      })
      .where(eq(activityItems.id, item!.id));
  }
  const [shown] = await itemsByIds(tx, recipientId, [item!.id]);
  const unread = await unreadCount(tx, recipientId);
  const notices: MemberNotice[] = [];
  if (input.event) notices.push({ to: recipientId, event: input.event });
  if (shown) notices.push({ to: recipientId, event: { type: 'activity', data: { item: serialisedItem(shown), unread } } });
  return notices;
}

/**
 * Tells a member that staff hid their post or disallowed their listing (or another decision: a
 * deletion, an appeal's outcome), and why: the strike's reason from the list and staff's note
 * (null or blank: none given).
 */
export async function recordStaffDecision(
  tx: Tx,
  input: {
    ownerId: string | null;
    subjectType: ActivitySubjectType;
    subjectId: string;
    reason: string | null;
    action?: StaffDecision;
    category?: ReportCategory | null;
    strikeId?: string | null;
  },
): Promise<MemberNotice[]> {
  if (!input.ownerId) return [];
  return recordActivity(tx, {
    recipientId: input.ownerId,
    actorId: null,
    kind: 'moderation',
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    decision: {
      action: input.action ?? (input.subjectType === 'post' ? 'hidden' : 'disallowed'),
      reason: input.reason?.trim() || null,
      category: input.category ?? null,
      strikeId: input.strikeId ?? null,
    },
  });
}

/**
 * Takes an act back (an unlike, an unfollow): the actor leaves every group of that subject, a
 * group left empty goes, and the others name their newest remaining actors. Nothing is published:
 * the inbox is read again when opened.
 */
export async function withdrawActivity(
  tx: Tx,
  input: { recipientId: string; actorId: string; kind: ActivityKind; subjectType: ActivitySubjectType; subjectId: string },
) {
  const groupKey = groupKeyOf({ ...input, actorId: input.actorId });
  const left = await tx
    .delete(activityItemActors)
    .where(
      and(
        eq(activityItemActors.actorId, input.actorId),
        inArray(
          activityItemActors.itemId,
          tx
            .select({ id: activityItems.id })
            .from(activityItems)
            .where(and(eq(activityItems.recipientId, input.recipientId), eq(activityItems.groupKey, groupKey))),
        ),
      ),
    )
    .returning({ itemId: activityItemActors.itemId });
  if (left.length === 0) return;
  const ids = left.map((row) => row.itemId);
  await tx
    .update(activityItems)
    .set({
      actorCount: sql`${activityItems.actorCount} - 1`,
      actorIds: sql`array(select ${activityItemActors.actorId} from ${activityItemActors} where ${activityItemActors.itemId} = ${activityItems.id} order by ${activityItemActors.createdAt} desc limit ${ACTIVITY_ACTORS_SHOWN})`,
    })
    .where(inArray(activityItems.id, ids));
  await tx.delete(activityItems).where(and(inArray(activityItems.id, ids), sql`${activityItems.actorCount} <= 0`));
}

/**
 * A deleted comment leaves the inbox of the member it told (the post's author, the author of the
 * comment it answered, a member it named): its words are no longer quoted (the group's latest
 * preview goes), and its author leaves the group once none of their comments on the post remain.
 */
export async function forgetCommentActivity(tx: Tx, input: { recipientId: string; actorId: string; postId: string; kind: 'comment' | 'reply' | 'mention' }) {
  const groupKey = `${input.kind}:post:${input.postId}`;
  await tx
    .update(activityItems)
    .set({ preview: null })
    .where(and(eq(activityItems.recipientId, input.recipientId), eq(activityItems.groupKey, groupKey)));
  const [left] = await tx
    .select({ one: sql<number>`1` })
    .from(comments)
    .where(and(eq(comments.postId, input.postId), eq(comments.userId, input.actorId)))
    .limit(1);
  if (!left) await withdrawActivity(tx, { ...input, subjectType: 'post', subjectId: input.postId });
}

/** An item's row as the inbox reads it, with its time to the microsecond for the cursor. */
export const itemColumns = {
  id: activityItems.id,
  kind: activityItems.kind,
  subjectType: activityItems.subjectType,
  subjectId: activityItems.subjectId,
  actorCount: activityItems.actorCount,
  actorIds: activityItems.actorIds,
  preview: activityItems.preview,
  decision: activityItems.decision,
  reason: activityItems.reason,
  reasonCategory: activityItems.reasonCategory,
  strikeId: activityItems.strikeId,
  updatedAt: activityItems.updatedAt,
  readAt: activityItems.readAt,
  timeKey: exactTime(activityItems.updatedAt),
};
export interface ItemRow {
  id: string;
  kind: string;
  subjectType: string;
  subjectId: string;
  actorCount: number;
  actorIds: string[];
  preview: string | null;
  decision: string | null;
  reason: string | null;
  reasonCategory: string | null;
  strikeId: string | null;
  updatedAt: Date;
  readAt: Date | null;
  timeKey: string;
}

/** Rows as the inbox answers them: actors named (those the recipient may still see), newest first. */
export async function shapeItems(db: Db | Tx, recipientId: string, rows: readonly Omit<ItemRow, 'timeKey'>[]): Promise<ActivityItem[]> {
  const actorIds = [...new Set(rows.flatMap((row) => row.actorIds))];
  const people =
    actorIds.length === 0
      ? []
      : await db
          .select({ _id: users.id, name: users.name, photo: users.photo })
          .from(users)
          .where(and(inArray(users.id, actorIds), visibleTo(recipientId, users.id)));
  const byId = new Map(people.map((person) => [person._id, person]));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind as ActivityItem['kind'],
    actors: row.actorIds.flatMap((id) => byId.get(id) ?? []),
    actorCount: row.actorCount,
    subject: { type: row.subjectType as ActivitySubjectType, _id: row.subjectId },
    preview: row.preview,
    decision: row.decision
      ? { action: row.decision as StaffDecision, reason: row.reason, category: row.reasonCategory as ReportCategory | null, strikeId: row.strikeId }
      : null,
    title: null,
    description: null,
    createdAt: row.updatedAt,
    read: row.readAt !== null,
  }));
}

export async function itemsByIds(db: Db | Tx, recipientId: string, ids: readonly string[]): Promise<ActivityItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(itemColumns)
    .from(activityItems)
    .where(and(eq(activityItems.recipientId, recipientId), inArray(activityItems.id, [...ids])))
    .orderBy(desc(activityItems.updatedAt), desc(activityItems.id));
  return shapeItems(db, recipientId, rows);
}

/** An item as JSON on the event stream, dates as the API writes them. */
export function serialisedItem(item: ActivityItem): Record<string, unknown> {
  return { ...item, createdAt: item.createdAt.toISOString() };
}

/**
 * Unread items and team messages, counted up to UNREAD_COUNT_MAX: each part stops at the cap, so
 * a member with a huge unread backlog costs the same as one with a hundred.
 */
export async function unreadCount(db: Db | Tx, userId: string, teamState?: TeamReadState): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from ${activityItems} where ${activityItems.recipientId} = ${userId} and ${activityItems.readAt} is null limit ${UNREAD_COUNT_MAX}) as unread`,
  );
  const team = await teamUnreadCount(db, userId, UNREAD_COUNT_MAX, teamState);
  return Math.min(UNREAD_COUNT_MAX, (row?.count ?? 0) + team);
}
