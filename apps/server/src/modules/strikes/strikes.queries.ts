import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffStrike, Strike, StrikeAction, StrikeReason, StrikeSubjectType } from '@souq/contract/strikes';
import { STRIKE_APPEAL_DAYS } from '@souq/contract/strikes';
import type { Db, Tx } from '../../db/client';
import { activityItems } from '../../db/schema/activity';
import { classifiedPosts } from '../../db/schema/classifieds';
import { posts } from '../../db/schema/posts';
import { strikes } from '../../db/schema/strikes';
import { users } from '../../db/schema/users';
import { recordAudit, recordChange } from '../../lib/audit';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordStaffDecision } from '../member-activity/activity.queries';

/**
 * Recording strikes inside the transaction of the staff action itself (the moderation queue, the
 * posts, listings and users screens call these), and reversing an action when it is undone or its
 * appeal overturned.
 */

/** The audit log's record type of a strike's subject. */
export const strikeRecordType: Record<StrikeSubjectType, string> = { post: 'post', listing: 'classified', user: 'user' };

export interface StrikeInput {
  memberId: string;
  actorId: string;
  action: StrikeAction;
  subjectType: StrikeSubjectType;
  subjectId: string;
  reason: StrikeReason;
  note: string | null;
  moderationItemId?: string | null;
}

/** The decision the member's inbox names for each action that tells them in the app. */
export const DECISION_OF = { hide: 'hidden', disallow: 'disallowed', delete: 'deleted' } as const;

/**
 * Records the strike with its audit entry and tells the member in the app (a block is told by
 * mail only: the member can no longer sign in). The mail goes out once the undo window has passed.
 */
export async function recordStrike(tx: Tx, input: StrikeInput): Promise<{ strikeId: string; notices: MemberNotice[] }> {
  const [row] = await tx
    .insert(strikes)
    .values({
      userId: input.memberId,
      actorId: input.actorId,
      action: input.action,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      reason: input.reason,
      note: input.note,
      moderationItemId: input.moderationItemId ?? null,
    })
    .returning({ id: strikes.id });
  if (!row) throw new Error('insert returned nothing');
  // The strike is a record of its own: its history is its appeal and outcome; it names its member and subject.
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'strike.record',
    recordType: 'strike',
    recordId: row.id,
    after: {
      member_id: input.memberId,
      action: input.action,
      subject_type: input.subjectType,
      subject_id: input.subjectId,
      reason: input.reason,
      note: input.note,
    },
  });
  const notices =
    input.action === 'block' || input.subjectType === 'user'
      ? []
      : await recordStaffDecision(tx, {
          ownerId: input.memberId,
          subjectType: input.subjectType,
          subjectId: input.subjectId,
          reason: input.note,
          action: DECISION_OF[input.action],
          category: input.reason,
          strikeId: row.id,
        });
  return { strikeId: row.id, notices };
}

/**
 * Reverses what a strike did: the post shown, the listing allowed, the member unblocked (a deleted
 * post stays deleted: nothing offers to bring it back). Audited as the screens audit the same change.
 */
export async function reverseAction(tx: Tx, actorId: string, strike: typeof strikes.$inferSelect): Promise<{ unblockedUserId: string | null }> {
  if (strike.action === 'hide' || strike.action === 'disallow') {
    const table = strike.subjectType === 'post' ? posts : classifiedPosts;
    const [content] = await tx.select({ id: table.id, active: table.active }).from(table).where(eq(table.id, strike.subjectId)).for('update');
    if (content && !content.active) {
      await tx.update(table).set({ active: true, updatedAt: new Date() }).where(eq(table.id, content.id));
      const action = strike.subjectType === 'post' ? 'post.show' : 'classified.allow';
      await recordChange(
        tx,
        { actorId, action, recordType: strikeRecordType[strike.subjectType as StrikeSubjectType], recordId: content.id },
        { active: [false, true] },
      );
    }
  }
  if (strike.action === 'block') {
    const [member] = await tx
      .select({ id: users.id, blocked: users.blocked })
      .from(users)
      .where(and(eq(users.id, strike.userId), isNull(users.deletedAt)))
      .for('update');
    if (member?.blocked) {
      await tx.update(users).set({ blocked: false, updatedAt: new Date() }).where(eq(users.id, member.id));
      await recordChange(tx, { actorId, action: 'user.unblock', recordType: 'user', recordId: member.id }, { blocked: [true, false] });
      return { unblockedUserId: member.id };
    }
  }
  return { unblockedUserId: null };
}

