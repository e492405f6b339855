import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { CommentsQuery, POST_LIST_SORTS, PostListQuery, PostReportsQuery } from '@souq/contract/posts';
import type { Db } from '../../db/client';
import { comments, postReports, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { chosenSort, sortedPage } from '../../lib/sorted-page';
import { likePattern } from '../../lib/search';
import { selectPosts, toPost } from './posts.queries';
import { pageOf, readPage } from '../../lib/paging';

const p = messages.post;

/**
 * The posts list's filter on the posts table alone: the list, its bulk actions on "all matching"
 * and its export all read the same rows. A user filter that is no id matches nothing.
 */
export function postListWhere(input: Omit<PostListQuery, 'page' | 'itemsPerPage'>): SQL | undefined {
  if (input.user_id !== undefined && !isUuid(input.user_id)) return sql`false`;
  const filters: SQL[] = [isNull(posts.deletedAt)];
  if (input.user_id) filters.push(eq(posts.userId, input.user_id));
  if (input.textSearch) {
    filters.push(sql`(${posts.title} || ' ' || ${posts.description}) ILIKE ${likePattern(input.textSearch)}`);
  }
  // Issue 20's filters; a post's reports are found on `post_reports_post_created`.
  if (input.hidden !== undefined) filters.push(eq(posts.active, !input.hidden));
  if (input.reported !== undefined) {
    const reported = sql`exists (select 1 from ${postReports} where ${postReports.postId} = ${posts.id})`;
    filters.push(input.reported ? reported : sql`not ${reported}`);
  }
  return and(...filters);
}

/**
 * How the posts list sorts (issue 20). Date rides `posts_live_created`; title and status have no
 * index of their own (docs/performance.md).
 */
const POST_SORT_KEYS = {
  createdAt: [posts.createdAt, posts.id],
  title: [posts.title, posts.id],
  status: [posts.active, posts.createdAt, posts.id],
} satisfies Record<(typeof POST_LIST_SORTS)[number], unknown>;

/**
 * Posts not deleted, newest first (hidden ones included: staff can show them again). The search
 * compares the expression `posts_search_trgm` indexes; a user filter that is no id finds nothing.
 */
export async function listPosts(db: Db, input: PostListQuery) {
  if (input.user_id !== undefined && !isUuid(input.user_id)) return { posts: [], isNext: false };
  const where = postListWhere(input);
  const page = sortedPage(db, posts, where, chosenSort(POST_SORT_KEYS, 'createdAt', input, ['createdAt']), input.page, input.itemsPerPage);
  const [found, total] = await Promise.all([
    selectPosts(db).innerJoin(page.ids, page.on).orderBy(...page.orderBy),
    totalIf(input.withTotal, db, posts, where),
  ]);
  const { rows, isNext } = pageOf(found, input);
  return { posts: rows.map(toPost), isNext, ...total };
}

/** A post that is not deleted, or 404. */
export async function getPost(db: Db, postId: string) {
  if (!isUuid(postId)) throw notFound(p.notFound);
  const [row] = await selectPosts(db)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .limit(1);
  if (!row) throw notFound(p.notFound);
  return toPost(row);
}

async function assertPostExists(db: Db, postId: string) {
  if (!isUuid(postId)) throw notFound(p.notFound);
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
  if (!row) throw notFound(p.notFound);
}

/** A page of a post's comments, newest first, with how many it has for the heading. */
export async function listComments(db: Db, input: CommentsQuery) {
  await assertPostExists(db, input.post_id);
  const [{ rows, isNext }, total] = await Promise.all([
    readPage(
      db
        .select({
          _id: comments.id,
          comments: comments.comments,
          createdAt: comments.createdAt,
          userId: users.id,
          userName: users.name,
          userPhoto: users.photo,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.postId, input.post_id))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .$dynamic(),
      input,
    ),
    // One post's comments, counted on the `comments_post_created` index.
    db.$count(comments, eq(comments.postId, input.post_id)),
  ]);
  return {
    comments: rows.map(({ userId, userName, userPhoto, ...c }) => ({
      ...c,
      commenting_user_id: { _id: userId, name: userName, photo: userPhoto },
    })),
    isNext,
    total,
  };
}

/** A page of a post's reports, newest first, with the reporting user. */
export async function listPostReports(db: Db, input: PostReportsQuery) {
  await assertPostExists(db, input.post_id);
  const { rows, isNext } = await readPage(
    db
      .select({
        _id: postReports.id,
        userId: users.id,
        userName: users.name,
        report_description: postReports.reportDescription,
        createdAt: postReports.createdAt,
      })
      .from(postReports)
      .innerJoin(users, eq(users.id, postReports.reportedUserId))
      .where(eq(postReports.postId, input.post_id))
      .orderBy(desc(postReports.createdAt), desc(postReports.id))
      .$dynamic(),
    input,
  );
  return {
    reported: rows.map(({ userId, userName, ...r }) => ({
      ...r,
      reported_user_id: { _id: userId, name: userName },
    })),
    isNext,
  };
}
