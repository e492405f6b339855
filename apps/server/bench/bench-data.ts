import { and, desc, eq, gte, inArray, isNull, like, sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/sql-rows';
import { PAGE_SIZE } from '@souq/contract/constants';
import type { Db } from '../src/db/client';
import { discoverMemberFixtures } from './member-fixtures';
import { categories } from '../src/db/schema/categories';
import { classifiedPosts } from '../src/db/schema/classifieds';
import { auditLog, banners } from '../src/db/schema/content';
import { comments, posts, stories } from '../src/db/schema/posts';
import { ticketMessages, tickets } from '../src/db/schema/support';
import { users } from '../src/db/schema/users';

/**
 * Every row the benchmark's writes create carries this text, so the clean-up finds exactly those
 * rows and nothing a person wrote.
 */
export const BENCH_MARKER = 'souq-bench';
/** The audit actions the benchmark's writes record; the clean-up removes only these. */
export const BENCH_AUDIT_ACTIONS = ['category.create', 'banner.create', 'user.status', 'ticket.reply'] as const;

/** The deepest page the benchmark reads: page 1,000 when the data has it, else the last page. */
export const DEEPEST_PAGE = 1000;
/** Writes go round this many rows, so 32 connections do not all queue on one row's lock. */
const SPREAD = 16;

export function deepPage(rows: number): number {
  return Math.min(DEEPEST_PAGE, Math.max(1, Math.ceil(rows / PAGE_SIZE)));
}

/** A word a person would type to find this text: its first run of four letters or more. */
export function searchWordOf(text: string | null | undefined): string | undefined {
  return text?.match(/\p{L}{4,}/u)?.[0];
}

/** The text of one row: a word from it finds at least that row. */
async function middleText(db: Db, query: ReturnType<typeof sql>): Promise<string | undefined> {
  const [row] = await rowsOf<{ text: string | null }>(db, query);
  return searchWordOf(row?.text);
}

/**
 * Which row the search word comes from, newest first: some way down the first pages (a row
 * anyone scrolling would see), halfway down when the table is that small.
 */
const wordRow = (rows: number | undefined) => Math.min(50, Math.floor((rows ?? 0) / 2));

async function listFixtures(db: Db) {
  const [counts] = await rowsOf<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from ${users} where ${users.deletedAt} is null) as users,
      (select count(*)::int from ${posts} where ${posts.deletedAt} is null) as posts,
      (select count(*)::int from ${stories}) as stories,
      (select count(*)::int from ${classifiedPosts}) as classifieds,
      (select count(*)::int from ${comments}) as comments,
      (select count(*)::int from ${tickets}) as tickets,
      (select count(*)::int from ${ticketMessages}) as "ticketMessages"`,
  );
  // The console lists classifieds one category of one country at a time: the fullest one.
  const [fullest] = await db
    .select({ countryId: classifiedPosts.countryId, categoryId: classifiedPosts.categoryId, rows: sql<number>`count(*)::int` })
    .from(classifiedPosts)
    .groupBy(classifiedPosts.countryId, classifiedPosts.categoryId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const c = counts ?? {};
  const userWord = await middleText(
    db,
    sql`select ${users.name} as text from ${users} where ${users.deletedAt} is null
        order by ${users.createdAt} desc, ${users.id} desc offset ${wordRow(c.users)} limit 1`,
  );
  const postWord = await middleText(
    db,
    sql`select ${posts.title} as text from ${posts} where ${posts.deletedAt} is null
        order by ${posts.createdAt} desc, ${posts.id} desc offset ${wordRow(c.posts)} limit 1`,
  );
  const storyWord = await middleText(
    db,
    sql`select ${stories.description} as text from ${stories} where ${stories.description} <> ''
        order by ${stories.createdAt} desc, ${stories.id} desc offset ${wordRow(c.stories)} limit 1`,
  );
  const classifiedWord = fullest
    ? await middleText(
        db,
        sql`select ${classifiedPosts.title} as text from ${classifiedPosts}
            where ${classifiedPosts.countryId} = ${fullest.countryId} and ${classifiedPosts.categoryId} = ${fullest.categoryId}
            order by ${classifiedPosts.createdAt} desc, ${classifiedPosts.id} desc offset ${wordRow(fullest.rows)} limit 1`,
      )
    : undefined;
  return {
    counts: c,
    users: { search: userWord, deepPage: deepPage(c.users ?? 0) },
    posts: { search: postWord, deepPage: deepPage(c.posts ?? 0) },
    stories: { search: storyWord, deepPage: deepPage(c.stories ?? 0) },
    classifieds: fullest
      ? { countryId: fullest.countryId, categoryId: fullest.categoryId, search: classifiedWord, deepPage: deepPage(fullest.rows) }
      : undefined,
  };
}

/** Ids to read and write: found in the data, never written into the benchmark. */
async function recordFixtures(db: Db) {
  // The newest comment's post: a post detail with comments to show, found on comments_created.
  const [commented] = await db
    .select({ postId: comments.postId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(isNull(posts.deletedAt))
    .orderBy(desc(comments.createdAt))
    .limit(1);
  // Tickets with a thread, newest first: the thread read uses the first, replies go round them all.
  const threads = await db
    .select({ ticketId: tickets.id, status: tickets.status })
    .from(tickets)
    .where(sql`exists (select 1 from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id})`)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(SPREAD);
  const members = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(and(eq(users.role, 'user'), isNull(users.deletedAt), eq(users.blocked, false)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(SPREAD);
  return { postId: commented?.postId, tickets: threads, statusUsers: members };
}

/** What the benchmark needs to know about the data it loads, read straight from the database. */
export async function discoverFixtures(db: Db, kind: 'pglite' | 'postgres') {
  const [version] = await rowsOf<{ version: string }>(db, sql`select current_setting('server_version') as version`);
  return {
    database: { kind, version: version?.version ?? 'unknown' },
    marker: BENCH_MARKER,
    ...(await listFixtures(db)),
    ...(await recordFixtures(db)),
    members: await discoverMemberFixtures(db),
  };
}
export type BenchFixtures = Awaited<ReturnType<typeof discoverFixtures>>;

export interface CleanupInput {
  /** The account the benchmark wrote as; only its audit rows are removed. */
  adminEmail: string;
  /** When the writes started. */
  since: Date;
  /** The statuses the toggled users had before, put back as they were. */
  statuses: { id: string; active: boolean }[];
}

/** Removes what the benchmark's writes added and puts back what they changed. */
export async function removeBenchWrites(db: Db, input: CleanupInput) {
  const marked = `${BENCH_MARKER}%`;
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.adminEmail.toLowerCase()));
    const audit = admin
      ? await tx
          .delete(auditLog)
          .where(and(eq(auditLog.actorId, admin.id), gte(auditLog.createdAt, input.since), inArray(auditLog.action, [...BENCH_AUDIT_ACTIONS])))
          .returning({ id: auditLog.id })
      : [];
    const removedCategories = await tx.delete(categories).where(like(categories.categoryEn, marked)).returning({ id: categories.id });
    const removedBanners = await tx
      .delete(banners)
      .where(like(banners.bannerActionUrl, `https://${BENCH_MARKER}.example/%`))
      .returning({ id: banners.id });
    const removedMessages = await tx
      .delete(ticketMessages)
      .where(and(like(ticketMessages.message, marked), gte(ticketMessages.createdAt, input.since)))
      .returning({ id: ticketMessages.id });
    for (const { id, active } of input.statuses) {
      await tx.update(users).set({ active }).where(eq(users.id, id));
    }
    return {
      auditRows: audit.length,
      categories: removedCategories.length,
      banners: removedBanners.length,
      ticketMessages: removedMessages.length,
      statusesRestored: input.statuses.length,
    };
  });
}
