import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ZAuditLogQuery } from '@souq/contract/audit';
import { messages } from '@souq/contract/messages';
import type {
  ModerationAssignment,
  ModerationDecision,
  ModerationDetail,
  ModerationItem,
  ModerationKind,
  ModerationQueue,
  ModerationQueueQuery,
  ModerationSubjectQuery,
} from '@souq/contract/moderation';
import type { Db, Tx } from '../../db/client';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordStrike } from '../strikes/strikes.queries';
import { classifiedPosts } from '../../db/schema/classifieds';
import { moderationItems } from '../../db/schema/moderation';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { recordAudit, recordChange } from '../../lib/audit';
import { newestPage, olderThan } from '../../lib/cursor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { auditLogPage } from '../audit/audit.queries';
import { findItem, latestReports, recordTypeOf, selectItems, toItems } from './moderation.queries';

const m = messages.moderation;

/**
 * The queue, most recently reported first. Every filter combination is a range of one index
 * ending in (last_reported_at, id), so a page is one index seek however long the queue is.
 */
export async function listQueue(db: Db, input: ModerationQueueQuery): Promise<ModerationQueue> {
  if (input.assignee_id !== undefined && !isUuid(input.assignee_id)) return { items: [], nextCursor: null };
  const filters: (SQL | undefined)[] = [
    eq(moderationItems.state, input.state),
    input.kind ? eq(moderationItems.subjectKind, input.kind) : undefined,
    input.assignee_id ? eq(moderationItems.assigneeId, input.assignee_id) : undefined,
    olderThan(moderationItems.lastReportedAt, moderationItems.id, input.cursor),
  ];
  const rows = await selectItems(db)
    .where(and(...filters))
    .orderBy(desc(moderationItems.lastReportedAt), desc(moderationItems.id))
    .limit(input.limit + 1);
  const page = newestPage(rows, input.limit, (row) => row.id);
  return { items: await toItems(db, page.items as typeof rows), nextCursor: page.nextCursor };
}

async function itemOf(db: Tx, kind: ModerationKind, subjectId: string): Promise<ModerationItem> {
  const row = await findItem(db, kind, subjectId);
  if (!row) throw notFound(m.notFound);
  const [item] = await toItems(db, [row]);
  if (!item) throw notFound(m.notFound);
  return item;
}

/** One subject with its latest reports and its record's history (the audit log, newest first). */
export async function getSubject(db: Db, input: ModerationSubjectQuery): Promise<ModerationDetail> {
  if (!isUuid(input.subject_id)) throw notFound(m.notFound);
  const item = await itemOf(db, input.kind, input.subject_id);
  const [reports, history] = [
    await latestReports(db, input.kind, input.subject_id, 50),
    // Parsed through the audit list's own schema, so its defaults (and any filter it gains) apply.
    await auditLogPage(db, ZAuditLogQuery.parse({ record_type: recordTypeOf[input.kind], record_id: input.subject_id, itemsPerPage: 50 })),
  ];
  return { item, reports, history: history.entries };
}

/** The queue row of a subject, locked until the transaction ends. */
async function lockItem(tx: Tx, kind: ModerationKind, subjectId: string) {
  if (!isUuid(subjectId)) throw notFound(m.notFound);
  const [row] = await tx
    .select()
    .from(moderationItems)
    .where(and(eq(moderationItems.subjectKind, kind), eq(moderationItems.subjectId, subjectId)))
    .for('update');
  if (!row) throw notFound(m.notFound);
  return row;
}

/** The reported post or listing, locked; a subject deleted since it was reported cannot be acted on. */
async function lockContent(tx: Tx, kind: 'post' | 'listing', subjectId: string) {
  const table = kind === 'post' ? posts : classifiedPosts;
  const [row] = await tx
    .select({ id: table.id, userId: table.userId, active: table.active })
    .from(table)
    .where(kind === 'post' ? and(eq(posts.id, subjectId), isNull(posts.deletedAt)) : eq(classifiedPosts.id, subjectId))
    .for('update');
  if (!row) throw conflict(m.subjectGone);
  return row;
}

/**
 * Hides a post or disallows a listing, recorded as the other screens record it; the owner is told,
 * with the reason staff wrote (the decision's note). Answers what to publish after the commit.
 */
async function hideContent(tx: Tx, actorId: string, itemId: string, input: ModerationDecision): Promise<MemberNotice[]> {
  const kind = input.kind;
  if (kind === 'user') throw badRequest(m.hideNotForUsers, { action: m.hideNotForUsers });
  const content = await lockContent(tx, kind, input.subject_id);
  if (!content.active) return [];
  const table = kind === 'post' ? posts : classifiedPosts;
  await tx.update(table).set({ active: false, updatedAt: new Date() }).where(eq(table.id, content.id));
  const action = kind === 'post' ? 'post.hide' : 'classified.disallow';
  await recordChange(tx, { actorId, action, recordType: recordTypeOf[kind], recordId: content.id }, { active: [true, false] });
  if (!content.userId) return [];
  const strike = await recordStrike(tx, {
    memberId: content.userId,
    actorId,
    action: kind === 'post' ? 'hide' : 'disallow',
    subjectType: kind,
    subjectId: content.id,
    reason: input.reason,
    note: input.note,
    moderationItemId: itemId,
  });
  return strike.notices;
}

