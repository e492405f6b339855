/**
 * Saved searches at scale: 100,000 saved searches on PostgreSQL, and the time from a listing's
 * publication (its transaction committed) to its alerts queued (the match job claimed, every saved
 * search confirmed, matches, inbox items and pushes committed). Not run by the tests; figures go
 * to docs/performance.md.
 *
 *   source scripts/use-project-node.sh
 *   node --import tsx apps/server/bench/saved-searches.ts --database-url postgres://postgres@127.0.0.1:5432/postgres [--searches 100000] [--samples 200]
 *
 * It creates (and drops first) the database `souq_saved_bench` on that server.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { rowsOf } from '../src/lib/sql-rows';
import type { Mailer } from '../src/lib/mailer';
import { createBackgroundJobs } from '../src/modules/jobs/background-jobs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    searches: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
    members: { type: 'string', default: '20000' },
    /**
     * `broad` (the default): a tenth without a category and half without words, so a listing
     * matches about 1 % of all saved searches (over a thousand); `narrow`: every search names a
     * category and nine in ten have words, as buyers who save searches tend to.
     */
    mix: { type: 'string', default: 'broad' },
  },
});
const SEARCHES = Number(values.searches);
const SAMPLES = Number(values.samples);
const MEMBERS = Number(values.members);
const NARROW = values.mix === 'narrow';
const log = (line: string) => process.stdout.write(`${line}\n`);

/** What buyers save: words, in both scripts, some common, some rare. */
const WORDS = [
  'toyota',
  'camry',
  'كامري',
  'تويوتا',
  'lexus',
  'nissan',
  'patrol',
  'شقة',
  'فيلا',
  'iphone',
  'ايفون',
  'sofa',
  'bmw',
  'mercedes',
  'land cruiser',
  'جيب',
  'honda',
  'accord',
  'kia',
  'سيارة',
];
const TITLES = [
  'Toyota Camry 2021 clean',
  'تويوتا كامري ٢٠٢٠',
  'Nissan Patrol 2019',
  'شقة للإيجار في السالمية',
  'iPhone 15 Pro',
  'Lexus LX 2022',
  'فيلا في الجابرية',
  'Honda Accord 2018',
];

const admin = await openDatabase({ kind: 'postgres', url: values['database-url'], poolMax: 1 });
await admin.exec('DROP DATABASE IF EXISTS souq_saved_bench WITH (FORCE)');
await admin.exec('CREATE DATABASE souq_saved_bench');
await admin.close();
const url = new URL(values['database-url']);
url.pathname = '/souq_saved_bench';
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
const { db } = database;
await migrate(database);

