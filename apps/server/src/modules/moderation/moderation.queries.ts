import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationItem, ModerationKind, ModerationSignal, ModerationSubject } from '@souq/contract/moderation';
import type { Tx } from '../../db/client';
import { listingPath } from '@souq/contract/listing-link';
import { REPORT_CATEGORIES, type ReportCategory } from '@souq/contract/members-common';
import { categories } from '../../db/schema/categories';
import { classifiedPosts } from '../../db/schema/classifieds';
import { countries } from '../../db/schema/regions';
import { classifiedReports } from '../../db/schema/members';
import { moderationItems } from '../../db/schema/moderation';
import { postReports, posts } from '../../db/schema/posts';
import { userReports, users } from '../../db/schema/users';
import { exactTime } from '../../lib/cursor';
import { personRef } from '../users/users.queries';

/** The audit log's record type of each kind of subject: a decision joins the record's own history. */
export const recordTypeOf: Record<ModerationKind, string> = { post: 'post', user: 'user', listing: 'classified' };

const assignee = alias(users, 'assignee');
const decider = alias(users, 'decider');

/**
 * Queue rows with the staff they name (as `{ _id, name }`, null when nobody: their joins are
 * outer), each with its exact time for the keyset cursor.
 */
export function selectItems(db: Tx) {
  return db
    .select({
      id: moderationItems.id,
      kind: moderationItems.subjectKind,
      subjectId: moderationItems.subjectId,
      state: moderationItems.state,
      firstReportedAt: moderationItems.firstReportedAt,
      lastReportedAt: moderationItems.lastReportedAt,
      timeKey: exactTime(moderationItems.lastReportedAt),
      assignee: personRef(assignee),
      decidedBy: personRef(decider),
      decidedAt: moderationItems.decidedAt,
      note: moderationItems.note,
      signals: moderationItems.signals,
      watchedWords: moderationItems.watchedWords,
      copyOfId: moderationItems.copyOfId,
    })
    .from(moderationItems)
    .leftJoin(assignee, eq(assignee.id, moderationItems.assigneeId))
    .leftJoin(decider, eq(decider.id, moderationItems.decidedById))
    .$dynamic();
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

interface ReportStats {
  reporters: number;
  reasons: string[];
  categories: ReportCategory[];
}

const MAX_REASONS = 5;

/** Reporters counted and the latest distinct reasons, for the subjects of one kind on a page. */
async function reportStats(db: Tx, kind: ModerationKind, ids: string[]): Promise<Map<string, ReportStats>> {
  if (ids.length === 0) return new Map();
  const source =
    kind === 'post'
      ? {
          subject: postReports.postId,
          reporter: postReports.reportedUserId,
          reason: postReports.reportDescription,
          category: postReports.category,
          at: postReports.createdAt,
          table: postReports,
        }
      : kind === 'user'
        ? {
            subject: userReports.reportedUserId,
            reporter: userReports.userId,
            reason: sql<string>`coalesce(${userReports.reason}, '')`,
            category: userReports.category,
            at: userReports.createdAt,
            table: userReports,
          }
        : {
            subject: classifiedReports.classifiedId,
            reporter: classifiedReports.userId,
            reason: classifiedReports.reason,
            category: classifiedReports.category,
            at: classifiedReports.createdAt,
            table: classifiedReports,
          };
  // Each report table has an index leading with its subject, so a page reads only its own reports.
  const rows = await db
    .select({
      subjectId: sql<string>`${source.subject}`,
      reporters: sql<number>`count(distinct ${source.reporter})::int`,
      reasons: sql<string[]>`(array_agg(${source.reason} order by ${source.at} desc) filter (where ${source.reason} <> ''))[1:50]`,
      categories: sql<ReportCategory[]>`array_agg(distinct ${source.category}::text)`,
    })
    .from(source.table)
    .where(inArray(source.subject, ids))
    .groupBy(source.subject);
  return new Map(
    rows.map((row) => [
      row.subjectId,
      {
        reporters: row.reporters,
        reasons: [...new Set(row.reasons ?? [])].slice(0, MAX_REASONS),
        // In the list's own order, so the queue reads the same whatever order they came in.
        categories: REPORT_CATEGORIES.filter((category) => row.categories?.includes(category)),
      },
    ]),
  );
}

const gone: ModerationSubject = { exists: false, title: '', text: '', image: null, author: null, visible: false, listing: null };
const author = alias(users, 'author');

/** Reported listings' price, category and page: what staff judge a listing by beside its words. */
async function listingFacts(db: Tx, ids: string[]): Promise<Map<string, ModerationSubject['listing']>> {
  const rows = await db
    .select({
      id: classifiedPosts.id,
      title: classifiedPosts.title,
      price: classifiedPosts.price,
      soldAt: classifiedPosts.soldAt,
      currency: countries.currencyCode,
      categoryEn: categories.categoryEn,
      categoryAr: categories.categoryAr,
    })
    .from(classifiedPosts)
    .innerJoin(categories, eq(categories.id, classifiedPosts.categoryId))
    .innerJoin(countries, eq(countries.id, classifiedPosts.countryId))
    .where(inArray(classifiedPosts.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        price: Number(r.price),
        currency: r.currency ?? '',
        categoryName: { en: r.categoryEn, ar: r.categoryAr },
        sold: r.soldAt !== null,
        pagePath: listingPath(r.id, r.title),
      },
    ]),
  );
}

