import { and, desc, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CursorQuery, ReportRequest } from '@souq/contract/members-common';
import type { PeopleSearchQuery } from '@souq/contract/members-account';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { followAnnouncements, follows, userBlocks } from '../../db/schema/members';
import { userReports, users } from '../../db/schema/users';
import { exactTime, newestPage, olderThan } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';
import { assertNotBlocked, assertVerified, notBlockedBetween } from '../../lib/member-visibility';
import { matchesEveryWord } from '../../lib/search';
import { listedCount, replyRecord } from './seller-record';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordActivity, withdrawActivity } from '../member-activity/activity.queries';
import { blocksBetween, isFollowing, isLiveMember, liveMember, lockPair, memberCounts, memberNotFound } from './member-accounts.queries';

const a = messages.members.account;

const refuseSelf = (message: string) => badRequest(message, { id: message });

/**
 * A member as the viewer may reach them. A member who blocked the viewer does not exist for
 * them (404, like an unknown id, so a block reveals nothing). The other way round the profile
 * stays: the blocker sees the card marked blockedByMe, to find the member again and unblock
 * them, while everything the member posts, follows or says stays out of the blocker's answers
 * (`exceptBlockedByMe`: the lists, which are such content, refuse both ways).
 */
async function reachableMember(db: Tx, viewerId: string, targetId: string, { exceptBlockedByMe }: { exceptBlockedByMe: boolean }) {
  const member = await liveMember(db, targetId);
  const blocks = await blocksBetween(db, viewerId, targetId);
  if (blocks.blocksMe || (exceptBlockedByMe && blocks.blockedByMe)) throw memberNotFound();
  return { member, blockedByMe: blocks.blockedByMe };
}

/** A member's profile card with exact counts; staff readers see every live member. */
export async function getMemberProfile(db: Db, viewerId: string, targetId: string) {
  const { member, blockedByMe } = await reachableMember(db, viewerId, targetId, { exceptBlockedByMe: false });
  const counts = await memberCounts(db, member.id);
  const followedByMe = await isFollowing(db, viewerId, member.id);
  // A member the viewer blocked shows no listings to them (the search leaves them out as well).
  const listings = blockedByMe ? 0 : await listedCount(db, member.id);
  const replies = await replyRecord(db, member.id);
  return {
    _id: member.id,
    name: member.name,
    photo: member.photo,
    createdAt: member.createdAt,
    ...counts,
    followedByMe,
    blockedByMe,
    emailVerified: member.emailVerified,
    listings,
    replies,
  };
}

/** How long a follow announced to a member keeps a re-follow by the same member quiet. */
export const FOLLOW_ANNOUNCEMENT_QUIET_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a new follow is news to the followed member: the first from this follower, or the
 * first in a day. Records the announcement when it is, so unfollow-follow loops reach the
 * member's inbox, devices and streams at most once a day.
 */
async function announceable(tx: Tx, followerId: string, followeeId: string): Promise<boolean> {
  const quietSince = sql`now() - ${`${FOLLOW_ANNOUNCEMENT_QUIET_MS} milliseconds`}::interval`;
  const announced = await tx
    .insert(followAnnouncements)
    .values({ followerId, followeeId, announcedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [followAnnouncements.followerId, followAnnouncements.followeeId],
      set: { announcedAt: sql`now()` },
      setWhere: lt(followAnnouncements.announcedAt, quietSince),
    })
    .returning({ followerId: followAnnouncements.followerId });
  return announced.length > 0;
}

/**
 * Follows a member; again is a no-op. `follower` is set only for a new follow that is news to
 * the followed member (see `announceable`): whom to announce once the follow is committed.
 */
export async function followMember(db: Db, followerId: string, targetId: string) {
  if (targetId === followerId) throw refuseSelf(a.cannotFollowSelf);
  await assertVerified(db, followerId);
  return db.transaction(async (tx) => {
    const target = await liveMember(tx, targetId);
    await lockPair(tx, followerId, target.id);
    await assertNotBlocked(tx, followerId, target.id);
    const [created] = await tx
      .insert(follows)
      .values({ followerId, followeeId: target.id })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    const [follower] =
      created && (await announceable(tx, followerId, target.id))
        ? await tx.select({ _id: users.id, name: users.name, photo: users.photo }).from(users).where(eq(users.id, followerId))
        : [];
    const notices: MemberNotice[] = follower
      ? await recordActivity(tx, {
          recipientId: target.id,
          actorId: followerId,
          kind: 'follow',
          subjectType: 'user',
          subjectId: followerId,
          event: { type: 'follow', data: { user: follower } },
        })
      : [];
    return { state: { followedByMe: true }, notices };
  });
}

/** Stops following; when not following, a no-op. No verification needed to undo something. */
export async function unfollowMember(db: Db, followerId: string, targetId: string) {
  if (targetId === followerId) throw refuseSelf(a.cannotFollowSelf);
  const target = await liveMember(db, targetId);
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, target.id)))
      .returning({ followerId: follows.followerId });
    // The followed member's inbox no longer counts someone who stopped following.
    if (ended.length > 0)
      await withdrawActivity(tx, { recipientId: target.id, actorId: followerId, kind: 'follow', subjectType: 'user', subjectId: followerId });
  });
  return { followedByMe: false };
}

