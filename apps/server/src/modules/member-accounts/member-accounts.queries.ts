import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { follows, userBlocks } from '../../db/schema/members';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';

/**
 * Who exists on the members' side: a member is an account of role 'user' that is
 * neither deleted nor blocked by staff. Anything else (unknown ids, erased or staff-blocked
 * accounts, staff accounts) is simply not found, whoever asks.
 */
export const isLiveMember = () => and(eq(users.role, 'user'), isNull(users.deletedAt), eq(users.blocked, false))!;

export const memberNotFound = () => notFound(messages.members.account.memberNotFound);

/** The member, or 404. */
export async function liveMember(db: Tx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      photo: users.photo,
      createdAt: users.createdAt,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isLiveMember()))
    .limit(1);
  if (!row) throw memberNotFound();
  return row;
}

/** Which way a block stands between the viewer and another member: two probes of user_blocks' key. */
export async function blocksBetween(db: Tx, viewerId: string, otherId: string) {
  const probe = (blocker: string, blocked: string) =>
    sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${blocker} and ${userBlocks.blockedId} = ${blocked})`;
  const [row] = await db.select({ blockedByMe: probe(viewerId, otherId), blocksMe: probe(otherId, viewerId) }).from(sql`(select 1) as one`);
  return { blockedByMe: Boolean(row?.blockedByMe), blocksMe: Boolean(row?.blocksMe) };
}

/** Follows whose other end is a live account: a staff-blocked or erased follower counts for nobody. */
const liveFollowCount = (whose: 'followers' | 'following', userId: string) => {
  const [mine, theirs] = whose === 'followers' ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
  return sql<number>`(select count(*)::int from ${follows} join ${users} on ${users.id} = ${theirs} and ${users.deletedAt} is null and not ${users.blocked} where ${mine} = ${userId})`;
};

/**
 * Posts any member may see: not deleted, shown by staff, not hidden by their author (the
 * member-posts slice lists by the same three flags). The author's own liveness is the caller's.
 */
const shownPostCount = (userId: string) =>
  sql<number>`(select count(*)::int from ${posts} where ${posts.userId} = ${userId} and ${posts.deletedAt} is null and ${posts.active} and not ${posts.authorHidden})`;

/** The counts a profile shows, exact, in one statement (each served by an index on its user). */
export async function memberCounts(db: Tx, userId: string) {
  const [row] = await db
    .select({
      followers: liveFollowCount('followers', userId),
      following: liveFollowCount('following', userId),
      posts: shownPostCount(userId),
    })
    .from(sql`(select 1) as one`);
  return { followers: row?.followers ?? 0, following: row?.following ?? 0, posts: row?.posts ?? 0 };
}

export async function isFollowing(db: Tx, followerId: string, followeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Serialises the writes between two members (follow and block) until the transaction ends: a
 * follow checking "no block" and a block deleting follows could otherwise interleave and leave a
 * follow across a block. One lock per pair, whichever of the two acts.
 */
export async function lockPair(tx: Tx, a: string, b: string): Promise<void> {
  const key = `member-pair:${[a, b].sort().join(':')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