log(`seeding ${MEMBERS} members and ${SEARCHES} saved searches...`);
await db.execute(
  sql`insert into countries (id, country_english, is_selected) values ('KW', 'Kuwait', true), ('SA', 'Saudi Arabia', true), ('AE', 'Emirates', true) on conflict do nothing`,
);
const categories = await rowsOf<{ id: string }>(
  db,
  sql`insert into categories (category_en, category_ar) select 'Bench category ' || g, 'فئة ' || g from generate_series(1, 12) g returning id`,
);
const districts = await rowsOf<{ id: string; country: string }>(
  db,
  sql`insert into districts (country_id, district_en, district_ar) select c, 'District ' || c, 'منطقة ' || c from unnest(array['KW', 'SA', 'AE']) c returning id, country_id as country`,
);
await db.execute(sql`insert into users (name, email) select 'Bench member ' || g, 'bench-' || g || '@example.test' from generate_series(1, ${MEMBERS}) g`);
const tsqueries = new Map<string, string | null>();
for (const word of WORDS) {
  const [row] = await rowsOf<{ q: string | null }>(db, sql`select souq_search_query(${word})::text as q`);
  tsqueries.set(word, row?.q ?? null);
}
const words = JSON.stringify(WORDS.map((word) => ({ word, q: tsqueries.get(word) })));
const categoryIds = `{${categories.map((c) => c.id).join(',')}}`;
// A realistic mix: most pick a country and category, half have words, some a price range; 90 %
// instant, 5 % daily, 5 % off.
await db.execute(sql`
  with members as (select id, row_number() over () as n from users),
  seeds as (
    select g,
      (array['KW', 'KW', 'KW', 'SA', 'AE'])[1 + (g % 5)] as country,
      (${categoryIds}::uuid[])[1 + (g % 12)] as category,
      (select w from jsonb_array_elements(${words}::jsonb) with ordinality as e(w, i) where i = 1 + (g % ${WORDS.length})) as word,
      g % 10 as mix
    from generate_series(1, ${SEARCHES}) g
  )
  insert into saved_searches (user_id, params, alert, match_key, country_id, category_id, price_min, price_max, text_query)
  select m.id,
    jsonb_build_object('country_id', s.country) || case when s.mix < 9 or ${NARROW} then jsonb_build_object('category_id', s.category) else '{}' end
      || case when s.mix % 2 = 0 or (${NARROW} and s.mix <> 9) then jsonb_build_object('q', s.word ->> 'word') else '{}' end,
    case when s.mix = 3 then 'daily' when s.mix = 7 then 'off' else 'instant' end,
    s.country || ':' || case when s.mix < 9 or ${NARROW} then s.category::text else '*' end,
    s.country,
    case when s.mix < 9 or ${NARROW} then s.category end,
    case when s.mix in (1, 5) then 1000 end,
    case when s.mix in (1, 5, 8) then 8000 end,
    case when s.mix % 2 = 0 or (${NARROW} and s.mix <> 9) then (s.word ->> 'q')::tsquery end
  from seeds s join members m on m.n = 1 + (s.g % ${MEMBERS})`);
await db.execute(sql`analyze`);
const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from saved_searches`);
log(`saved searches: ${count}`);

const silentMailer: Mailer = { kind: 'file', send: async () => undefined };
const runner = createBackgroundJobs({ db, mailer: silentMailer, publicUrl: 'http://bench.test', timeZone: 'Asia/Kuwait', unsubscribeSecret: 'bench' });
// The recurring jobs' first runs, out of the way.
await runner.drain();
const [seller] = await rowsOf<{ id: string }>(db, sql`insert into users (name, email) values ('Bench seller', 'bench-seller@example.test') returning id`);

const times: number[] = [];
let alerts = 0;
for (let i = 0; i < SAMPLES; i += 1) {
  const district = districts[i % districts.length]!;
  const category = categories[i % categories.length]!;
  const title = `${TITLES[i % TITLES.length]} ${i}`;
  const price = String(500 + ((i * 137) % 12000));
  const [listing] = await rowsOf<{ id: string }>(
    db,
    sql`insert into classified_posts (user_id, category_id, country_id, district_id, title, price, mobile, address)
      values (${seller!.id}, ${category.id}, ${district.country}, ${district.id}, ${title}, ${price}, '96550000000', 'Block 1') returning id`,
  );
  // Published (committed): from here to the alerts committed.
  const started = performance.now();
  await runner.drain();
  times.push(performance.now() - started);
  const [told] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from saved_search_matches where listing_id = ${listing!.id}`);
  alerts += told?.n ?? 0;
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!.toFixed(1);
log(`publication -> alerts queued (${values.mix}), ${SAMPLES} listings over ${count} saved searches: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
log(`matches per listing (mean): ${(alerts / SAMPLES).toFixed(1)}`);
const plan = await rowsOf<{ 'QUERY PLAN': string }>(
  db,
  sql`explain analyze select s.id from classified_posts p join saved_searches s on s.alert <> 'off'
    and s.match_key in (p.country_id || ':' || p.category_id::text, p.country_id || ':*', '*:' || p.category_id::text, '*:*')
    where p.id = (select id from classified_posts order by created_at desc limit 1)
      and (s.text_query is null or p.search_doc @@ s.text_query)`,
);
log(plan.map((row) => row['QUERY PLAN']).join('\n'));
await database.close();
