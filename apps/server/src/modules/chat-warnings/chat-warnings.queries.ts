import { desc, inArray, sql } from 'drizzle-orm';
import type { ChatWarningCategory, ChatWarningSender } from '@souq/contract/chat-warnings';
import type { Db } from '../../db/client';
import { conversationMessages } from '../../db/schema/members';
import { users } from '../../db/schema/users';

/** How many senders the queue lists, and how many of each one's flagged messages it quotes. */
export const SENDERS_LISTED = 50;
export const EXCERPTS_PER_SENDER = 3;
const EXCERPT_LENGTH = 200;

const flagged = sql`cardinality(${conversationMessages.warnings}) > 0`;

/**
 * Members whose messages hit the warning rules, the latest hit first, with how many of their
 * messages did and the latest few. Read through the partial index on flagged messages, so the
 * many messages that hit nothing are never read.
 */
export async function chatWarningSenders(db: Db): Promise<{ senders: ChatWarningSender[] }> {
  const lastHitAt = sql<Date>`max(${conversationMessages.createdAt})`.mapWith(conversationMessages.createdAt);
  const totals = await db
    .select({ senderId: conversationMessages.senderId, hits: sql<number>`count(*)::int`, lastHitAt, name: users.name, blocked: users.blocked })
    .from(conversationMessages)
    .innerJoin(users, sql`${users.id} = ${conversationMessages.senderId}`)
    .where(flagged)
    .groupBy(conversationMessages.senderId, users.name, users.blocked)
    .orderBy(desc(lastHitAt))
    .limit(SENDERS_LISTED);
  if (totals.length === 0) return { senders: [] };

  const ranked = db
    .select({
      senderId: conversationMessages.senderId,
      body: sql<string>`left(${conversationMessages.body}, ${EXCERPT_LENGTH})`.as('body'),
      warnings: conversationMessages.warnings,
      createdAt: conversationMessages.createdAt,
      rank: sql<number>`row_number() over (partition by ${conversationMessages.senderId} order by ${conversationMessages.createdAt} desc, ${conversationMessages.id} desc)`.as(
        'rank',
      ),
    })
    .from(conversationMessages)
    .where(
      sql`${flagged} and ${inArray(
        conversationMessages.senderId,
        totals.map((row) => row.senderId),
      )}`,
    )
    .as('ranked');
  const excerpts = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${EXCERPTS_PER_SENDER}`)
    .orderBy(desc(ranked.createdAt));
  return {
    senders: totals.map((row) => ({
      sender: { _id: row.senderId, name: row.name, blocked: row.blocked },
      hits: row.hits,
      lastHitAt: row.lastHitAt,
      latest: excerpts
        .filter((excerpt) => excerpt.senderId === row.senderId)
        .map((excerpt) => ({ body: excerpt.body, warnings: excerpt.warnings as ChatWarningCategory[], createdAt: new Date(excerpt.createdAt) })),
    })),
  };
}
