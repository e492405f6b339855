import { and, asc, count, eq, isNull, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { classifiedPosts } from '../db/schema/classifieds';
import { posts } from '../db/schema/posts';
import { users } from '../db/schema/users';
import { createClock } from './clock';
import { DEMO_EMAIL_DOMAIN, type SeedContext } from './context';
import { ensureCatalog } from './demo-catalog';
import { seedBanners, seedClassifieds } from './demo-classifieds';
import { seedPosts, seedStories, seedUserReports, seedUsers, toMember } from './demo-social';
import { seedContactForms, seedTickets } from './demo-support';
import { seedConnections } from './demo-connections';
import { ensureDemoMedia } from './media';

export interface SeedLog {
  log: (line: string) => void;
}

export interface SeedOptions extends SeedLog {
  /** DATA_DIR/uploads: demo images are rendered into its demo/ folder and served at /uploads/demo/. */
  uploadsDir: string;
  /** The app's time zone (APP_TIMEZONE), whose calendar the dashboard periods follow. */
  timezone?: string;
}

const ZSize = z.coerce.number({ error: 'sizes are whole numbers' }).int('sizes are whole numbers').min(0, 'sizes are not negative');
// 15 classifieds per type: each type's list has a second page at 10 a page.
export const ZSeedSizes = z.object({
  users: ZSize.default(60),
  posts: ZSize.default(120),
  classifieds: ZSize.default(180),
  stories: ZSize.default(30),
});
export type SeedSizes = z.infer<typeof ZSeedSizes>;

// Shared by every process that seeds: two API processes starting on one fresh database take turns.
export const DEMO_LOCK = 72_871_003;
// Fixed, so a demo database is the same from one machine to the next; offset by the demo users
// already there, so a second run writes new people rather than the same ones again.
const FAKER_SEED = 20_240_601;
const demoEmails = like(users.email, `%@${DEMO_EMAIL_DOMAIN}`);

async function demoUserCount(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(demoEmails);
  return row?.n ?? 0;
}

/** Derived sizes for the tables the CLI does not size itself, in proportion to the ones it does. */
function derivedSizes(sizes: SeedSizes) {
  return {
    userReports: Math.ceil(sizes.users / 3),
    contactForms: Math.ceil(sizes.users / 2),
    tickets: Math.ceil(sizes.users / 2.5),
    banners: Math.ceil(sizes.posts / 4),
    conversations: Math.ceil(sizes.users / 2),
  };
}

async function runSeed(tx: Tx, sizes: SeedSizes, options: SeedOptions, media: Awaited<ReturnType<typeof ensureDemoMedia>>) {
  const { Faker, ar, base, en } = await import('@faker-js/faker');
  const offset = await demoUserCount(tx);
  const rng = new Faker({ locale: [en, base] });
  const arabic = new Faker({ locale: [ar, en, base] });
  rng.seed(FAKER_SEED + offset);
  arabic.seed(FAKER_SEED + offset + 1);
  const ctx: SeedContext = { tx, rng, ar: arabic, clock: createClock(rng, options.timezone ?? 'Asia/Kuwait'), media };
  const more = derivedSizes(sizes);

  const catalog = await ensureCatalog(tx);
  await seedUsers(ctx, sizes.users, offset);
  const memberRows = await tx
    .select({ id: users.id, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.role, 'user'), isNull(users.deletedAt), demoEmails))
    .orderBy(asc(users.createdAt), asc(users.id));
  const members = memberRows.map(toMember);
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1);

  await seedPosts(ctx, sizes.posts, members);
  await seedStories(ctx, sizes.stories, members);
  await seedClassifieds(ctx, sizes.classifieds, members, catalog);
  await seedUserReports(ctx, more.userReports, members);
  await seedContactForms(ctx, more.contactForms, members);
  await seedTickets(ctx, more.tickets, members, staff?.id ?? null);
  await seedBanners(ctx, more.banners);
  await seedConnections(ctx, members, more.conversations);
}

async function seedLocked(db: Db, sizes: SeedSizes, options: SeedOptions, onlyIfEmpty: boolean): Promise<boolean> {
  // The usual restart: answered before any file is looked at.
  if (onlyIfEmpty && (await hasContent(db))) return false;
  const started = performance.now();
  // Files first, outside the transaction: rendering must not hold the database.
  const media = await ensureDemoMedia(options.uploadsDir);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (onlyIfEmpty && (await hasContent(tx))) return false;
    await runSeed(tx, sizes, options, media);
    return true;
  });
  if (seeded) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { users: u, posts: p, classifieds: c, stories: s } = sizes;
    options.log(`Demo data added in ${seconds}s: ${u} users, ${p} posts, ${c} classifieds, ${s} stories.`);
  }
  return seeded;
}

/**
 * Members or their content are there, demo or real: either way the demo stays out (it must never
 * mix into a real database started with SEED_DEMO by mistake). Each probe stops at its first row
 * (users through the role index), so a restart on a large database stays instant.
 */
async function hasContent(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({
      found: sql<boolean>`exists (select 1 from ${users} where ${users.role} = 'user')
        or exists (select 1 from ${posts}) or exists (select 1 from ${classifiedPosts})`,
    })
    .from(sql`(select 1) as one`);
  return row?.found === true;
}

/** Adds this much more demo data (CLI `seed`); new users get new e-mails, so it can run again. */
export async function seedDemo(db: Db, sizes: SeedSizes, options: SeedOptions): Promise<void> {
  await seedLocked(db, sizes, options, false);
}

/** The default demo data on a database that has none; a restart adds nothing. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<void> {
  await seedLocked(db, ZSeedSizes.parse({}), options, true);
}
