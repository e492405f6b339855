import { sql, type SQL } from 'drizzle-orm';
import type { Period } from '@souq/contract/constants';
import type { TotalCounts } from '@souq/contract/dashboard';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { dashboardCounters, dashboardDailyCounters } from '../../db/schema/dashboard';
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

/**
 * The dashboard's statement over the counters, kept apart so its plan can be read with EXPLAIN.
 * A period [f, t) is cut at whole UTC hours [a, b) and, inside those, whole UTC days [da, db):
 *   rows in [f, a) + hour buckets in [a, da) + day buckets in [da, db) + hour buckets in [db, b)
 *   + rows in [b, t).
 * The row edges are empty where the zone's offset is in whole hours (Kuwait), and under an hour
 * of rows otherwise (India's and Newfoundland's :30, Nepal's :45), read through the created_at
 * indexes. A year is then about 365 day rows and 48 hour rows per card.
 */
export function totalCountsQuery(db: Db, input: { dateType: Period; timezone: string }) {
  const hours = dashboardCounters;
  const days = dashboardDailyCounters;
  const range = periodRange(input.dateType, input.timezone);
  const daySum = (card: Card, ...bounds: SQL[]) =>
    sql`select coalesce(sum(${days.n}), 0) from ${days} where ${sql.join([sql`${days.metric} = ${card.metric}`, ...bounds], sql` and `)}`;
  if (!range) return selectCards(db, (card) => daySum(card));
  const hourSum = (card: Card, from: SQL, to: SQL) =>
    sql`select coalesce(sum(${hours.n}), 0) from ${hours} where ${hours.metric} = ${card.metric} and ${hours.hour} >= ${from} and ${hours.hour} < ${to}`;
  const trunc = (unit: 'hour' | 'day', x: string) => sql.raw(`date_trunc('${unit}', ${x}, 'UTC')`);
  const ceil = (unit: 'hour' | 'day', x: string) =>
    sql`case when ${trunc(unit, x)} = ${sql.raw(x)} then ${sql.raw(x)} else ${trunc(unit, x)} + ${sql.raw(`interval '1 ${unit}'`)} end`;
  const bounds = sql`with span as materialized (select ${range.from} as f, ${range.to} as t),
    h1 as materialized (select f, t, least(${ceil('hour', 'f')}, t) as a from span),
    h2 as materialized (select f, t, a, greatest(${trunc('hour', 't')}, a) as b from h1),
    d1 as materialized (select f, t, a, b, least(${ceil('day', 'a')}, b) as da from h2),
    edges as materialized (select f, t, a, b, da, greatest(${trunc('day', 'b')}, da) as db from d1) `;
  const edge = (x: string) => sql.raw(`(select ${x} from edges)`);
  return selectCards(
    db,
    (card) => sql`(${countRows(card, edge('f'), edge('a'))}) + (${hourSum(card, edge('a'), edge('da'))})
      + (${daySum(card, sql`${days.day} >= ${edge('da')}`, sql`${days.day} < ${edge('db')}`)})
      + (${hourSum(card, edge('db'), edge('b'))}) + (${countRows(card, edge('b'), edge('t'))})`,
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
