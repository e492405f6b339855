import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { userBlocks } from '../db/schema/members';
import { users } from '../db/schema/users';
import { messages } from '@souq/contract/messages';
import { AppError } from './errors';
import { preparedPerDb } from './prepared-per-db';

/**
 * What a member may see of other members' content: nothing of a member they blocked
 * or who blocked them, and nothing of an account staff blocked or deleted. Staff callers see
 * past member blocks (they are nobody's blocker), never past deletion.
 */

/**
 * The viewer id a visitor (no token) reads as: the nil UUID, which no account has (ids are random
 * v4 UUIDs), so every per-viewer test finds nothing: nothing liked, favourited or followed, no
 * blocks either way, nothing of one's own. The queries stay the members' own, untouched.
 */
export const VISITOR_VIEWER_ID = '00000000-0000-0000-0000-000000000000';

/** Who reads a `visitor` route's content: the caller, or nobody. */
export const viewerIdOf = (caller: { id: string } | null): string => caller?.id ?? VISITOR_VIEWER_ID;

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

/**
 * A member as a list of others' content sees it: their id, and the members they blocked or who
 * blocked them, read once per request. A list filtered by the listing's own columns plans in a
 * fraction of a millisecond; the block check as a correlated subquery cost the search most of its
 * planning. Staff blocks and deletions are on the content's row where a list needs it
 * (classified_posts.seller_live).
 */
export interface Viewer {
  id: string;
  hidden: readonly string[];
}

const viewer = sql.placeholder('viewer');
/** Every search and list reads it: prepared once, neither rendered nor planned per request. */
const blocksOf = preparedPerDb('souq_viewer_blocks', (db) =>
  db
    .select({ other: sql<string>`case when ${userBlocks.blockerId} = ${viewer} then ${userBlocks.blockedId} else ${userBlocks.blockerId} end` })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, viewer), eq(userBlocks.blockedId, viewer))),
);

export async function viewerOf(db: Db | Tx, viewerId: string): Promise<Viewer> {
  const rows = await blocksOf(db).execute({ viewer: viewerId });
  return { id: viewerId, hidden: [...new Set(rows.map((row) => row.other))] };
}

/** Content not by any member the viewer has a block with (the ids are the database's own uuids). */
export function notHiddenFrom(viewer: Viewer, authorId: PgColumn): SQL | undefined {
  return viewer.hidden.length > 0 ? sql`not (${authorId} = any(${`{${viewer.hidden.join(',')}}`}::uuid[]))` : undefined;
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
