import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { userBlocks } from '../db/schema/members';
import { users } from '../db/schema/users';
import { messages } from '@souq/contract/messages';
import { AppError } from './errors';

/**
 * What a member may see of other members' content: nothing of a member they blocked
 * or who blocked them, and nothing of an account staff blocked or deleted. Staff callers see
 * past member blocks (they are nobody's blocker), never past deletion.
 */

/** No block either way between the viewer and the author in `authorId`. */
export function notBlockedBetween(viewerId: string, authorId: PgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${authorId}) or (${userBlocks.blockerId} = ${authorId} and ${userBlocks.blockedId} = ${viewerId}))`;
}

/** Its own name, so a query that is itself on `users` can pass its `users.id` here. */
const author = alias(users, 'visibility_author');

/** The author is a live account: not deleted and not blocked by staff. */
export function authorIsLive(authorId: PgColumn | SQL): SQL {
  return sql`exists (select 1 from ${users} as ${author} where ${author.id} = ${authorId} and ${author.deletedAt} is null and not ${author.blocked})`;
}

/** Both: content by this author is shown to this viewer. */
export function visibleTo(viewerId: string, authorId: PgColumn | SQL): SQL {
  return and(authorIsLive(authorId), notBlockedBetween(viewerId, authorId))!;
}

export async function isBlockedBetween(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

/** Refuses (403) an action between two members when either has blocked the other. */
export async function assertNotBlocked(db: Db | Tx, a: string, b: string): Promise<void> {
  if (await isBlockedBetween(db, a, b)) throw new AppError(403, messages.members.common.blocked);
}

/** Refuses (403) a member's write until they have opened the verification link. */
export async function assertVerified(db: Db | Tx, userId: string): Promise<void> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.at) throw new AppError(403, messages.members.common.notVerified);
}
