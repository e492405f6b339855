import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type {
  AppealBody,
  AppealDecision,
  AppealQueue,
  BlockedAppealBody,
  MyStrikes,
  StaffStrike,
  Strike,
  UndoStrikeBody,
  UserStrikes,
} from '@souq/contract/strikes';
import { STRIKE_APPEAL_DAYS, STRIKE_UNDO_SECONDS } from '@souq/contract/strikes';
import type { Db, Tx } from '../../db/client';
import { moderationItems } from '../../db/schema/moderation';
import { strikes } from '../../db/schema/strikes';
import { recordAudit } from '../../lib/audit';
import { decodeCursor, checkedTime, encodeCursor, exactTime } from '../../lib/cursor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordStaffDecision } from '../member-activity/activity.queries';
import { appealUntilOf, forgetStrikeNotice, reverseAction, standingStrike, toMemberStrikes, toStaffStrikes } from './strikes.queries';

const m = messages.strikes;
const APPEALS_PAGE = 50;

type StrikeRow = typeof strikes.$inferSelect;

async function lockStrike(tx: Tx, strikeId: string): Promise<StrikeRow> {
  if (!isUuid(strikeId)) throw notFound(m.notFound);
  const [row] = await tx.select().from(strikes).where(eq(strikes.id, strikeId)).for('update');
  if (!row) throw notFound(m.notFound);
  return row;
}

async function staffStrike(tx: Tx, strikeId: string): Promise<StaffStrike> {
  const rows = await tx.select().from(strikes).where(eq(strikes.id, strikeId));
  const [shaped] = await toStaffStrikes(tx, rows);
  if (!shaped) throw notFound(m.notFound);
  return shaped;
}

/** A member's record: their strikes newest first and how many stand. */
export async function userStrikes(db: Db, userId: string): Promise<UserStrikes> {
  if (!isUuid(userId)) return { count: 0, strikes: [] };
  const rows = await db.select().from(strikes).where(eq(strikes.userId, userId)).orderBy(desc(strikes.createdAt), desc(strikes.id)).limit(200);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(strikes)
    .where(and(eq(strikes.userId, userId), standingStrike));
  return { count: counted?.count ?? 0, strikes: await toStaffStrikes(db, rows) };
}

/** The member's own strikes (undone ones never happened, as far as they are told). */
export async function myStrikes(db: Db, userId: string): Promise<MyStrikes> {
  const rows = await db
    .select()
    .from(strikes)
    .where(and(eq(strikes.userId, userId), sql`${strikes.undoneAt} is null`))
    .orderBy(desc(strikes.createdAt), desc(strikes.id))
    .limit(200);
  return { strikes: await toMemberStrikes(db, rows) };
}

/**
 * Undoes the latest decision on a subject within STRIKE_UNDO_SECONDS: the action reversed, the
 * strike withdrawn with its in-app notice (its mail has not gone out yet), the queue item reopened.
 */
export async function undoStrike(db: Db, actorId: string, input: UndoStrikeBody): Promise<{ strike: StaffStrike; unblockedUserId: string | null }> {
  if (!isUuid(input.subject_id)) throw notFound(m.notFound);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(strikes)
      .where(and(eq(strikes.subjectType, input.subject_type), eq(strikes.subjectId, input.subject_id)))
      .orderBy(desc(strikes.createdAt))
      .limit(1)
      .for('update');
    if (!latest) throw notFound(m.notFound);
    if (latest.undoneAt) throw conflict(m.alreadyUndone);
    // Undo is a second thought, not a review: another staff member reverses it on appeal.
    if (latest.actorId !== actorId) throw forbidden(m.undoNotYours);
    if (latest.action === 'delete' || Date.now() - latest.createdAt.getTime() > STRIKE_UNDO_SECONDS * 1000 || latest.appealState) {
      throw conflict(m.undoTooLate);
    }
    const { unblockedUserId } = await reverseAction(tx, actorId, latest);
    await tx.update(strikes).set({ undoneAt: new Date(), updatedAt: new Date() }).where(eq(strikes.id, latest.id));
    await forgetStrikeNotice(tx, latest);
    if (latest.moderationItemId) {
      await tx
        .update(moderationItems)
        .set({ state: 'open', decidedById: null, decidedAt: null, updatedAt: new Date() })
        .where(eq(moderationItems.id, latest.moderationItemId));
    }
    await recordAudit(tx, {
      actorId,
      action: 'strike.undo',
      recordType: 'strike',
      recordId: latest.id,
      before: { undone: false },
      after: { undone: true },
    });
    return { strike: await staffStrike(tx, latest.id), unblockedUserId };
  });
}

/** Records the member's one appeal of a strike of theirs (another member's answers 404). */
async function appealIn(tx: Tx, memberId: string, strikeId: string, text: string): Promise<Strike> {
  const strike = await lockStrike(tx, strikeId);
  if (strike.userId !== memberId || strike.undoneAt) throw notFound(m.notFound);
  if (strike.appealState) throw conflict(m.appealedAlready);
  const until = appealUntilOf(strike);
  if (!until || until.getTime() < Date.now()) throw conflict(m.appealTooLate);
  const appealedAt = new Date();
  await tx.update(strikes).set({ appealText: text, appealedAt, appealState: 'pending', updatedAt: appealedAt }).where(eq(strikes.id, strike.id));
  await recordAudit(tx, {
    actorId: memberId,
    action: 'strike.appeal',
    recordType: 'strike',
    recordId: strike.id,
    before: { appeal: null },
    after: { appeal: 'pending', text },
  });
  const rows = await tx.select().from(strikes).where(eq(strikes.id, strike.id));
  const [shaped] = await toMemberStrikes(tx, rows);
  return shaped!;
}

