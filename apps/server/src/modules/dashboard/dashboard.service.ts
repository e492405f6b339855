import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import type { Period } from '@souq/contract/constants';
import type { TotalCounts } from '@souq/contract/dashboard';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { dashboardCounters, dashboardDailyCounters } from '../../db/schema/dashboard';
import { comments, postLikes, postShares, posts, stories } from '../../db/schema/posts';
import { users } from '../../db/schema/users';

export interface Range {
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
export function periodRange(period: Period, timezone: string): Range | undefined {
  const local = sql`(now() at time zone ${timezone})`;
  const instant = (wallClock: SQL) => sql`((${wallClock}) at time zone ${timezone})`;
  const start = (unit: Unit) => sql`date_trunc(${sql.raw(`'${unit}'`)}, ${local})`;
  const span = (unit: Unit) => ({ from: instant(start(unit)), to: instant(sql`${start(unit)} + ${sql.raw(`interval '1 ${unit}'`)}`) }) satisfies Range;
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
export interface Card {
  metric: string;
  table: PgTable;
  createdAt: PgColumn;
  conditions: SQL[];
}

// Literal predicates, matching the partial indexes users_members_created and posts_live_created.
export const CARDS: Record<keyof TotalCounts, Card> = {
  user: {
    metric: 'users',
    table: users,
    createdAt: users.createdAt,
    conditions: [sql`${users.role} = 'user'`, sql`${users.deletedAt} is null`],
  },
  posts: { metric: 'posts', table: posts, createdAt: posts.createdAt, conditions: [sql`${posts.deletedAt} is null`] },
  stories: { metric: 'stories', table: stories, createdAt: stories.createdAt, conditions: [] },
  classifiedies: { metric: 'classified_posts', table: classifiedPosts, createdAt: classifiedPosts.createdAt, conditions: [] },
  likeposts: { metric: 'post_likes', table: postLikes, createdAt: postLikes.createdAt, conditions: [] },
  sharedposts: { metric: 'post_shares', table: postShares, createdAt: postShares.createdAt, conditions: [] },
  comments: { metric: 'comments', table: comments, createdAt: comments.createdAt, conditions: [] },
};

type CardSql = (card: Card) => SQL;

function selectCards(cardSql: CardSql): SQL {
  const columns = Object.entries(CARDS).map(([name, card]) => sql`(${cardSql(card)})::int as ${sql.identifier(name)}`);
  return sql`select ${sql.join(columns, sql`, `)}`;
}

const countRows = (card: Card, from?: SQL, to?: SQL) => {
  const where = [...card.conditions];
  if (from) where.push(sql`${card.createdAt} >= ${from}`);
  if (to) where.push(sql`${card.createdAt} < ${to}`);
  return sql`select count(*) from ${card.table}${where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``}`;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;
const ceilTo = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;

/** [from, to) of a period as instants (ms), from the database's own calendar for the zone. */
async function periodBounds(db: Db, range: Range): Promise<{ from: number; to: number }> {
  const [row] = await rowsOf<{ f: Date | string; t: Date | string }>(db, sql`select ${range.from} as f, ${range.to} as t`);
  if (!row) throw new Error('the period query answered no row');
  return { from: new Date(row.f).getTime(), to: new Date(row.t).getTime() };
}

/**
 * The counters statement for a period [f, t) given as instants. It is cut at whole UTC hours
 * [a, b) and, inside those, whole UTC days [da, db):
 *   rows in [f, a) + hour buckets in [a, da) + day buckets in [da, db) + hour buckets in [db, b)
 *   + rows in [b, t).
 * The row edges are absent where the zone's offset is in whole hours (Kuwait), and under an hour
 * of rows otherwise (India's and Newfoundland's :30, Nepal's :45), read through the created_at
 * indexes. A year is then about 365 day rows and 48 hour rows per card; all time is the day rows.
 * Kept apart so its plan can be read with EXPLAIN. The chart's totals count only its cards.
 */
export function totalCountsStatement(period?: { from: number; to: number }, cards: readonly Card[] = Object.values(CARDS)): SQL {
  const metrics = sql.join(
    cards.map((card) => sql`${card.metric}`),
    sql`, `,
  );
  const hours = dashboardCounters;
  const days = dashboardDailyCounters;
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  if (!period) return sql`select ${days.metric} as metric, sum(${days.n}) as n from ${days} group by 1`;
  const { from: f, to: t } = period;
  const a = Math.min(ceilTo(f, HOUR), t);
  const b = Math.max(floorTo(t, HOUR), a);
  const da = Math.min(ceilTo(a, DAY), b);
  const db = Math.max(floorTo(b, DAY), da);
  const parts = [
    sql`select ${days.metric}, ${days.n} from ${days} where ${days.metric} in (${metrics}) and ${days.day} >= ${at(da)} and ${days.day} < ${at(db)}`,
  ];
  for (const [from, to] of [
    [a, da],
    [db, b],
  ] as const) {
    if (from < to) {
      parts.push(
        sql`select ${hours.metric}, ${hours.n} from ${hours} where ${hours.metric} in (${metrics}) and ${hours.hour} >= ${at(from)} and ${hours.hour} < ${at(to)}`,
      );
    }
  }
  for (const [from, to] of [
    [f, a],
    [b, t],
  ] as const) {
    if (from < to) {
      for (const card of cards) parts.push(sql`select ${card.metric}, (${countRows(card, at(from), at(to))})`);
    }
  }
  return sql`select metric, sum(n) as n from (${sql.join(parts, sql` union all `)}) counted (metric, n) group by 1`;
}

/**
 * Counts the dashboard cards over a period from the counters: the period's instants first (a
 * trivial query), then one statement (one snapshot) that reads only bucket rows and edge rows.
 */
export async function totalCounts(db: Db, input: { dateType: Period; timezone: string }): Promise<TotalCounts> {
  const range = periodRange(input.dateType, input.timezone);
  const statement = totalCountsStatement(range ? await periodBounds(db, range) : undefined);
  const sums = new Map((await rowsOf<{ metric: string; n: string | number }>(db, statement)).map((r) => [r.metric, Number(r.n)]));
  const entries = Object.entries(CARDS).map(([name, card]) => [name, sums.get(card.metric) ?? 0]);
  return Object.fromEntries(entries) as TotalCounts;
}

/**
 * The same answer by counting the rows themselves: what the counters must always equal. Slow on
 * large tables; for tests and for checking a database by hand.
 */
export async function countedTotals(db: Db, input: { dateType: Period; timezone: string }): Promise<TotalCounts> {
  const range = periodRange(input.dateType, input.timezone);
  const [row] = await rowsOf<TotalCounts>(
    db,
    selectCards((card) => countRows(card, range?.from, range?.to)),
  );
  if (!row) throw new Error('the counts query answered no row');
  return row;
}

/** Recomputes every counter from the rows (one GROUP BY per table; writers wait meanwhile). */
export async function rebuildDashboardCounters(db: Db): Promise<void> {
  await db.execute(sql`select dashboard_counters_rebuild()`);
}
