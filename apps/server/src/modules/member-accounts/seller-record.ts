import { sql } from 'drizzle-orm';
import { REPLY_RECORD_MIN_ASKED, type ReplyRecord } from '@souq/contract/members-account';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { conversationMessages, conversations } from '../../db/schema/members';
import { rowsOf } from '../../lib/sql-rows';

/** How far back, and over how many conversations at most, a seller's replies are measured. */
export const REPLY_WINDOW_DAYS = 90;
export const REPLY_WINDOW_CONVERSATIONS = 50;

/** The seller's listings on sale: allowed by staff, not sold, not expired (index classified_posts_user_listed). */
export async function listedCount(db: Tx, sellerId: string): Promise<number> {
  const p = classifiedPosts;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(sql`${p.userId} = ${sellerId} and ${p.active} and ${p.soldAt} is null and ${p.expiresAt} > now()`);
  return row?.n ?? 0;
}

/**
 * How the seller answers buyers: of the newest conversations about their listings in the window
 * that a buyer opened with a message, how many the seller answered, and the median minutes from the
 * buyer's first message to the seller's first message after it. Each conversation costs two probes
 * of the (conversation, created_at) index.
 */
export async function replyRecord(db: Tx, sellerId: string): Promise<ReplyRecord | null> {
  const c = conversations;
  const m = conversationMessages;
  const [row] = await rowsOf<{ asked: number; answered: number; median_minutes: number | null }>(
    db,
    sql`
    with recent as (
      select ${c.id} as id from ${c}
       where ${c.sellerId} = ${sellerId} and ${c.lastMessageAt} > now() - make_interval(days => ${REPLY_WINDOW_DAYS})
       order by ${c.lastMessageAt} desc
       limit ${REPLY_WINDOW_CONVERSATIONS}
    ), asked as (
      select r.id, (select min(${m.createdAt}) from ${m} where ${m.conversationId} = r.id and ${m.senderId} <> ${sellerId}) as at
        from recent r
    ), answered as (
      select a.at as asked_at,
             (select min(${m.createdAt}) from ${m} where ${m.conversationId} = a.id and ${m.senderId} = ${sellerId} and ${m.createdAt} >= a.at) as at
        from asked a where a.at is not null
    )
    select count(*)::int as asked,
           count(at)::int as answered,
           round(percentile_cont(0.5) within group (order by extract(epoch from at - asked_at) / 60) filter (where at is not null))::int as median_minutes
      from answered`,
  );
  if (!row || row.asked < REPLY_RECORD_MIN_ASKED) return null;
  return { asked: row.asked, answered: row.answered, medianMinutes: row.median_minutes };
}