export async function appealStrike(db: Db, memberId: string, strikeId: string, input: AppealBody): Promise<Strike> {
  return db.transaction((tx) => appealIn(tx, memberId, strikeId, input.text));
}

// ---- A blocked member's appeal: they cannot sign in, so the log-in refusal hands them a token. ----

const TOKEN_DAYS_MS = STRIKE_APPEAL_DAYS * 24 * 60 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`block-appeal\n${payload}`).digest('base64url');
}

/**
 * The token a blocked member's log-in refusal carries, when their latest block can still be
 * appealed: the strike and its deadline, signed with the server's secret. It proves only that
 * its bearer knew the account's password, which is what logging in would have proved.
 */
export async function blockAppealToken(db: Db, secret: string, userId: string): Promise<string | null> {
  const [block] = await db
    .select()
    .from(strikes)
    .where(and(eq(strikes.userId, userId), eq(strikes.action, 'block'), sql`${strikes.undoneAt} is null`))
    .orderBy(desc(strikes.createdAt))
    .limit(1);
  if (!block || block.appealState) return null;
  const until = block.createdAt.getTime() + TOKEN_DAYS_MS;
  if (until < Date.now()) return null;
  const payload = `${block.id}.${until}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The strike a token names, when its signature holds and its time has not run out. */
function strikeOfToken(secret: string, token: string): { strikeId: string } {
  const [id = '', until = '', signature = ''] = token.split('.');
  const expected = sign(secret, `${id}.${until}`);
  const valid =
    isUuid(id) &&
    /^\d{1,15}$/.test(until) &&
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
    Number(until) >= Date.now();
  if (!valid) throw notFound(m.appealTokenInvalid);
  return { strikeId: id };
}

export async function appealBlock(db: Db, secret: string, input: BlockedAppealBody): Promise<Strike> {
  const { strikeId } = strikeOfToken(secret, input.token);
  return db.transaction(async (tx) => {
    const [strike] = await tx.select({ userId: strikes.userId }).from(strikes).where(eq(strikes.id, strikeId));
    if (!strike) throw notFound(m.appealTokenInvalid);
    return appealIn(tx, strike.userId, strikeId, input.text);
  });
}

// ---- Staff decide appeals ----

/** Pending appeals, oldest first: whoever waited longest is heard first. */
export async function appealQueue(db: Db, cursor: string | undefined): Promise<AppealQueue> {
  let after = sql`true`;
  if (cursor) {
    const [at, id] = decodeCursor(cursor, ['text', 'id'] as const);
    after = sql`(${strikes.appealedAt}, ${strikes.id}) > (${checkedTime(at)}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ row: strikes, timeKey: exactTime(strikes.appealedAt) })
    .from(strikes)
    .where(and(eq(strikes.appealState, 'pending'), after))
    .orderBy(asc(strikes.appealedAt), asc(strikes.id))
    .limit(APPEALS_PAGE + 1);
  const page = rows.slice(0, APPEALS_PAGE);
  const last = page.at(-1);
  return {
    appeals: await toStaffStrikes(
      db,
      page.map((r) => r.row),
    ),
    nextCursor: rows.length > APPEALS_PAGE && last ? encodeCursor([last.timeKey, last.row.id]) : null,
  };
}

/**
 * Upholds or overturns an appeal: overturning reverses the action (the post shown, the listing
 * allowed, the member unblocked). Audited, and the member is told in the app (and by mail, by the
 * mail job).
 */
export async function decideAppeal(
  db: Db,
  actorId: string,
  input: AppealDecision,
): Promise<{ strike: StaffStrike; unblockedUserId: string | null; notices: MemberNotice[] }> {
  return db.transaction(async (tx) => {
    const strike = await lockStrike(tx, input.strike_id);
    if (strike.appealState !== 'pending') throw conflict(strike.appealState ? m.appealNotPending : m.appealNotOpen);
    const overturn = input.outcome === 'overturn';
    const { unblockedUserId } = overturn ? await reverseAction(tx, actorId, strike) : { unblockedUserId: null };
    const decidedAt = new Date();
    const state = overturn ? 'overturned' : 'upheld';
    await tx
      .update(strikes)
      .set({ appealState: state, appealDecidedById: actorId, appealDecidedAt: decidedAt, appealNote: input.note, updatedAt: decidedAt })
      .where(eq(strikes.id, strike.id));
    await recordAudit(tx, {
      actorId,
      action: overturn ? 'strike.overturn' : 'strike.uphold',
      recordType: 'strike',
      recordId: strike.id,
      before: { appeal: 'pending' },
      after: { appeal: state, note: input.note },
    });
    const notices = await recordStaffDecision(tx, {
      ownerId: strike.userId,
      subjectType: strike.subjectType as 'post' | 'listing' | 'user',
      subjectId: strike.subjectId,
      reason: input.note,
      action: overturn ? 'appeal_overturned' : 'appeal_upheld',
      category: strike.reason as StaffStrike['reason'],
      strikeId: strike.id,
    });
    return { strike: await staffStrike(tx, strike.id), unblockedUserId, notices };
  });
}
