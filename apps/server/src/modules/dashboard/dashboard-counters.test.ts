import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { PERIOD_VALUES } from '@souq/contract/constants';
import type { Database, Db } from '../../db/client';
import { freshDatabase } from '../../../test/database';
import { countedTotals, rebuildDashboardCounters, totalCounts } from './dashboard.service';

/** UTC (whole days), whole-hour, half-hour, DST-changing and quarter-hour zones: every kind of edge. */
const ZONES = ['UTC', 'Asia/Kuwait', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu'];

let database: Database;
let db: Db;
let categoryId: string;
let districtId: string;
/** Instants where rows land on and around every period boundary of every zone. */
let instants: Date[] = [];

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function boundaries(): Promise<Date[]> {
  const found: Date[] = [];
  for (const zone of ZONES) {
    const [row] = await rows<Record<string, Date | string>>(sql`select
      date_trunc('day', now() at time zone ${zone}) at time zone ${zone} as day,
      (date_trunc('day', now() at time zone ${zone}) + interval '1 day') at time zone ${zone} as day_end,
      date_trunc('week', now() at time zone ${zone}) at time zone ${zone} as week,
      date_trunc('month', now() at time zone ${zone}) at time zone ${zone} as month,
      (date_trunc('month', now() at time zone ${zone}) + interval '1 month') at time zone ${zone} as month_end,
      date_trunc('year', now() at time zone ${zone}) at time zone ${zone} as year,
      (date_trunc('year', now() at time zone ${zone}) - interval '1 year') at time zone ${zone} as last_year`);
    found.push(...Object.values(row!).map((v) => new Date(v)));
  }
  return found;
}

const MINUTE = 60_000;
const NUDGES = [0, 1, -1, 1000, -1000, 29 * MINUTE, -29 * MINUTE, 31 * MINUTE, -31 * MINUTE, 59 * MINUTE, -61 * MINUTE];
const arbInstant = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...NUDGES)).map(([i, nudge]) => new Date(instants[i % instants.length]!.getTime() + nudge)),
  // Anywhere from two years back to a little ahead (rows dated in the future exist too).
  fc.integer({ min: -730 * 24 * 60, max: 3 * 24 * 60 }).map((minutes) => new Date(Date.now() + minutes * MINUTE)),
);
const arbTable = fc.constantFrom('users', 'posts', 'stories', 'classified_posts', 'post_likes', 'post_shares', 'comments');

type Op =
  | { kind: 'users'; at: Date[]; role: 'user' | 'dataentry'; deleted: boolean }
  | { kind: 'posts'; at: Date[]; deleted: boolean }
  | { kind: 'reactions'; post: number; at: Date[] }
  | { kind: 'story' | 'classified'; at: Date }
  | { kind: 'soft-delete-post' | 'restore-post' | 'delete-post'; post: number }
  | { kind: 'soft-delete-user' | 'toggle-role' | 'delete-user'; user: number }
  | { kind: 'move'; table: string; row: number; at: Date }
  | { kind: 'delete-before'; table: string; at: Date }
  | { kind: 'truncate-likes' }
  | { kind: 'rolled-back'; at: Date };

const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('users' as const),
    at: fc.array(arbInstant, { minLength: 1, maxLength: 4 }),
    role: fc.constantFrom('user' as const, 'user' as const, 'dataentry' as const),
    deleted: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('posts' as const), at: fc.array(arbInstant, { minLength: 1, maxLength: 4 }), deleted: fc.boolean() }),
  fc.record({ kind: fc.constant('reactions' as const), post: fc.nat(), at: fc.array(arbInstant, { minLength: 1, maxLength: 5 }) }),
  fc.record({ kind: fc.constantFrom('story' as const, 'classified' as const), at: arbInstant }),
  fc.record({ kind: fc.constantFrom('soft-delete-post' as const, 'restore-post' as const, 'delete-post' as const), post: fc.nat() }),
  fc.record({ kind: fc.constantFrom('soft-delete-user' as const, 'toggle-role' as const, 'delete-user' as const), user: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), table: arbTable, row: fc.nat(), at: arbInstant }),
  fc.record({ kind: fc.constant('delete-before' as const), table: arbTable, at: arbInstant }),
  fc.constant({ kind: 'truncate-likes' as const }),
  fc.record({ kind: fc.constant('rolled-back' as const), at: arbInstant }),
);

