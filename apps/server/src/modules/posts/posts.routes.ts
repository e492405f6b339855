import type { FastifyInstance } from 'fastify';
import { deletePostRoute, getAllPostsRoute, getCommentsRoute, getPostByAdminRoute, getReportedPostRoute, hidePostRoute } from '@souq/contract/posts';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { getPost, listComments, listPostReports, listPosts } from './posts.service';
import { deletePost, setPostActive } from './post-moderation.service';

export async function postsRoutes(app: FastifyInstance) {
  addRoute(app, getAllPostsRoute, async ({ query }) => listPosts(app.db, query));
  addRoute(app, getPostByAdminRoute, async ({ query }) => getPost(app.db, query.post_id));
  addRoute(app, getCommentsRoute, async ({ query }) => listComments(app.db, query));
  addRoute(app, getReportedPostRoute, async ({ query }) => listPostReports(app.db, query));
  addRoute(app, hidePostRoute, async ({ user, body, request }) => {
    const { answer, notices } = await setPostActive(app.db, user.id, body);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });
  addRoute(app, deletePostRoute, async ({ user, body, request }) => {
    const { answer, notices } = await deletePost(app.db, user.id, body);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });
}
