import { sql, type SQL } from 'drizzle-orm';
import type { Period } from '@souq/contract/constants';
import type { TotalCounts } from '@souq/contract/dashboard';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { dashboardCounters } from '../../db/schema/dashboard';
import { comments, postLikes, postShares, posts, stories } from '../../db/schema/posts';
import { users } from '../../db/schema/users';

interface Range {
  from: SQL;
  to: SQL;
}

type Unit = 'day' | 'week' | 'month' | 'year';

/**
 * The period as [from, to) instants. Calendar boundaries are taken on the wall clock of the app's
 * time zone and turned back into instants, so "today" is Kuwait's today whatever the server's zone,
 * and a DST change inside the period is accounted for. Weeks start on Monday (ISO, date_trunc).
 * The bounds stay SQL expressions: stable, so the planner estimates them and an index serves them.
 */
function periodRange(period: Period, timezone: string): Range | undefined {
  const local = sql`(now() at time zone ${timezone})`;
  const instant = (wallClock: SQL) => sql`((${wallClock}) at time zone ${timezone})`;
  const start = (unit: Unit) => sql`date_trunc(${sql.raw(`'${unit}'`)}, ${local})`;
  const span = (unit: Unit) =>
    ({ from: instant(start(unit)), to: instant(sql`${start(unit)} + ${sql.raw(`interval '1 ${unit}'`)}`) }) satisfies Range;
  switch (period) {
    case 'ALLTIME':
      return undefined;
    case 'TODAY':
      return span('day');
    case 'WEEK':
      return span('week');
    case 'MONTH':
      return span('month');
    case 'YEAR':
      return span('year');
    case 'LASTYEAR':
      return { from: instant(sql`${start('year')} - interval '1 year'`), to: instant(start('year')) };
  }
}

/**
 * What each card counts: the table (also the metric name of its counters) and the rows that count.
 * The same conditions are written in the counter triggers and dashboard_counters_rebuild()
 * (migration 0006); the counters test holds the two definitions equal.
 */
interface Card {
  metric: string;
  table: PgTable;
  createdAt: PgColumn;
  conditions: SQL[];
}

// Literal predicates, matching the partial indexes users_members_created and posts_live_created.
const CARDS: Record<keyof TotalCounts, Card> = {
  user: { metric: 'users', table: users, createdAt: users.createdAt, conditions: [sql`${users.role} = 'user'`, sql`${users.deletedAt} is null`] },
  posts: { metric: 'posts', table: posts, createdAt: posts.createdAt, conditions: [sql`${posts.deletedAt} is null`] },
  stories: { metric: 'stories', table: stories, createdAt: stories.createdAt, conditions: [] },
  classifiedies: { metric: 'classified_posts', table: classifiedPosts, createdAt: classifiedPosts.createdAt, conditions: [] },
  likeposts: { metric: 'post_likes', table: postLikes, createdAt: postLikes.createdAt, conditions: [] },
  sharedposts: { metric: 'post_shares', table: postShares, createdAt: postShares.createdAt, conditions: [] },
  comments: { metric: 'comments', table: comments, createdAt: comments.createdAt, conditions: [] },
};

type CardSql = (card: Card) => SQL;

function selectCards(db: Db, cardSql: CardSql, withClause: SQL = sql``) {
  const columns = Object.entries(CARDS).map(([name, card]) => sql`(${cardSql(card)})::int as ${sql.identifier(name)}`);
  return db.execute<TotalCounts>(sql`${withClause}select ${sql.join(columns, sql`, `)}`);
}

const countRows = (card: Card, from?: SQL, to?: SQL) => {
  const where = [...card.conditions];
  if (from) where.push(sql`${card.createdAt} >= ${from}`);
  if (to) where.push(sql`${card.createdAt} < ${to}`);
  return sql`select count(*) from ${card.table}${where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``}`;
};

/** The dashboard's statement over the counters, kept apart so its plan can be read with EXPLAIN. */
export function totalCountsQuery(db: Db, input: { dateType: Period; timezone: string }) {
  const c = dashboardCounters;
  const bucketSum = (card: Card, ...bounds: SQL[]) =>
    sql`select coalesce(sum(${c.n}), 0) from ${c} where ${sql.join([sql`${c.metric} = ${card.metric}`, ...bounds], sql` and `)}`;
  const range = periodRange(input.dateType, input.timezone);
  if (!range) return selectCards(db, (card) => bucketSum(card));
  // [f, t) = [f, a) counted + whole UTC hours [a, b) from the counters + [b, t) counted. The edges
  // are empty where the zone's offset is in whole hours, and under an hour of rows otherwise
  // (India's :30, Newfoundland's :30, Nepal's :45), read through the created_at indexes.
  const hour = (x: SQL) => sql`date_trunc('hour', ${x}, 'UTC')`;
  const bounds = sql`with span as materialized (select ${range.from} as f, ${range.to} as t),
    head as materialized (select f, t, least(case when ${hour(sql`f`)} = f then f else ${hour(sql`f`)} + interval '1 hour' end, t) as a from span),
    edges as materialized (select f, t, a, greatest(${hour(sql`t`)}, a) as b from head) `;
  const edge = (x: string) => sql.raw(`(select ${x} from edges)`);
  return selectCards(
    db,
    (card) => sql`(${bucketSum(card, sql`${c.hour} >= ${edge('a')}`, sql`${c.hour} < ${edge('b')}`)})
      + (${countRows(card, edge('f'), edge('a'))}) + (${countRows(card, edge('b'), edge('t'))})`,
    bounds,
  );
}

async function firstRow(result: Promise<unknown>): Promise<TotalCounts> {
  const { rows } = (await result) as { rows: TotalCounts[] };
  const [row] = rows;
  if (!row) throw new Error('the counts query answered no row');
  return row;
}

/** Counts the dashboard cards over a period in one statement (one round trip, one snapshot). */
export function totalCounts(db: Db, input: { dateType: Period; timezone: string }): Promise<TotalCounts> {
  return firstRow(totalCountsQuery(db, input));
}

/**
 * The same answer by counting the rows themselves: what the counters must always equal. Slow on
 * large tables; for tests and for checking a database by hand.
 */
export function countedTotals(db: Db, input: { dateType: Period; timezone: string }): Promise<TotalCounts> {
  const range = periodRange(input.dateType, input.timezone);
  return firstRow(selectCards(db, (card) => countRows(card, range?.from, range?.to)));
}

/** Recomputes every counter from the rows (one GROUP BY per table; writers wait meanwhile). */
export async function rebuildDashboardCounters(db: Db): Promise<void> {
  await db.execute(sql`select dashboard_counters_rebuild()`);
}
