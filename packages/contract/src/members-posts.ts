import { z } from 'zod';
import { MEDIA_TYPES, STORY_TYPES } from './constants';
import { defineRoute } from './route';
import { membersMessages } from './messages-members';
import { isHttpUrl, isUuid, looseBoolean, normaliseId, ZDateTime, ZUserRef } from './common';
import {
  MEMBER_READERS,
  MEMBER_ROLES,
  MEMBERS_TAG,
  ZCursorQuery,
  ZDone,
  ZIdParams,
  ZNextCursor,
  ZOptionalMemberSearchText,
  ZReportRequest,
} from './members-common';
import { ZPost } from './posts';

/**
 * Members' posts, comments, likes, shares, reports and stories. Answers reuse the
 * staff API's shapes (a post is the console's post, with what the caller did to it).
 */

const m = membersMessages.posts;

export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 5000;
export const POST_MEDIA_MAX = 10;
export const COMMENT_MAX = 1000;
export const STORY_DESCRIPTION_MAX = 1000;
/** A story leaves the apps this long after it is posted. */
export const STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * An uploaded file (`/uploads/...`, from a signed upload) or an http(s) address (the S3 bucket's),
 * as staff media; the server also requires it to be a finished upload of the writer's own.
 */
const mediaUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(2048, message)
    .refine((v) => v.startsWith('/uploads/') || isHttpUrl(v), message);

export const ZMemberMediaItem = z.object({
  url: mediaUrl(m.mediaUrlInvalid),
  type: z.enum(MEDIA_TYPES, { error: m.mediaTypeInvalid }),
});

const title = z.string({ error: m.titleInvalid }).trim().max(POST_TITLE_MAX, m.titleTooLong);
const description = z.string({ error: m.descriptionInvalid }).trim().max(POST_DESCRIPTION_MAX, m.descriptionTooLong);
const media = z.array(ZMemberMediaItem, { error: m.mediaInvalid }).max(POST_MEDIA_MAX, m.tooManyMedia);

/** A post says something: a title, a description or at least one photo or video. */
export const postHasContent = (post: { title: string; description: string; media: readonly unknown[] }) =>
  post.title !== '' || post.description !== '' || post.media.length > 0;

export const ZCreatePostRequest = z
  .object({ title: title.default(''), description: description.default(''), media: media.default([]) })
  .refine(postHasContent, { error: m.postEmpty, path: ['title'] });
export type CreatePostRequest = z.infer<typeof ZCreatePostRequest>;

/** Only what is sent changes; the post must still say something afterwards. */
export const ZUpdatePostRequest = z.object({
  title: title.optional(),
  description: description.optional(),
  media: media.optional(),
  /** true hides the post from everyone but its author; false shows it again. */
  hidden: looseBoolean(m.hiddenInvalid).optional(),
});
export type UpdatePostRequest = z.infer<typeof ZUpdatePostRequest>;

/**
 * A post as a member sees it. Posts staff hid are never answered to members (not even to their
 * author), so the console's `active` is left out; `hidden` is the author's own switch.
 */
export const ZMemberPost = ZPost.omit({ active: true }).extend({
  /** Whether the caller likes the post. */
  likedByMe: z.boolean(),
  /** true when its author hid it (only the author ever sees such a post). */
  hidden: z.boolean(),
});
export type MemberPost = z.infer<typeof ZMemberPost>;

export const ZMemberPostList = z.object({ posts: z.array(ZMemberPost), nextCursor: ZNextCursor });

/** Explore, optionally searched: every word of `q` in the title or description, in any order and however it is spelled. */
export const ZExploreQuery = ZCursorQuery.extend({ q: ZOptionalMemberSearchText });
export type ExploreQuery = z.infer<typeof ZExploreQuery>;
export type MemberPostList = z.infer<typeof ZMemberPostList>;

export const ZLikeResult = z.object({ likedByMe: z.boolean(), totalLikes: z.number().int() });
export const ZShareResult = z.object({ link: z.string(), totalShares: z.number().int() });

export const ZCreateCommentRequest = z.object({
  comment: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(COMMENT_MAX, m.commentTooLong),
  /** Answers this comment of the same post: its author is told (a reply). */
  reply_to: z
    .string({ error: m.replyToInvalid })
    .refine((value) => isUuid(value), { error: m.replyToInvalid })
    .overwrite(normaliseId)
    .optional(),
});
export type CreateCommentRequest = z.infer<typeof ZCreateCommentRequest>;

export const ZMemberComment = z.object({
  _id: z.string(),
  post_id: z.string(),
  comment: z.string(),
  reply_to: z.string().nullable(),
  /** Who wrote it. */
  user_id: ZUserRef,
  createdAt: ZDateTime,
});
export type MemberComment = z.infer<typeof ZMemberComment>;
/** Newest first. */
export const ZMemberCommentList = z.object({ comments: z.array(ZMemberComment), nextCursor: ZNextCursor });

export const ZCreateStoryRequest = z.object({
  story_type: z.enum(STORY_TYPES, { error: m.storyTypeInvalid }),
  story_url: mediaUrl(m.storyUrlInvalid),
  /** A video's still picture, when the app made one. */
  thumbnail_url: mediaUrl(m.mediaUrlInvalid).nullish(),
  description: z.string({ error: m.storyDescriptionTooLong }).trim().max(STORY_DESCRIPTION_MAX, m.storyDescriptionTooLong).default(''),
});
export type CreateStoryRequest = z.infer<typeof ZCreateStoryRequest>;

export const ZMemberStory = z.object({
  _id: z.string(),
  story_type: z.enum(STORY_TYPES),
  story_url: z.string(),
  thumbnail_url: z.string().nullable(),
  description: z.string(),
  createdAt: ZDateTime,
  /** When it leaves the apps: 24 hours after it was posted. */
  expiresAt: ZDateTime,
  /** Whether the caller has viewed it. */
  seen: z.boolean(),
});
export type MemberStory = z.infer<typeof ZMemberStory>;

/** One member's active stories, oldest first (the order they play in). */
export const ZStoryGroup = z.object({ user: ZUserRef, stories: z.array(ZMemberStory), allSeen: z.boolean() });
/** Groups with a story the caller has not seen first, then by their newest story. */
export const ZStoryGroups = z.object({ members: z.array(ZStoryGroup) });

const tag = MEMBERS_TAG;

// ---- Posts ----

export const memberFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/feed',
  access: MEMBER_READERS,
  tag,
  summary: "Posts of the members the caller follows and the caller's own, newest first",
  query: ZCursorQuery,
  response: ZMemberPostList,
});

