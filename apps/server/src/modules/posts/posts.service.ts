import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { CommentsQuery, PostListQuery, PostReportsQuery } from '@souq/contract/posts';
import type { Db } from '../../db/client';
import { comments, postReports, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { chosenSort, newestFirst, sortedPage } from '../../lib/sorted-page';
import { commentColumns, POST_SORT_KEYS, postListWhere, selectCommentsWith, selectPosts, toPost } from './posts.queries';
import { pageOf, readPage } from '../../lib/paging';
import { personRef } from '../users/users.queries';

const p = messages.post;

/**
 * Posts not deleted, newest first (hidden ones included: staff can show them again). The search
 * compares the expression `posts_search_trgm` indexes; a user filter that is no id finds nothing.
 */
export async function listPosts(db: Db, input: PostListQuery) {
  if (input.user_id !== undefined && !isUuid(input.user_id)) return { posts: [], isNext: false };
  const where = postListWhere(input);
  const page = sortedPage(db, posts, where, chosenSort(POST_SORT_KEYS, 'createdAt', input, ['createdAt']), input.page, input.itemsPerPage);
  const [found, total] = await Promise.all([
    selectPosts(db)
      .innerJoin(page.ids, page.on)
      .orderBy(...page.orderBy),
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
      selectCommentsWith(db, { ...commentColumns, comments: comments.comments })
        .where(eq(comments.postId, input.post_id))
        .orderBy(...newestFirst(comments))
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
        reported_user_id: personRef(users),
        report_description: postReports.reportDescription,
        createdAt: postReports.createdAt,
      })
      .from(postReports)
      .innerJoin(users, eq(users.id, postReports.reportedUserId))
      .where(eq(postReports.postId, input.post_id))
      .orderBy(...newestFirst(postReports))
      .$dynamic(),
    input,
  );
  return { reported: rows, isNext };
}
