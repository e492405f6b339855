/**
 * A scratch PostgreSQL database for dashboard-trend-latency.ts shaped like the 1M-user / 5M-post
 * load as the chart reads it: three years of hour and day counter buckets for the seven metrics
 * (the load's sizes, denser towards now), and rows at every edge a period reads (the hour before
 * now and before the same moment a day, a week, a month and a year ago), which the totals count
 * row by row through the created_at indexes. The chart reads nothing else, so the other millions
 * of rows would not change its cost; building them takes 20 minutes (docs/performance.md).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h9_trend node --import tsx apps/server/scripts/dashboard-trend-fixture.ts
 * Creates the database when missing; refuses one that already has users (it writes).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { rowsOf } from '../src/lib/sql-rows';
import { buildCategory, buildClassified, buildDistrict, buildUser } from '../test/factories';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a scratch database');

/** Rows a year of the load adds per metric (5M posts over three years, and so on). */
const PER_YEAR: Record<string, number> = {
  users: 333_000,
  posts: 1_667_000,
  stories: 33_000,
  classified_posts: 333_000,
  post_likes: 3_900_000,
  post_shares: 256_000,
  comments: 944_000,
};
/** Rows put in each edge hour: a busy hour of the load, so the row-by-row edges cost what they would. */
const EDGE_ROWS = { users: 500, posts: 2_000, stories: 200, classifieds: 400 };
const EDGES = ['0 days', '1 day', '7 days', '1 month', '1 year'];

const name = new URL(url).pathname.slice(1);
const server = await openDatabase({ kind: 'postgres', url: Object.assign(new URL(url), { pathname: '/postgres' }).toString(), poolMax: 1 });
const exists = await rowsOf(server.db, sql`select 1 from pg_database where datname = ${name}`);
if (exists.length === 0) await server.exec(`create database "${name}"`);
await server.close();

const database = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
try {
  await migrate(database);
  const [{ users }] = (await rowsOf<{ users: number }>(database.db, sql`select count(*)::int as users from users`)) as [{ users: number }];
  if (users > 0) throw new Error(`${name} already has ${users} users: use an empty scratch database`);

  const started = performance.now();
  // Hour buckets for three years, heavier towards now (the load grew); day buckets their sums.
  for (const [metric, perYear] of Object.entries(PER_YEAR)) {
    const perHour = perYear / 8_760;
    await database.exec(`
      insert into dashboard_counters (metric, hour, n)
      select '${metric}', h, greatest(0, round(${perHour} * (0.4 + 1.2 * extract(epoch from h - (now() - interval '3 years')) / extract(epoch from interval '3 years')) * (0.5 + random())))::bigint
      from generate_series(date_trunc('hour', now() - interval '3 years'), date_trunc('hour', now()) - interval '1 hour', interval '1 hour') h
      on conflict (metric, hour) do update set n = dashboard_counters.n + excluded.n`);
  }
  await database.exec(`
    insert into dashboard_daily_counters (metric, day, n)
    select metric, date_trunc('day', hour at time zone 'UTC') at time zone 'UTC', sum(n)
    from dashboard_counters group by 1, 2
    on conflict (metric, day) do update set n = dashboard_daily_counters.n + excluded.n`);

  // The edge rows, through the real tables (their triggers add them to the counters too).
  const owner = await buildUser(database.db, { name: 'Fixture owner' });
  const category = await buildCategory(database.db);
  const district = await buildDistrict(database.db);
  const template = await buildClassified(database.db, {
    userId: owner.id,
    categoryId: category.id,
    districtId: district.id,
    countryId: district.countryId,
  });
  for (const edge of EDGES) {
    const at = `now() - interval '${edge}' - random() * interval '1 hour'`;
    await database.exec(`insert into users (name, email, created_at)
      select 'Edge ' || g, 'edge-' || replace('${edge}', ' ', '') || '-' || g || '@example.test', ${at} from generate_series(1, ${EDGE_ROWS.users}) g`);
    await database.exec(`insert into posts (user_id, title, created_at)
      select '${owner.id}', 'Edge post ' || g, ${at} from generate_series(1, ${EDGE_ROWS.posts}) g`);
    await database.exec(`insert into stories (user_id, story_type, story_url, created_at)
      select '${owner.id}', 'image', 'stories/edge.jpg', ${at} from generate_series(1, ${EDGE_ROWS.stories}) g`);
    await database.exec(`insert into classified_posts (user_id, category_id, title, price, mobile, address, country_id, district_id, created_at)
      select user_id, category_id, 'Edge listing ' || g, price, mobile, address, country_id, district_id, ${at}
      from classified_posts, generate_series(1, ${EDGE_ROWS.classifieds}) g where id = '${template.id}'`);
  }
  await database.exec('analyze');
  const [{ hours }] = (await rowsOf<{ hours: number }>(database.db, sql`select count(*)::int as hours from dashboard_counters`)) as [{ hours: number }];
  console.log(`${name}: ${hours} hour buckets, edge rows at ${EDGES.join(', ')} ago, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
