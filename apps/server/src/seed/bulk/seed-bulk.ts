import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { createClock } from '../clock';
import type { SeedContext } from '../context';
import { ensureCatalog } from '../demo-catalog';
import { DEMO_LOCK, type SeedOptions } from '../demo';
import { ensureDemoMedia } from '../media';
import { createPools } from './pools';
import { formatCount, formatDuration, startPhase } from './progress';
import { dropKeys, restoreKeys } from './schema-keys';
import { BULK_EMAIL_DOMAIN, bulkSql, type BulkPlan } from './statements';

export interface BulkSizes {
  users: number;
  posts: number;
  classifieds: number;
  stories: number;
  userReports: number;
  /** Conversations about listings (each with 1 to 13 messages); at most one per member. */
  conversations: number;
}

/** Every bulk user can sign in with this password; all share one hash, computed once per run. */
export const BULK_PASSWORD = 'souq-bulk-user';

/** The tables the load writes: their keys and indexes are dropped before and built after. */
const LOADED_TABLES = [
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
] as const;

const HISTORY_SECONDS = 3 * 365 * 24 * 3600;
// Rows per statement. A chunk of posts writes about five times as many rows with its reactions.
const CHUNK = {
  users: 100_000,
  posts: 50_000,
  stories: 100_000,
  classifieds: 100_000,
  userReports: 100_000,
  // Members per statement: each writes about 8 follows and 1.5 favourites.
  follows: 100_000,
  favourites: 200_000,
  // Conversations per statement, about 5 messages each.
  conversations: 100_000,
} as const;
/** Primes that spread conversation buyers over the members (one that divides the count would repeat them). */
const BUYER_PRIMES = [1_000_003, 999_983, 7_919];
const FAKER_SEED = 20_251_123;

type Chunked = (from: number, to: number, last: number) => ReturnType<ReturnType<typeof bulkSql>['users']>;

async function rowsOf<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Runs a generator in chunks of rows, with a progress line after each. */
async function load(tx: Tx, log: (line: string) => void, label: string, total: number, chunk: number, statement: Chunked): Promise<number> {
  if (total === 0) return 0;
  const phase = startPhase(log, label, total);
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk);
    await tx.execute(statement(from, to, total - 1));
    phase.advance(to - from);
  }
  return phase.finish();
}

interface Reactions {
  posts: number;
  likes: number;
  shares: number;
  comments: number;
  reports: number;
}

async function loadPosts(tx: Tx, log: (line: string) => void, total: number, statements: ReturnType<typeof bulkSql>): Promise<Reactions> {
  const sum: Reactions = { posts: 0, likes: 0, shares: 0, comments: 0, reports: 0 };
  if (total === 0) return sum;
  const phase = startPhase(log, 'posts', total);
  for (let from = 0; from < total; from += CHUNK.posts) {
    const to = Math.min(total, from + CHUNK.posts);
    const [row] = await rowsOf<Reactions>(tx, statements.posts(from, to, total - 1));
    for (const key of Object.keys(sum) as (keyof Reactions)[]) sum[key] += Number(row?.[key] ?? 0);
    phase.advance(to - from);
  }
  phase.finish(
    `${formatCount(sum.posts)} posts with ${formatCount(sum.likes)} likes, ${formatCount(sum.comments)} comments, ` +
      `${formatCount(sum.shares)} shares, ${formatCount(sum.reports)} reports`,
  );
  return sum;
}

