import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/sql-rows';
import type { Db } from '../src/db/client';
import { encodeCursor } from '../src/lib/cursor';

/**
 * Who the members' reads of the benchmark are made as, and where their deep pages start
 *: the member following the most people (the costliest feed), the member with the
 * most posts, the busiest listing search (one category and district with a price range) and the
 * longest conversation, each with a cursor about 1,000 items down.
 */

/** How far down the deep cases start. */
const DEPTH = 1000;

const exact = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The cursor after the item `offset` places down a newest-first list, or none when it is shorter. */
async function cursorAt(db: Db, from: ReturnType<typeof sql>, offset: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ at: string; id: string }>(
    db,
    sql`select ${exact('created_at')} as at, id from (${from}) listed order by created_at desc, id desc offset ${offset} limit 1`,
  );
  return row ? encodeCursor([row.at, row.id]) : undefined;
}

const liveMember = sql`u.role = 'user' and u.deleted_at is null and not u.blocked`;
const listed = sql`p.deleted_at is null and p.active and not p.author_hidden`;

export async function discoverMemberFixtures(db: Db) {
  const [viewer] = await rowsOf<{ id: string; follows: number }>(
    db,
    sql`select f.follower_id as id, count(*)::int as follows from follows f join users u on u.id = f.follower_id
        where ${liveMember} group by f.follower_id order by count(*) desc, f.follower_id limit 1`,
  );
  const [author] = await rowsOf<{ id: string; posts: number }>(
    db,
    sql`select p.user_id as id, count(*)::int as posts from posts p join users u on u.id = p.user_id
        where ${listed} and ${liveMember} group by p.user_id order by count(*) desc, p.user_id limit 1`,
  );
  if (!viewer || !author) return undefined;
  const feedPosts = sql`select p.created_at, p.id from posts p
    where ${listed} and (p.user_id = ${viewer.id} or p.user_id in (select followee_id from follows where follower_id = ${viewer.id}))`;
  const [search] = await rowsOf<{ categoryId: string; districtId: string; countryId: string; low: string; high: string; rows: number }>(
    db,
    sql`with busiest as (
          select category_id, district_id, country_id, count(*) n from classified_posts where active and sold_at is null
          group by 1, 2, 3 order by 4 desc limit 1)
        select b.category_id as "categoryId", b.district_id as "districtId", b.country_id as "countryId", b.n::int as rows,
          percentile_disc(0.25) within group (order by c.price)::text as low, percentile_disc(0.75) within group (order by c.price)::text as high
        from busiest b join classified_posts c on c.category_id = b.category_id and c.district_id = b.district_id and c.active and c.sold_at is null
        group by 1, 2, 3, 4`,
  );
  const [conversation] = await rowsOf<{ id: string; buyerId: string; messages: number }>(
    db,
    sql`select c.id, c.buyer_id as "buyerId", count(*)::int as messages from conversations c
        join conversation_messages m on m.conversation_id = c.id join users u on u.id = c.buyer_id
        where ${liveMember} group by c.id order by count(*) desc, c.id limit 1`,
  );
  return {
    viewer: { ...viewer, deepFeed: await cursorAt(db, feedPosts, DEPTH - 1) },
    author: {
      ...author,
      deepPosts: await cursorAt(
        db,
        sql`select p.created_at, p.id from posts p where ${listed} and p.user_id = ${author.id}`,
        Math.max(0, Math.min(DEPTH, Math.floor(author.posts / 2)) - 1),
      ),
    },
    deepExplore: await cursorAt(db, sql`select p.created_at, p.id from posts p where ${listed}`, DEPTH - 1),
    search,
    conversation,
  };
}

export type MemberFixtures = NonNullable<Awaited<ReturnType<typeof discoverMemberFixtures>>>;