/** What each subject of one kind on a page says now. */
async function subjects(db: Tx, kind: ModerationKind, ids: string[]): Promise<Map<string, ModerationSubject>> {
  if (ids.length === 0) return new Map();
  if (kind === 'user') {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        photo: users.photo,
        blocked: users.blocked,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(
      rows
        .filter((r) => r.deletedAt === null)
        .map((r) => [
          r.id,
          {
            exists: true,
            title: r.name,
            text: r.email,
            image: r.photo,
            author: { _id: r.id, name: r.name, blocked: r.blocked },
            visible: true,
            listing: null,
          },
        ]),
    );
  }
  const table = kind === 'post' ? posts : classifiedPosts;
  const facts = kind === 'listing' ? await listingFacts(db, ids) : new Map<string, ModerationSubject['listing']>();
  const rows = await db
    .select({
      id: table.id,
      title: table.title,
      text: table.description,
      media: table.media,
      active: table.active,
      deleted: kind === 'post' ? sql<boolean>`${posts.deletedAt} is not null` : sql<boolean>`false`,
      author: { ...personRef(author), blocked: author.blocked },
    })
    .from(table)
    .innerJoin(author, eq(author.id, table.userId))
    .where(inArray(table.id, ids));
  return new Map(
    rows
      .filter((r) => !r.deleted)
      .map((r) => [
        r.id,
        {
          exists: true,
          title: r.title,
          text: r.text,
          image: r.media.find((item) => item.type === 'image')?.url ?? r.media[0]?.url ?? null,
          author: r.author,
          visible: r.active,
          listing: facts.get(r.id) ?? null,
        },
      ]),
  );
}

/** Queue rows as the API answers them: with what was reported, why and by how many. */
export async function toItems(db: Tx, rows: ItemRow[]): Promise<ModerationItem[]> {
  const idsOf = (kind: ModerationKind) => rows.filter((r) => r.kind === kind).map((r) => r.subjectId);
  const kinds = ['post', 'user', 'listing'] as const;
  const stats = new Map<ModerationKind, Map<string, ReportStats>>();
  const previews = new Map<ModerationKind, Map<string, ModerationSubject>>();
  for (const kind of kinds) {
    stats.set(kind, await reportStats(db, kind, idsOf(kind)));
    previews.set(kind, await subjects(db, kind, idsOf(kind)));
  }
  const copies = await subjects(db, 'listing', [...new Set(rows.flatMap((row) => (row.copyOfId ? [row.copyOfId] : [])))]);
  return rows.map((row) => {
    const stat = stats.get(row.kind)?.get(row.subjectId);
    return {
      kind: row.kind,
      subject_id: row.subjectId,
      subject: previews.get(row.kind)?.get(row.subjectId) ?? gone,
      state: row.state,
      reasons: stat?.reasons ?? [],
      reportCategories: stat?.categories ?? [],
      reporters: stat?.reporters ?? 0,
      firstReportedAt: row.firstReportedAt,
      lastReportedAt: row.lastReportedAt,
      assignee: row.assignee,
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt,
      note: row.note,
      signals: row.signals as ModerationSignal[],
      watchedWords: row.watchedWords,
      copyOf: copyOfSubject(copies, row.copyOfId),
    };
  });
}