let serial = 0;
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** The n-th row (modulo the count) of a table, in a stable order; undefined when it is empty. */
const nth = (table: string, n: number) =>
  sql`(select ctid from ${sql.identifier(table)} order by ctid offset ${n} % greatest(1, (select count(*) from ${sql.identifier(table)})) limit 1)`;
const aPost = (n: number) => sql`(select id from posts order by id offset ${n} % greatest(1, (select count(*) from posts)) limit 1)`;
// Only users without content are hard-deleted (posts keep their author).
const aUser = (n: number) =>
  sql`(select id from users u where email like '%@counters.test' order by id offset ${n} % greatest(1, (select count(*) from users where email like '%@counters.test')) limit 1)`;

function valuesOf(ats: Date[], row: (at: Date) => SQL): SQL {
  return sql.join(
    ats.map((at) => sql`(${row(at)})`),
    sql`, `,
  );
}

async function apply(op: Op): Promise<void> {
  serial += 1;
  switch (op.kind) {
    case 'users':
      await db.execute(
        sql`insert into users (name, email, role, created_at, deleted_at) values ${valuesOf(op.at, (at) => {
          serial += 1;
          return sql`${`u${serial}`}, ${`u${serial}@counters.test`}, ${op.role}, ${ts(at)}, ${op.deleted ? ts(at) : null}`;
        })}`,
      );
      return;
    case 'posts':
      await db.execute(sql`insert into posts (user_id, title, created_at, deleted_at)
        select (select id from users order by created_at limit 1), 'p', at, case when ${op.deleted} then at end
        from unnest(${sql.raw(`array[${op.at.map((a) => `'${a.toISOString()}'`).join(',')}]`)}::timestamptz[]) at`);
      return;
    case 'reactions': {
      const post = aPost(op.post);
      // One user per like (the primary key); shares and comments in one multi-row statement each.
      await db.execute(sql`insert into post_likes (post_id, user_id, created_at)
        select ${post}, u.id, ${ts(op.at[0]!)} from users u where not exists
        (select 1 from post_likes l where l.user_id = u.id and l.post_id = ${post}) and ${post} is not null limit 1`);
      // A share per member and post (a unique key too): each time is another member who has not shared it yet.
      await db.execute(sql`insert into post_shares (post_id, user_id, created_at) select x.p, u.id, a.at
        from (select ${post} as p) x
        cross join lateral (select at, row_number() over () as n from unnest(${sql.raw(`array[${op.at.map((a) => `'${a.toISOString()}'`).join(',')}]`)}::timestamptz[]) at) a
        join lateral (select id from users where not exists (select 1 from post_shares s where s.post_id = x.p and s.user_id = users.id)
          order by id offset a.n - 1 limit 1) u on true
        where x.p is not null`);
      await db.execute(sql`insert into comments (post_id, user_id, comments, created_at) select p, (select id from users limit 1), 'c', at
        from (select ${post} as p) x, unnest(${sql.raw(`array[${op.at.map((a) => `'${a.toISOString()}'`).join(',')}]`)}::timestamptz[]) at where p is not null`);
      return;
    }
    case 'story':
      await db.execute(sql`insert into stories (story_type, story_url, created_at) values ('image', '/s.png', ${ts(op.at)})`);
      return;
    case 'classified':
      await db.execute(sql`insert into classified_posts (user_id, category_id, title, price, mobile, address, country_id, district_id, created_at)
        values ((select id from users limit 1), ${categoryId}, 'c', 1, '12345678', 'Block 1', 'KW', ${districtId}, ${ts(op.at)})`);
      return;
    case 'soft-delete-post':
      await db.execute(sql`update posts set deleted_at = now() where id = ${aPost(op.post)}`);
      return;
    case 'restore-post':
      await db.execute(sql`update posts set deleted_at = null where id = ${aPost(op.post)}`);
      return;
    case 'delete-post':
      await db.execute(sql`delete from posts where id = ${aPost(op.post)}`);
      return;
    case 'soft-delete-user':
      await db.execute(sql`update users set deleted_at = case when deleted_at is null then now() end where id = ${aUser(op.user)}`);
      return;
    case 'toggle-role':
      await db.execute(sql`update users set role = case when role = 'user' then 'dataentry'::role else 'user'::role end where id = ${aUser(op.user)}`);
      return;
    case 'delete-user':
      await db.execute(sql`delete from users u where id = ${aUser(op.user)}
        and not exists (select 1 from posts where user_id = u.id) and not exists (select 1 from classified_posts where user_id = u.id)
        and not exists (select 1 from comments where user_id = u.id)`);
      return;
    case 'move':
      await db.execute(sql`update ${sql.identifier(op.table)} set created_at = ${ts(op.at)} where ctid = ${nth(op.table, op.row)}`);
      return;
    case 'delete-before':
      if (op.table === 'users') return;
      await db.execute(sql`delete from ${sql.identifier(op.table)} where created_at < ${ts(op.at)}`);
      return;
    case 'truncate-likes':
      await db.execute(sql`truncate post_likes`);
      return;
    case 'rolled-back':
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into stories (story_type, story_url, created_at) values ('video', '/v.mp4', ${ts(op.at)})`);
          await tx.execute(sql`update posts set deleted_at = now()`);
          tx.rollback();
        })
        .catch(() => undefined);
      return;
  }
}

async function expectCountersExact(label: string) {
  for (const timezone of ZONES) {
    for (const dateType of PERIOD_VALUES) {
      const expected = await countedTotals(db, { dateType, timezone });
      expect(await totalCounts(db, { dateType, timezone }), `${label}: ${dateType} in ${timezone}`).toEqual(expected);
    }
  }
}

const counterRows = () =>
  rows<{ metric: string; at: Date | string; n: number | string }>(
    sql`select 'hour ' || metric as metric, hour as at, n from dashboard_counters where n <> 0
      union all select 'day ' || metric, day, n from dashboard_daily_counters where n <> 0 order by 1, 2`,
  ).then((list) => list.map((r) => `${r.metric} ${new Date(r.at).toISOString()} ${Number(r.n)}`));

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  await db.execute(sql`insert into countries (id, country_english) values ('KW', 'Kuwait')`);
  [{ id: districtId }] = (await rows<{ id: string }>(
    sql`insert into districts (district_en, district_ar, country_id) values ('Hawalli', 'حولي', 'KW') returning id`,
  )) as [{ id: string }];
  [{ id: categoryId }] = (await rows<{ id: string }>(sql`insert into categories (category_en, category_ar) values ('Food', 'طعام') returning id`)) as [
    { id: string },
  ];
  await db.execute(sql`insert into users (name, email, created_at) values ('author', 'author@example.test', '2020-01-01')`);
  instants = await boundaries();
});

describe('dashboard counters', () => {
  it('answer exactly what counting the rows answers, in every period and zone, whatever the writes', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbOp, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const op of ops) await apply(op);
        await expectCountersExact(`after ${ops.map((o) => o.kind).join(', ')}`);
      }),
      { numRuns: 12 },
    );
  });

  it('hold the same buckets as a rebuild from the rows', async () => {
    for (const at of instants) await apply({ kind: 'posts', at: [at], deleted: false });
    const kept = await counterRows();
    expect(kept.length).toBeGreaterThan(5);
    await rebuildDashboardCounters(db);
    expect(await counterRows()).toEqual(kept);
  });

  it('stay exact under concurrent writers to the same hour', async () => {
    const at = new Date();
    // On PostgreSQL each insert runs on its own pooled connection and they wait on the hour's row.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into posts (user_id, title, created_at) select id, ${`concurrent ${i}`}, ${ts(at)} from users limit 1`);
          await tx.execute(sql`insert into stories (story_type, story_url, created_at) values ('image', '/s.png', ${ts(at)})`);
        }),
      ),
    );
    await expectCountersExact('concurrent inserts');
  });

  it('are rebuilt after rows were written behind the triggers', async () => {
    await db.execute(sql`alter table stories disable trigger stories_counted_insert`);
    try {
      await db.execute(sql`insert into stories (story_type, story_url, created_at) values ('image', '/s.png', now())`);
    } finally {
      await db.execute(sql`alter table stories enable trigger stories_counted_insert`);
    }
    const before = await totalCounts(db, { dateType: 'ALLTIME', timezone: 'Asia/Kuwait' });
    const truth = await countedTotals(db, { dateType: 'ALLTIME', timezone: 'Asia/Kuwait' });
    expect(before.stories).toBe(truth.stories - 1);
    await rebuildDashboardCounters(db);
    await expectCountersExact('after rebuild');
  });
});
