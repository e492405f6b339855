import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PERIOD_VALUES } from '@souq/contract/constants';
import type { Database } from '../../db/client';
import { verifyPassword } from '../../lib/passwords';
import { countedTotals, totalCounts } from '../../modules/dashboard/dashboard.service';
import { freshDatabase } from '../../../test/database';
import { seedReferenceData } from '../reference';
import { BULK_PASSWORD, seedBulk, type BulkSizes } from './seed-bulk';

let database: Database;
let uploadsDir: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);
const SIZES: BulkSizes = { users: 400, posts: 1500, classifieds: 600, stories: 80, userReports: 12, conversations: 80 };
const LOADED = [
  'users',
  'posts',
  'post_likes',
  'post_shares',
  'comments',
  'post_reports',
  'stories',
  'classified_posts',
  'user_reports',
  'follows',
  'classified_favourites',
  'conversations',
  'conversation_messages',
];

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function value<T>(query: SQL): Promise<T> {
  const [row] = await rows<Record<string, T>>(query);
  return Object.values(row!)[0]!;
}
const countOf = (table: string) => value<number>(sql`select count(*)::int from ${sql.identifier(table)}`);

/** Every key, index and trigger touching the loaded tables, as the catalog defines them. */
async function schemaKeys(): Promise<string[]> {
  const list = sql`array[${sql.join(
    LOADED.map((t) => sql`${t}::regclass`),
    sql`, `,
  )}]`;
  const found = await rows<{ d: string }>(sql`
    select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d from pg_constraint
      where conrelid = any(${list}) or confrelid = any(${list})
    union all select pg_get_indexdef(indexrelid) from pg_index where indrelid = any(${list})
    union all select tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where tgrelid = any(${list}) and not tgisinternal
    order by 1`);
  return found.map((r) => r.d);
}

async function expectCountersExact(label: string) {
  for (const timezone of ['Asia/Kuwait', 'Asia/Kolkata']) {
    for (const dateType of PERIOD_VALUES) {
      const expected = await countedTotals(database.db, { dateType, timezone });
      expect(await totalCounts(database.db, { dateType, timezone }), `${label}: ${dateType} ${timezone}`).toEqual(expected);
    }
  }
}

let keysBefore: string[];
let tablesBefore: Record<string, number>;

beforeAll(async () => {
  database = await freshDatabase();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bulk-'));
  await seedReferenceData(database.db, { uploadsDir });
  // A member from before the load: the load must leave existing rows and their counters alone.
  await database.db.execute(sql`insert into users (name, email, created_at) values ('Early Bird', 'early@example.test', '2024-02-01')`);
  keysBefore = await schemaKeys();
  tablesBefore = Object.fromEntries(await Promise.all(LOADED.map(async (t) => [t, await countOf(t)] as const)));
  await seedBulk(database, SIZES, { uploadsDir, log, timezone: 'Asia/Kuwait' });
}, 180_000);

afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