function copyOfSubject(copies: Map<string, ModerationSubject>, id: string | null): ModerationItem['copyOf'] {
  const subject = id ? copies.get(id) : undefined;
  return id && subject ? { _id: id, ...subject } : null;
}

/** The queue row of one subject, or undefined. */
export async function findItem(db: Tx, kind: ModerationKind, subjectId: string): Promise<ItemRow | undefined> {
  const [row] = await selectItems(db)
    .where(and(eq(moderationItems.subjectKind, kind), eq(moderationItems.subjectId, subjectId)))
    .limit(1);
  return row;
}

/** The latest reports of one subject, with who made them. */
export async function latestReports(db: Tx, kind: ModerationKind, subjectId: string, limit: number) {
  const reporter = alias(users, 'reporter');
  const source: {
    id: SQL;
    subject: SQL;
    reporter: SQL;
    reason: SQL<string>;
    category: SQL<ReportCategory>;
    at: SQL<Date>;
    from: typeof postReports | typeof userReports | typeof classifiedReports;
  } =
    kind === 'post'
      ? {
          id: sql`${postReports.id}`,
          subject: sql`${postReports.postId}`,
          reporter: sql`${postReports.reportedUserId}`,
          reason: sql`${postReports.reportDescription}`,
          category: sql`${postReports.category}`,
          at: sql`${postReports.createdAt}`,
          from: postReports,
        }
      : kind === 'user'
        ? {
            id: sql`${userReports.id}`,
            subject: sql`${userReports.reportedUserId}`,
            reporter: sql`${userReports.userId}`,
            reason: sql`coalesce(${userReports.reason}, '')`,
            category: sql`${userReports.category}`,
            at: sql`${userReports.createdAt}`,
            from: userReports,
          }
        : {
            id: sql`${classifiedReports.id}`,
            subject: sql`${classifiedReports.classifiedId}`,
            reporter: sql`${classifiedReports.userId}`,
            reason: sql`${classifiedReports.reason}`,
            category: sql`${classifiedReports.category}`,
            at: sql`${classifiedReports.createdAt}`,
            from: classifiedReports,
          };
  return db
    .select({
      _id: sql<string>`${source.id}`,
      reporter: personRef(reporter),
      reason: sql<string>`${source.reason}`,
      category: sql<ReportCategory>`${source.category}`,
      createdAt: sql<string>`${source.at}`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(source.from)
    .innerJoin(reporter, sql`${reporter.id} = ${source.reporter}`)
    .where(sql`${source.subject} = ${subjectId}`)
    .orderBy(desc(sql`${source.at}`), desc(sql`${source.id}`))
    .limit(limit);
}

/**
 * Puts a subject in the open queue for a reason the server found itself (a suspected copy, a
 * watched word), as a member's report would: the item is made or reopened, with the signal, the
 * listing it copies and the words it hit added to what it already says. Called inside the
 * writer's transaction, so the content and its queue row appear together.
 */
export async function queueSignal(
  tx: Tx,
  input: { kind: ModerationKind; subjectId: string; signal: ModerationSignal; copyOfId?: string | null; words?: readonly string[] },
): Promise<void> {
  // Spelled out element by element: drizzle spreads an array parameter into a list.
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const words = textArray(input.words ?? []);
  await tx
    .insert(moderationItems)
    .values({
      subjectKind: input.kind,
      subjectId: input.subjectId,
      signals: [input.signal],
      copyOfId: input.copyOfId ?? null,
      watchedWords: [...(input.words ?? [])],
      firstReportedAt: sql`now()`,
      lastReportedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [moderationItems.subjectKind, moderationItems.subjectId],
      set: {
        state: 'open',
        updatedAt: sql`now()`,
        lastReportedAt: sql`now()`,
        signals: sql`array(select distinct unnest(${moderationItems.signals} || ${textArray([input.signal])}) order by 1)`,
        copyOfId: sql`coalesce(${input.copyOfId ?? null}::uuid, ${moderationItems.copyOfId})`,
        watchedWords: sql`array(select distinct unnest(${moderationItems.watchedWords} || ${words}) order by 1)`,
      },
    });
}