export const memberExploreRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/posts',
  access: 'visitor',
  tag,
  summary:
    "Everyone's posts, newest first (explore); with `q`, those whose title and description hold every word of it, in any order " +
    '(hamza, taa marbuta, harakat and Arabic digits as written either way)',
  query: ZExploreQuery,
  response: ZMemberPostList,
});

export const memberUserPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/:id/posts',
  access: 'visitor',
  tag,
  summary: "A member's posts, newest first (their own hidden posts included when they ask)",
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZMemberPostList,
});

export const memberCreatePostRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/posts',
  access: MEMBER_ROLES,
  budget: 'posts',
  tag,
  summary: 'Publish a post: a title, a description or photos and videos (a verified e-mail is needed)',
  body: ZCreatePostRequest,
  response: ZMemberPost,
  status: 201,
  errors: [429],
});

export const memberGetPostRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/posts/:id',
  access: 'visitor',
  tag,
  summary: 'One post (a post hidden by staff or by its author, or of a blocked member, is 404)',
  params: ZIdParams,
  response: ZMemberPost,
});

export const memberUpdatePostRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/posts/:id',
  access: MEMBER_ROLES,
  budget: 'post-edits',
  tag,
  summary: "Change or hide the caller's own post (another member's post is 404)",
  params: ZIdParams,
  body: ZUpdatePostRequest,
  response: ZMemberPost,
});

export const memberDeletePostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/posts/:id',
  access: MEMBER_ROLES,
  budget: 'post-edits',
  tag,
  summary: "Delete the caller's own post (its comments and reports stay for the console)",
  params: ZIdParams,
  response: ZDone,
});

// ---- Likes, shares, reports ----

export const memberLikePostRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/posts/:id/like',
  access: MEMBER_ROLES,
  budget: 'likes',
  tag,
  summary: 'Like a post (liking it again changes nothing)',
  params: ZIdParams,
  response: ZLikeResult,
  errors: [429],
});

export const memberUnlikePostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/posts/:id/like',
  access: MEMBER_ROLES,
  budget: 'likes',
  tag,
  summary: 'Take back a like (when there is none, nothing changes)',
  params: ZIdParams,
  response: ZLikeResult,
  errors: [429],
});

export const memberSharePostRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/posts/:id/share',
  access: MEMBER_ROLES,
  budget: 'likes',
  tag,
  summary: "Count the caller's share of a post (once per member) and answer its public link",
  params: ZIdParams,
  response: ZShareResult,
  errors: [429],
});

export const memberReportPostRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/posts/:id/report',
  access: MEMBER_ROLES,
  budget: 'reports',
  tag,
  summary: "Report a post to staff (it appears in the console's reports of the post)",
  params: ZIdParams,
  body: ZReportRequest,
  response: ZDone,
  status: 201,
  errors: [429],
});

// ---- Comments ----

export const memberPostCommentsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/posts/:id/comments',
  access: 'visitor',
  tag,
  summary: "A post's comments, newest first (comments of blocked members left out)",
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZMemberCommentList,
});

export const memberCreateCommentRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/posts/:id/comments',
  access: MEMBER_ROLES,
  budget: 'comments',
  tag,
  summary: 'Comment on a post',
  params: ZIdParams,
  body: ZCreateCommentRequest,
  response: ZMemberComment,
  status: 201,
  errors: [429],
});

export const memberDeleteCommentRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/comments/:id',
  access: MEMBER_ROLES,
  budget: 'post-edits',
  tag,
  summary: "Delete a comment: the caller's own, or any on the caller's post (others are 403)",
  params: ZIdParams,
  response: ZDone,
});

// ---- Stories ----

export const memberStoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/stories',
  access: MEMBER_READERS,
  tag,
  summary: "Active stories (under 24 hours old) of the members the caller follows and the caller's own, grouped by member, unseen first",
  response: ZStoryGroups,
});

export const memberCreateStoryRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/stories',
  access: MEMBER_ROLES,
  budget: 'stories',
  tag,
  summary: 'Post a story for 24 hours (a verified e-mail is needed)',
  body: ZCreateStoryRequest,
  response: ZMemberStory,
  status: 201,
  errors: [429],
});

export const memberDeleteStoryRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/stories/:id',
  access: MEMBER_ROLES,
  budget: 'post-edits',
  tag,
  summary: "Delete the caller's own story (another member's story is 404)",
  params: ZIdParams,
  response: ZDone,
});

export const memberViewStoryRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/stories/:id/view',
  access: MEMBER_ROLES,
  budget: 'story-views',
  tag,
  summary: 'Mark a story seen by the caller (again changes nothing)',
  params: ZIdParams,
  response: ZDone,
});
