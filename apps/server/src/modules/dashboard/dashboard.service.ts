import { sql, type SQL } from 'drizzle-orm';
import type { Period } from '@souq/contract/constants';
import type { TotalCounts } from '@souq/contract/dashboard';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
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
      // No bound at all: the planner then counts each table the cheapest way it knows.
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

/** The dashboard's one statement, kept apart so its plan can be read with EXPLAIN. */
export function totalCountsQuery(db: Db, input: { dateType: Period; timezone: string }) {
  const range = periodRange(input.dateType, input.timezone);
  const count = (table: PgTable, createdAt: PgColumn, ...conditions: SQL[]) => {
    const where = range ? [...conditions, sql`${createdAt} >= ${range.from}`, sql`${createdAt} < ${range.to}`] : conditions;
    return sql<number>`(select count(*)::int from ${table}${where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``})`;
  };
  // Literal predicates, matching the partial indexes users_members_created and posts_live_created.
  return db
    .select({
      user: count(users, users.createdAt, sql`${users.role} = 'user'`, sql`${users.deletedAt} is null`),
      posts: count(posts, posts.createdAt, sql`${posts.deletedAt} is null`),
      stories: count(stories, stories.createdAt),
      classifiedies: count(classifiedPosts, classifiedPosts.createdAt),
      likeposts: count(postLikes, postLikes.createdAt),
      sharedposts: count(postShares, postShares.createdAt),
      comments: count(comments, comments.createdAt),
    })
    .from(sql`(select 1) as one`);
}

/** Counts the dashboard cards over a period in one statement (one round trip, one snapshot). */
export async function totalCounts(db: Db, input: { dateType: Period; timezone: string }): Promise<TotalCounts> {
  const [row] = await totalCountsQuery(db, input);
  if (!row) throw new Error('the counts query answered no row');
  return row;
}