/** Follows, favourites, conversations and their messages (the members' side). */
async function loadSocial(tx: Tx, log: (line: string) => void, sizes: BulkSizes, statements: ReturnType<typeof bulkSql>): Promise<void> {
  await load(tx, log, 'follows (members following)', sizes.users, CHUNK.follows, statements.follows);
  await tx.execute(statements.numberListings());
  await tx.execute(statements.indexListings());
  const [listed] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from seed_listings`);
  const listings = listed?.n ?? 0;
  if (listings === 0) return;
  await load(tx, log, 'favourites (members favouring)', sizes.users, CHUNK.favourites, (from, to) => statements.favourites(from, to, listings));
  const conversations = Math.min(sizes.conversations, sizes.users);
  if (conversations === 0) return;
  const prime = BUYER_PRIMES.find((p) => sizes.users % p !== 0) ?? 1;
  const phase = startPhase(log, 'conversations', conversations);
  let messages = 0;
  for (let from = 0; from < conversations; from += CHUNK.conversations) {
    const to = Math.min(conversations, from + CHUNK.conversations);
    const [row] = await rowsOf<{ messages: number }>(tx, statements.conversations(from, to, listings, prime));
    messages += Number(row?.messages ?? 0);
    phase.advance(to - from);
  }
  phase.finish(`${formatCount(conversations)} conversations with ${formatCount(messages)} messages`);
}

/**
 * The triggers that are on and switched off for the load: the counters' (rebuilt after with one
 * GROUP BY) and the listings' copy of the seller's state (set after with one UPDATE: row by row it
 * would look each seller up in a users table whose key is dropped during the load).
 */
async function pauseTriggers(tx: Tx): Promise<() => Promise<void>> {
  const triggers = await rowsOf<{ table: string; name: string }>(
    tx,
    sql`select tgrelid::regclass::text as "table", tgname as name from pg_trigger
      where (tgname like '%\\_counted\\_%' or tgname = 'classified_posts_seller_live') and tgenabled <> 'D' and not tgisinternal`,
  );
  for (const t of triggers) await tx.execute(sql`alter table ${sql.raw(t.table)} disable trigger ${sql.identifier(t.name)}`);
  return async () => {
    for (const t of triggers) await tx.execute(sql`alter table ${sql.raw(t.table)} enable trigger ${sql.identifier(t.name)}`);
  };
}

/**
 * Loads large generated data set-based (INSERT ... SELECT over generate_series, in chunks), with
 * the loaded tables' keys and indexes dropped first and built after, the counter triggers off and
 * the counters rebuilt with one GROUP BY, then VACUUM ANALYZE. One transaction: a failure leaves
 * the database as it was. The tables are locked meanwhile: seed a database nobody is using.
 */
export async function seedBulk(database: Database, sizes: BulkSizes, options: SeedOptions): Promise<void> {
  const { log } = options;
  const started = performance.now();
  const media = await ensureDemoMedia(options.uploadsDir);
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const timezone = options.timezone ?? 'Asia/Kuwait';
  const plan: BulkPlan = {
    tag: Date.now().toString(36),
    users: sizes.users,
    historySeconds: HISTORY_SECONDS,
    timezone,
    passwordHash,
    media,
  };
  const statements = bulkSql(plan);
  log(
    `Bulk load into ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}: ${formatCount(sizes.users)} users, ` +
      `${formatCount(sizes.posts)} posts (with likes, comments, shares and reports), ${formatCount(sizes.classifieds)} classifieds, ` +
      `${formatCount(sizes.stories)} stories, ${formatCount(sizes.userReports)} user reports, dated over the last 3 years.`,
  );
  log(`All bulk users share ONE precomputed argon2 password hash (password "${BULK_PASSWORD}"); ` + `their e-mails end in @${BULK_EMAIL_DOMAIN}.`);

  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (database.kind === 'postgres') {
      // Index builds and the big sorts in memory; this session only.
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(sql`set local work_mem = '128MB'`);
    }
    const { Faker, ar, base, en } = await import('@faker-js/faker');
    const rng = new Faker({ locale: [en, base] });
    const arabic = new Faker({ locale: [ar, en, base] });
    rng.seed(FAKER_SEED);
    arabic.seed(FAKER_SEED + 1);
    const ctx: SeedContext = { tx, rng, ar: arabic, clock: createClock(rng, timezone), media };
    const catalog = await ensureCatalog(tx);
    await createPools(tx, ctx, catalog);

    const resumeTriggers = await pauseTriggers(tx);
    let phaseStart = performance.now();
    const dropped = await dropKeys(tx, LOADED_TABLES);
    const keyCount = dropped.primaryAndUnique.length + dropped.indexes.length + dropped.foreignKeys.length;
    log(`Dropped ${keyCount} keys and indexes of the loaded tables in ${formatDuration((performance.now() - phaseStart) / 1000)}.`);

    await load(tx, log, 'users', sizes.users, CHUNK.users, statements.users);
    await loadPosts(tx, log, sizes.posts, statements);
    await load(tx, log, 'stories', sizes.stories, CHUNK.stories, statements.stories);
    await load(tx, log, 'classifieds', sizes.classifieds, CHUNK.classifieds, statements.classifieds);
    await load(tx, log, 'user reports', sizes.userReports, CHUNK.userReports, statements.userReports);
    await loadSocial(tx, log, sizes, statements);

    phaseStart = performance.now();
    log(`Building ${keyCount} keys and indexes...`);
    await restoreKeys(tx, dropped, (name, seconds) => {
      if (seconds >= 1) log(`  ${name}: ${formatDuration(seconds)}`);
    });
    log(`Keys and indexes built in ${formatDuration((performance.now() - phaseStart) / 1000)}.`);

    phaseStart = performance.now();
    await tx.execute(sql`update classified_posts p set seller_live = false from users u
      where u.id = p.user_id and (u.deleted_at is not null or u.blocked) and p.seller_live`);
    await resumeTriggers();
    await tx.execute(sql`select dashboard_counters_rebuild()`);
    log(`Dashboard counters rebuilt in ${formatDuration((performance.now() - phaseStart) / 1000)}.`);
  });

  // Outside the transaction (VACUUM cannot run in one): statistics for the planner, and the
  // visibility map the dashboard's index-only scans rely on.
  const phaseStart = performance.now();
  for (const table of [...LOADED_TABLES, 'dashboard_counters', 'dashboard_daily_counters']) await database.exec(`vacuum analyze ${table}`);
  log(`VACUUM ANALYZE in ${formatDuration((performance.now() - phaseStart) / 1000)}.`);
  log(`Bulk load done in ${formatDuration((performance.now() - started) / 1000)}.`);
}