describe('bulk seed', () => {
  it('adds exactly the asked rows, with reactions following the posts', async () => {
    expect((await countOf('users')) - tablesBefore.users!).toBe(SIZES.users);
    expect(await countOf('posts')).toBe(SIZES.posts);
    expect(await countOf('classified_posts')).toBe(SIZES.classifieds);
    expect(await countOf('stories')).toBe(SIZES.stories);
    expect(await countOf('user_reports')).toBe(SIZES.userReports);
    for (const table of ['post_likes', 'post_shares', 'comments', 'post_reports']) expect(await countOf(table), table).toBeGreaterThan(10);
    // Reactions come after their post, from members who had joined by then.
    expect(await value<number>(sql`select count(*)::int from post_likes l join posts p on p.id = l.post_id where l.created_at < p.created_at`)).toBe(0);
    expect(await value<number>(sql`select count(*)::int from posts p join users u on u.id = p.user_id where u.created_at > p.created_at`)).toBe(0);
  });

  it("adds the members' side: a skewed follow graph, favourites, conversations with messages", async () => {
    const follows = await countOf('follows');
    expect(follows).toBeGreaterThan(SIZES.users);
    expect(await value<number>(sql`select count(*)::int from follows where follower_id = followee_id`)).toBe(0);
    // A few members are followed by many, most by a few.
    const top = await value<number>(sql`select max(n)::int from (select count(*) n from follows group by followee_id) f`);
    const median = await value<number>(
      sql`select percentile_disc(0.5) within group (order by n)::int from (select count(*) n from follows group by followee_id) f`,
    );
    expect(top).toBeGreaterThan(10 * median);
    expect(await countOf('classified_favourites')).toBeGreaterThan(0);
    const conversations = await countOf('conversations');
    expect(conversations).toBeGreaterThan(SIZES.conversations / 2);
    expect(conversations).toBeLessThanOrEqual(SIZES.conversations);
    expect(await countOf('conversation_messages')).toBeGreaterThanOrEqual(conversations);
    // The seller is the listing's owner, never the buyer; messages come from one of the two, in order.
    expect(
      await value<number>(sql`select count(*)::int from conversations c join classified_posts l on l.id = c.classified_id
      where c.seller_id <> l.user_id or c.buyer_id = c.seller_id`),
    ).toBe(0);
    expect(
      await value<number>(sql`select count(*)::int from conversation_messages m join conversations c on c.id = m.conversation_id
      where m.sender_id not in (c.buyer_id, c.seller_id) or m.created_at < c.created_at or m.created_at > c.last_message_at + interval '1 second'`),
    ).toBe(0);
  });

  it("keeps each post's counters equal to its rows", async () => {
    const mismatches = await value<number>(sql`select count(*)::int from posts p where
      p.total_likes <> (select count(*) from post_likes l where l.post_id = p.id)
      or p.total_shares <> (select count(*) from post_shares s where s.post_id = p.id)
      or p.total_comments <> (select count(*) from comments c where c.post_id = p.id)`);
    expect(mismatches).toBe(0);
  });

  it('puts back every key, index and trigger it dropped, and the foreign keys hold', async () => {
    expect(await schemaKeys()).toEqual(keysBefore);
    // The keys were added back validated, which is the check; this one reads it directly too.
    expect(await value<number>(sql`select count(*)::int from post_likes l left join users u on u.id = l.user_id where u.id is null`)).toBe(0);
  });

  it('is skewed: a few very active members, many quiet ones', async () => {
    const share = await value<number>(sql`with a as (select user_id, count(*) n from posts group by 1),
      top as (select n from a order by n desc limit (select greatest(1, count(*) / 10) from users where email like '%@bulk.souq.test'))
      select ((select sum(n) from top) / (select sum(n) from a))::float8`);
    expect(share).toBeGreaterThan(0.3);
    const maxLikes = await value<number>(sql`select max(total_likes) from posts`);
    const medianLikes = await value<number>(sql`select percentile_disc(0.5) within group (order by total_likes) from posts`);
    expect(maxLikes).toBeGreaterThan(10 * Math.max(1, medianLikes));
  });

  it('writes in Arabic and English, classifieds over every category', async () => {
    const arabic = await value<number>(sql`select count(*)::int from users where name ~ '[\u0600-\u06ff]' and email like '%@bulk.souq.test'`);
    expect(arabic / SIZES.users).toBeGreaterThan(0.35);
    expect(arabic / SIZES.users).toBeLessThan(0.75);
    expect(await value<number>(sql`select count(*)::int from comments where comments ~ '[\u0600-\u06ff]'`)).toBeGreaterThan(0);
    expect(await value<number>(sql`select count(*)::int from comments where comments ~ '^[A-Za-z]'`)).toBeGreaterThan(0);
    expect(await value<number>(sql`select count(distinct category_id)::int from classified_posts`)).toBe(12);
    expect(await value<number>(sql`select count(distinct country_id)::int from classified_posts`)).toBeGreaterThan(1);
  });

  it("copies each seller's state onto their listings: those of blocked and deleted sellers leave the search", async () => {
    const wrong = await value<number>(sql`select count(*)::int from classified_posts p join users u on u.id = p.user_id
      where p.seller_live <> (u.deleted_at is null and not u.blocked)`);
    expect(wrong).toBe(0);
    expect(await value<number>(sql`select count(*)::int from classified_posts where not seller_live`)).toBeGreaterThan(0);
  });

  it('gives every bulk user the one shared password hash', async () => {
    const hashes = await rows<{ h: string }>(sql`select distinct password_hash as h from users where email like '%@bulk.souq.test'`);
    expect(hashes).toHaveLength(1);
    expect(await verifyPassword(hashes[0]!.h, BULK_PASSWORD)).toBe(true);
    expect(lines.join('\n')).toMatch(/share ONE precomputed argon2 password hash/);
  });

  it('rebuilds the counters, with data in every dashboard period', async () => {
    await expectCountersExact('after the load');
    for (const dateType of PERIOD_VALUES) {
      const counts = await totalCounts(database.db, { dateType, timezone: 'Asia/Kuwait' });
      for (const [card, n] of Object.entries(counts)) expect(n, `${dateType} ${card}`).toBeGreaterThan(0);
    }
  });

  it('reports progress with a rate and the time left, and the time of each step', () => {
    expect(lines).toContainEqual(expect.stringMatching(/^posts 1,500\/1,500 \(100%\) [\d.]+[kM]? rows\/s, ETA \d+ s$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Keys and indexes built in /));
    expect(lines).toContainEqual(expect.stringMatching(/^Dashboard counters rebuilt in /));
  });

  it('leaves the triggers on and can run again with new people', async () => {
    await database.db.execute(sql`insert into stories (story_type, story_url) values ('image', '/s.png')`);
    await seedBulk(
      database,
      { users: 30, posts: 40, classifieds: 10, stories: 5, userReports: 1, conversations: 5 },
      { uploadsDir, log, timezone: 'Asia/Kuwait' },
    );
    expect(await countOf('posts')).toBe(SIZES.posts + 40);
    expect(await value<number>(sql`select count(*)::int from users where email like '%@bulk.souq.test'`)).toBe(SIZES.users + 30);
    await database.db.execute(sql`update posts set deleted_at = now() where id in (select id from posts limit 7)`);
    await expectCountersExact('after a second load and later writes');
  });
});