/** Takes back the in-app notice of an undone strike: it never happened as far as the member is told. */
export async function forgetStrikeNotice(tx: Tx, strike: { id: string; userId: string }): Promise<void> {
  await tx.delete(activityItems).where(and(eq(activityItems.recipientId, strike.userId), eq(activityItems.strikeId, strike.id)));
}

type StrikeRow = typeof strikes.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a strike may be appealed: STRIKE_APPEAL_DAYS after it, unless appealed or undone. */
export function appealUntilOf(row: Pick<StrikeRow, 'createdAt' | 'appealState' | 'undoneAt'>): Date | null {
  if (row.appealState || row.undoneAt) return null;
  return new Date(row.createdAt.getTime() + STRIKE_APPEAL_DAYS * DAY_MS);
}

/** Titles of the posts and listings strikes name (a member's name for blocks). */
async function titlesOf(db: Db | Tx, rows: readonly StrikeRow[]): Promise<Map<string, string>> {
  const ids = (type: StrikeSubjectType) => [...new Set(rows.filter((r) => r.subjectType === type).map((r) => r.subjectId))];
  const [postIds, listingIds, userIds] = [ids('post'), ids('listing'), ids('user')];
  const found = [
    ...(postIds.length ? await db.select({ id: posts.id, title: posts.title }).from(posts).where(inArray(posts.id, postIds)) : []),
    ...(listingIds.length
      ? await db.select({ id: classifiedPosts.id, title: classifiedPosts.title }).from(classifiedPosts).where(inArray(classifiedPosts.id, listingIds))
      : []),
    ...(userIds.length ? await db.select({ id: users.id, title: users.name }).from(users).where(inArray(users.id, userIds)) : []),
  ];
  return new Map(found.map((row) => [row.id, row.title]));
}

export async function toMemberStrikes(db: Db | Tx, rows: readonly StrikeRow[]): Promise<Strike[]> {
  const titles = await titlesOf(db, rows);
  return rows.map((row) => ({
    _id: row.id,
    action: row.action as StrikeAction,
    subject: { type: row.subjectType as StrikeSubjectType, _id: row.subjectId, title: titles.get(row.subjectId) ?? null },
    reason: row.reason as StrikeReason,
    note: row.note,
    createdAt: row.createdAt,
    appealUntil: appealUntilOf(row),
    appeal:
      row.appealState && row.appealedAt
        ? {
            text: row.appealText ?? '',
            createdAt: row.appealedAt,
            state: row.appealState as 'pending' | 'upheld' | 'overturned',
            decidedAt: row.appealDecidedAt,
            note: row.appealNote,
          }
        : null,
  }));
}

export async function toStaffStrikes(db: Db | Tx, rows: readonly StrikeRow[]): Promise<StaffStrike[]> {
  const shaped = await toMemberStrikes(db, rows);
  const personIds = [...new Set(rows.flatMap((r) => [r.userId, r.actorId, r.appealDecidedById].filter((id): id is string => id !== null)))];
  const people = personIds.length ? await db.select({ _id: users.id, name: users.name }).from(users).where(inArray(users.id, personIds)) : [];
  const byId = new Map(people.map((p) => [p._id, p]));
  return shaped.map((strike, i) => {
    const row = rows[i]!;
    return {
      ...strike,
      member: byId.get(row.userId) ?? { _id: row.userId, name: '' },
      actor: row.actorId ? (byId.get(row.actorId) ?? null) : null,
      undone: row.undoneAt !== null,
      appealDecidedBy: row.appealDecidedById ? (byId.get(row.appealDecidedById) ?? null) : null,
    };
  });
}

/** Strikes that stand: neither undone nor overturned on appeal. */
export const standingStrike = sql`${strikes.undoneAt} is null and ${strikes.appealState} is distinct from 'overturned'`;