/** Shows a post or listing a watched word held, recorded on its history. */
async function releaseHeld(tx: Tx, actorId: string, kind: 'post' | 'listing', subjectId: string): Promise<void> {
  const content = await lockContent(tx, kind, subjectId);
  if (content.active) return;
  const table = kind === 'post' ? posts : classifiedPosts;
  await tx.update(table).set({ active: true, updatedAt: new Date() }).where(eq(table.id, content.id));
  const action = kind === 'post' ? 'post.release' : 'classified.release';
  await recordChange(tx, { actorId, action, recordType: recordTypeOf[kind], recordId: content.id }, { active: [false, true] });
}

/**
 * Blocks the member who wrote the post or listing (or the reported member): their tokens die at
 * once, as with the users screen's block. Staff are not blocked from here: the users screen keeps
 * its last-admin rule to itself. Answers the blocked member's id.
 */
async function blockAuthor(tx: Tx, actorId: string, itemId: string, input: ModerationDecision): Promise<string> {
  const { kind, subject_id: subjectId } = input;
  const authorId = kind === 'user' ? subjectId : (await lockContent(tx, kind, subjectId)).userId;
  if (authorId === actorId) throw forbidden(m.cannotBlockSelf);
  const [author] = await tx
    .select({ id: users.id, role: users.role, blocked: users.blocked })
    .from(users)
    .where(and(eq(users.id, authorId), isNull(users.deletedAt)))
    .for('update');
  if (!author) throw conflict(m.subjectGone);
  if (author.role !== 'user') throw conflict(m.cannotBlockStaff);
  if (!author.blocked) {
    await tx
      .update(users)
      .set({ blocked: true, updatedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, author.id));
    await recordChange(tx, { actorId, action: 'user.block', recordType: 'user', recordId: author.id }, { blocked: [false, true] });
    const strike = { memberId: author.id, actorId, action: 'block', subjectType: 'user', subjectId: author.id } as const;
    await recordStrike(tx, { ...strike, reason: input.reason, note: input.note, moderationItemId: itemId });
  }
  return author.id;
}

/**
 * A decision on an open item, in one transaction: the action on the content, the item's new
 * state with who decided, when and why, and the audit entry on the subject's record. Hiding and
 * blocking resolve the item; it leaves the open queue until someone reports it again.
 * Answers the item and the member blocked, if any (whose cached sessions the caller forgets).
 */
export async function decide(
  db: Db,
  actorId: string,
  input: ModerationDecision,
): Promise<{ item: ModerationItem; blockedUserId: string | null; notices: MemberNotice[] }> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, input.kind, input.subject_id);
    if (before.state !== 'open') throw conflict(m.alreadyDecided);
    let blockedUserId: string | null = null;
    let notices: MemberNotice[] = [];
    const subject = { ...input, subject_id: before.subjectId };
    if (input.action === 'hide') notices = await hideContent(tx, actorId, before.id, subject);
    if (input.action === 'block') blockedUserId = await blockAuthor(tx, actorId, before.id, subject);
    // Nothing wrong with content a watched word held: dismissing the item lets it out.
    if (input.action === 'dismiss' && before.signals.includes('watched_word_hold') && input.kind !== 'user') {
      await releaseHeld(tx, actorId, input.kind, before.subjectId);
    }
    const state = input.action === 'dismiss' ? 'dismissed' : 'resolved';
    const decidedAt = new Date();
    await tx
      .update(moderationItems)
      .set({ state, decidedById: actorId, decidedAt, note: input.note, updatedAt: decidedAt })
      .where(eq(moderationItems.id, before.id));
    await recordAudit(tx, {
      actorId,
      action: `moderation.${input.action}`,
      recordType: recordTypeOf[input.kind],
      recordId: before.subjectId,
      before: { state: before.state },
      after: { state, note: input.note, ...(input.action === 'hide' || input.action === 'block' ? { reason: input.reason } : {}) },
    });
    return { item: await itemOf(tx, input.kind, before.subjectId), blockedUserId, notices };
  });
}

/** Assigns an item to an admin (or to nobody); the same assignee again writes nothing. */
export async function assign(db: Db, actorId: string, input: ModerationAssignment): Promise<ModerationItem> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, input.kind, input.subject_id);
    const assigneeId = input.assignee_id ?? null;
    if (assigneeId !== null) {
      const [admin] = isUuid(assigneeId)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, assigneeId), eq(users.role, 'admin'), eq(users.blocked, false), isNull(users.deletedAt)))
        : [];
      if (!admin) throw badRequest(m.assigneeNotAdmin, { assignee_id: m.assigneeNotAdmin });
    }
    if (before.assigneeId !== assigneeId) {
      await tx.update(moderationItems).set({ assigneeId, updatedAt: new Date() }).where(eq(moderationItems.id, before.id));
      const entry = { actorId, action: 'moderation.assign', recordType: recordTypeOf[input.kind], recordId: before.subjectId };
      await recordChange(tx, entry, { assignee_id: [before.assigneeId, assigneeId] });
    }
    return itemOf(tx, input.kind, before.subjectId);
  });
}
