import type { FastifyInstance } from 'fastify';
import {
  memberCreateCommentRoute,
  memberCreatePostRoute,
  memberCreateStoryRoute,
  memberDeleteCommentRoute,
  memberDeletePostRoute,
  memberDeleteStoryRoute,
  memberExploreRoute,
  memberFeedRoute,
  memberGetPostRoute,
  memberLikePostRoute,
  memberPostCommentsRoute,
  memberReportPostRoute,
  memberSharePostRoute,
  memberStoriesRoute,
  memberUnlikePostRoute,
  memberUpdatePostRoute,
  memberUserPostsRoute,
  memberViewStoryRoute,
} from '@souq/contract/members-posts';
import { addRoute } from '../../lib/route';
import { viewerIdOf } from '../../lib/member-visibility';
import { createPost, deleteOwnPost, explore, feed, getMemberPost, postsOfMember, updatePost } from './member-posts.service';
import { likePost, reportPost, sharePost, unlikePost } from './member-post-actions.service';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { addComment, deleteComment, listComments } from './member-comments.service';
import { createStory, deleteOwnStory, storiesOfFollowed, viewStory } from './member-stories.service';

/** Members' API: posts, the feed, comments, likes, shares, reports and stories. */
export async function memberPostsRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  addRoute(app, memberFeedRoute, async ({ user, query }) => feed(app.db, user.id, query));
  addRoute(app, memberExploreRoute, async ({ user, query }) => explore(app.db, viewerIdOf(user), query));
  addRoute(app, memberUserPostsRoute, async ({ user, params, query }) => postsOfMember(app.db, viewerIdOf(user), params.id, query));
  addRoute(app, memberGetPostRoute, async ({ user, params }) => getMemberPost(app.db, viewerIdOf(user), params.id));
  addRoute(app, memberUpdatePostRoute, async ({ user, params, body, request }) => {
    const { answer, notices } = await updatePost(app.db, app.storage, user.id, params.id, body);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });
  addRoute(app, memberDeletePostRoute, async ({ user, params }) => deleteOwnPost(app.db, user.id, params.id));
  addRoute(app, memberPostCommentsRoute, async ({ user, params, query }) => listComments(app.db, viewerIdOf(user), params.id, query));
  addRoute(app, memberDeleteCommentRoute, async ({ user, params }) => deleteComment(app.db, user.id, params.id));
  addRoute(app, memberStoriesRoute, async ({ user }) => storiesOfFollowed(app.db, user.id));
  addRoute(app, memberDeleteStoryRoute, async ({ user, params }) => deleteOwnStory(app.db, user.id, params.id));
  addRoute(app, memberViewStoryRoute, async ({ user, params }) => viewStory(app.db, user.id, params.id));
  addRoute(app, memberCreatePostRoute, async ({ user, body, request }) => {
    const { answer, notices } = await createPost(app.db, app.storage, user.id, body);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });
  // Shares count with likes (the contract says so): both are a tap on a post, neither says anything.
  addRoute(app, memberLikePostRoute, async ({ user, params, request }) => {
    const { answer, notices } = await likePost(app.db, user.id, params.id);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });
  addRoute(app, memberUnlikePostRoute, async ({ user, params }) => unlikePost(app.db, user.id, params.id));
  addRoute(app, memberSharePostRoute, async ({ user, params }) => sharePost(app.db, user.id, params.id, options.publicUrl));
  addRoute(app, memberCreateCommentRoute, async ({ user, params, body, request }) => {
    const { answer, notices } = await addComment(app.db, user.id, params.id, body);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });
  addRoute(app, memberReportPostRoute, async ({ user, params, body }) => reportPost(app.db, user.id, params.id, body));
  addRoute(app, memberCreateStoryRoute, async ({ user, body }) => createStory(app.db, app.storage, user.id, body));
}
