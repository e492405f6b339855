// The members' activity inbox at scale: the first page of `GET /api/v1/notifications` and the
// badge's `GET /api/v1/notifications/unread-count`, one connection, on PostgreSQL holding a
// million inbox rows. Figures go to docs/performance.md; nothing here is asserted.
//
//   createdb -h 127.0.0.1 -U postgres souq_inbox_bench
//   npm run build && node scripts/bench-inbox.mjs --database-url postgres://postgres@127.0.0.1:5432/souq_inbox_bench
//
// The first run seeds what is missing: members (`cli seed --bulk`, no posts or listings), then the
// rows in one statement, so that `--heavy` members hold `--heavy-items` rows each (the worst inbox
// a page can read) and the rest are spread over every member; nine in ten are read, as an inbox
// that has been used for a while. Each row names one to three real members as its actors (the
// page names them, and a row whose actors are all gone is left out). The actors' own table
// (`activity_item_actors`, read when an act is withdrawn, never by the page) is not filled.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { prepareTarget, runCli, startPair } from './lib/bench-server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    members: { type: 'string', default: '10000' },
    items: { type: 'string', default: '1000000' },
    heavy: { type: 'string', default: '20' },
    'heavy-items': { type: 'string', default: '20000' },
    samples: { type: 'string', default: '300' },
    port: { type: 'string', default: '8096' },
  },
});
if (!values['database-url']) throw new Error('--database-url is required: the inbox at scale is measured on PostgreSQL');
const members = Number(values.members);
const items = Number(values.items);
const heavy = Number(values.heavy);
const heavyItems = Number(values['heavy-items']);
const samples = Number(values.samples);
const log = (line) => console.log(line);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (${sorted.length} calls)`;
};

/** `count` calls one after another, each member's token in turn. */
async function latency(base, tokens, path, count) {
  const times = [];
  for (let call = 0; call < count; call++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${tokens[call % tokens.length]}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  return times;
}

const target = await prepareTarget({ databaseUrl: values['database-url'], log });
const client = new pg.Client({ connectionString: values['database-url'] });
await client.connect();
const count = async (table) => {
  const exists = await client.query(`select to_regclass($1) as found`, [table]);
  if (!exists.rows[0].found) return 0;
  return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
};
try {
  if ((await count('users')) < members) {
    log(`seeding ${members} members`);
    log((await runCli(target, ['seed', '--users', String(members), '--posts', '0', '--classifieds', '0', '--stories', '0', '--bulk'])).trim());
  }
  if ((await count('activity_items')) < items) {
    log(`writing ${items} inbox rows`);
    const started = performance.now();
    await client.query('begin');
    await client.query(`create temp table bench_members on commit drop as
      select row_number() over (order by id) as n, id from users
       where role = 'user' and not blocked and deleted_at is null and email_verified_at is not null`);
    await client.query(`create index on bench_members (n)`);
    const { rows } = await client.query(`select count(*)::int as n from bench_members`);
    const pool = rows[0].n;
    // Row g: the heavy members take the first heavy x heavy-items rows, the rest go round every member.
    await client.query(
      `insert into activity_items (recipient_id, kind, subject_type, subject_id, group_key, actor_count, actor_ids, preview, created_at, updated_at, read_at)
       select recipient.id, kind, 'post', subject, kind || ':post:' || subject, 1 + g % 3,
              case g % 3 when 0 then array[a1.id] when 1 then array[a1.id, a2.id] else array[a1.id, a2.id, a3.id] end,
              case when kind = 'comment' then 'تعليق رقم ' || g else null end,
              now() - g * interval '7 seconds', now() - g * interval '7 seconds',
              case when g % 10 = 0 then null else now() end
         from generate_series(1::bigint, $1::bigint + 10000) as g
         cross join lateral (select gen_random_uuid() as subject, (array['like', 'comment', 'like', 'follow'])[1 + g % 4] as kind0) as s
         cross join lateral (select case when kind0 = 'follow' then 'like' else kind0 end as kind) as k
         join bench_members recipient on recipient.n = case when g <= $2::int * $3::int then 1 + (g - 1) % $2::int else 1 + (g * 7919) % $4::int end
         join bench_members a1 on a1.n = 1 + (g * 104729 + 13) % $4::int
         join bench_members a2 on a2.n = 1 + (g * 15485863 + 29) % $4::int
         join bench_members a3 on a3.n = 1 + (g * 32452843 + 71) % $4::int
        where a1.id <> recipient.id and a2.id <> recipient.id and a3.id <> recipient.id`,
      [items, heavy, heavyItems, pool],
    );
    // A member is never their own actor: those rows were left out, so a few more were made; the
    // oldest beyond the count go (a LIMIT in the insert made the planner walk the members per row).
    await client.query(
      `delete from activity_items where id in (select id from activity_items order by updated_at limit greatest(0, (select count(*) from activity_items) - $1::bigint))`,
      [items],
    );
    await client.query('commit');
    await client.query('analyze activity_items');
    log(`written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const total = await count('activity_items');
  const heavyMembers = (
    await client.query(`select recipient_id as id, count(*)::int as n from activity_items group by recipient_id order by count(*) desc limit $1`, [heavy])
  ).rows;
  const typical = (
    await client.query(
      `select recipient_id as id, count(*)::int as n from activity_items group by recipient_id having count(*) < 500 order by recipient_id limit 20`,
    )
  ).rows;
  const pair = await startPair(target, Number(values.port));
  try {
    const tokensOf = async (list) =>
      Promise.all(list.map(async (member) => (await (await fetch(`${pair.bare}/bench/member-token?user_id=${member.id}`)).json()).token));
    const heavyTokens = await tokensOf(heavyMembers);
    const typicalTokens = await tokensOf(typical);
    const version = (await client.query('show server_version')).rows[0].server_version;
    log(
      `Inbox bench, ${new Date().toISOString().slice(0, 10)}, PostgreSQL ${version}, ${total} inbox rows; ` +
        `${heavyMembers.length} members with ${heavyMembers.at(-1)?.n}-${heavyMembers[0]?.n} rows, typical members ${typical[0]?.n ?? 0}-${typical.at(-1)?.n ?? 0}`,
    );
    // Warm the connection pool and the caches once.
    await latency(pair.api, heavyTokens, '/api/v1/notifications', 40);
    await latency(pair.api, typicalTokens, '/api/v1/notifications', 40);
    log(`first page, the heaviest inboxes, 1 connection: ${summary(await latency(pair.api, heavyTokens, '/api/v1/notifications', samples))}`);
    log(`first page, typical inboxes, 1 connection: ${summary(await latency(pair.api, typicalTokens, '/api/v1/notifications', samples))}`);
    log(`unread count, the heaviest inboxes: ${summary(await latency(pair.api, heavyTokens, '/api/v1/notifications/unread-count', samples))}`);
    const page = await (await fetch(`${pair.api}/api/v1/notifications`, { headers: { authorization: `Bearer ${heavyTokens[0]}` } })).json();
    const second = `/api/v1/notifications?cursor=${encodeURIComponent(page.nextCursor)}`;
    log(`second page, the heaviest inboxes: ${summary(await latency(pair.api, [heavyTokens[0]], second, samples))}`);
  } finally {
    await pair.stop();
  }
} finally {
  await client.end();
  target.dispose();
}