/**
 * Blocks a member and ends the follows between them, both ways, at once. Needs no verified
 * address: protecting oneself never waits. Blocking someone who blocked you first is allowed, so
 * that their unblocking later does not undo yours.
 */
export async function blockMember(db: Db, blockerId: string, targetId: string) {
  if (targetId === blockerId) throw refuseSelf(a.cannotBlockSelf);
  await db.transaction(async (tx) => {
    const target = await liveMember(tx, targetId);
    await lockPair(tx, blockerId, target.id);
    await tx.insert(userBlocks).values({ blockerId, blockedId: target.id }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, target.id)),
          and(eq(follows.followerId, target.id), eq(follows.followeeId, blockerId)),
        ),
      );
  });
  return { blockedByMe: true };
}

/** Lifts the caller's block (theirs alone: the other's block of the caller stays); follows do not come back. */
export async function unblockMember(db: Db, blockerId: string, targetId: string) {
  if (targetId === blockerId) throw refuseSelf(a.cannotBlockSelf);
  const target = await liveMember(db, targetId);
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, target.id)));
  return { blockedByMe: false };
}

/** A report staff read in the console's reported users. Blocking someone does not stop reporting them. */
export async function reportMember(db: Db, reporterId: string, targetId: string, report: ReportRequest) {
  if (targetId === reporterId) throw refuseSelf(a.cannotReportSelf);
  await assertVerified(db, reporterId);
  const { member } = await reachableMember(db, reporterId, targetId, { exceptBlockedByMe: false });
  await db.insert(userReports).values({ userId: reporterId, reportedUserId: member.id, reason: report.reason, category: report.category });
  return { ok: true as const };
}

/**
 * One page of a member's follow list, newest follow first: a seek on follows_followee_created or
 * follows_follower_created from the cursor (the follow's time and the other member's id). The
 * people listed are live members with no block either way with the viewer.
 */
async function followPage(db: Db, viewerId: string, targetId: string, query: CursorQuery, direction: 'followers' | 'following') {
  const { member } = await reachableMember(db, viewerId, targetId, { exceptBlockedByMe: true });
  const [own, other]: [PgColumn, PgColumn] = direction === 'followers' ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
  const filters: (SQL | undefined)[] = [
    eq(own, member.id),
    olderThan(follows.createdAt, other, query.cursor),
    isNull(users.deletedAt),
    eq(users.blocked, false),
    notBlockedBetween(viewerId, other),
  ];
  const rows = await db
    .select({ _id: users.id, name: users.name, photo: users.photo, followedAt: follows.createdAt, timeKey: exactTime(follows.createdAt) })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(and(...filters))
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(query.limit + 1);
  const { items, nextCursor } = newestPage(rows, query.limit, (row) => row._id);
  return { users: items, nextCursor };
}

export const listFollowers = (db: Db, viewerId: string, targetId: string, query: CursorQuery) => followPage(db, viewerId, targetId, query, 'followers');
export const listFollowing = (db: Db, viewerId: string, targetId: string, query: CursorQuery) => followPage(db, viewerId, targetId, query, 'following');

/**
 * The members the caller blocked, newest first; erased and staff-blocked accounts are left out
 * (they are not found anywhere on the members' side, unblocking included). Read along
 * user_blocks_blocker_created from the cursor.
 */
export async function listBlocked(db: Db, blockerId: string, query: CursorQuery) {
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      photo: users.photo,
      blockedAt: userBlocks.createdAt,
      timeKey: exactTime(userBlocks.createdAt),
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(
      and(
        eq(userBlocks.blockerId, blockerId),
        olderThan(userBlocks.createdAt, userBlocks.blockedId, query.cursor),
        isNull(users.deletedAt),
        eq(users.blocked, false),
      ),
    )
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(query.limit + 1);
  const { items, nextCursor } = newestPage(rows, query.limit, (row) => row._id);
  return { users: items, nextCursor };
}

/**
 * People search: live members whose name holds every word of `q` (normalised, any order; the
 * expression `users_name_search_trgm` indexes). Only the name: a member's e-mail and phone are
 * private, so neither may be found by typing it. The caller and members blocked either way are
 * left out. Newest members first, keyed on (created_at, id) like every members' list: a name is
 * neither unique nor bounded in length, so it makes a poor cursor.
 */
export async function searchPeople(db: Db, viewerId: string, query: PeopleSearchQuery) {
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      photo: users.photo,
      // One probe of follows' key (follower_id, followee_id) per member shown.
      followedByMe: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
      timeKey: exactTime(users.createdAt),
    })
    .from(users)
    .where(
      and(
        isLiveMember(),
        ne(users.id, viewerId),
        matchesEveryWord(users.name, query.q) ?? sql`false`,
        notBlockedBetween(viewerId, users.id),
        olderThan(users.createdAt, users.id, query.cursor),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = newestPage(rows, query.limit, (row) => row._id);
  return { users: items, nextCursor };
}
