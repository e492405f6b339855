import { z } from 'zod';
import { strikeReasonFields } from './strike-reason';
import { COMMENTS_PREVIEW, MEDIA_TYPES } from './constants';
import { defineRoute } from './route';
import { postMessages } from './messages-posts-passwords';
import { looseBoolean, optionalId, requiredId, ZDateTime, ZMessageBody, ZPageQuery, ZPersonRef, ZTextSearch, ZUserRef } from './common';
import { booleanFilter, sortParam, ZListTotal, ZSortOrder, ZWithTotal } from './list-query';

const p = postMessages;

export const ZMediaItem = z.object({ url: z.string(), type: z.enum(MEDIA_TYPES) });

export const ZPost = z.object({
  _id: z.string(),
  user_id: ZUserRef,
  title: z.string(),
  description: z.string(),
  media: z.array(ZMediaItem),
  type: z.enum(['post', 'reel']),
  /** What a reel plays; null for ordinary posts. */
  url: z.string().nullable(),
  /** false when staff hid the post ('Show posts' unchecked). */
  active: z.boolean(),
  createdAt: ZDateTime,
  totalLikes: z.number().int(),
  totalShares: z.number().int(),
  totalComments: z.number().int(),
});
export type Post = z.infer<typeof ZPost>;

/** The columns the posts list sorts by: date, title, status (shown or hidden). */
export const POST_LIST_SORTS = ['createdAt', 'title', 'status'] as const;

export const ZPostListQuery = ZPageQuery.extend({
  /** Matches title or description. */
  textSearch: ZTextSearch,
  /** Only this user's posts. */
  user_id: optionalId,
  // the console's sort, filters and count (all optional; newest first without a sort).
  sort: sortParam(POST_LIST_SORTS),
  order: ZSortOrder,
  /** true: only posts staff hid; false: only shown ones. */
  hidden: booleanFilter(),
  /** true: only posts someone reported; false: only posts nobody reported. */
  reported: booleanFilter(),
  withTotal: ZWithTotal,
});
export type PostListQuery = z.infer<typeof ZPostListQuery>;
export const ZPostList = z.object({ posts: z.array(ZPost), isNext: z.boolean(), ...ZListTotal });

export const ZPostIdQuery = z.object({ post_id: requiredId(p.idRequired) });

export const ZComment = z.object({
  _id: z.string(),
  /** The comment's text (the spec's name). */
  comments: z.string(),
  createdAt: ZDateTime,
  commenting_user_id: ZUserRef,
});
export type Comment = z.infer<typeof ZComment>;

export const ZCommentsQuery = ZPageQuery.extend({
  post_id: requiredId(p.idRequired),
  page: ZPageQuery.shape.page.unwrap().default(COMMENTS_PREVIEW.page),
  itemsPerPage: ZPageQuery.shape.itemsPerPage.unwrap().default(COMMENTS_PREVIEW.itemsPerPage),
});
export type CommentsQuery = z.infer<typeof ZCommentsQuery>;
/** Newest first; `total` is the post's number of comments, for the heading. */
export const ZCommentList = z.object({ comments: z.array(ZComment), isNext: z.boolean(), total: z.number().int() });

export const ZPostReport = z.object({
  _id: z.string(),
  /** The user who reported the post. */
  reported_user_id: ZPersonRef,
  report_description: z.string(),
  createdAt: ZDateTime,
});
export type PostReport = z.infer<typeof ZPostReport>;

export const ZPostReportsQuery = ZPageQuery.extend({ post_id: requiredId(p.idRequired) });
export type PostReportsQuery = z.infer<typeof ZPostReportsQuery>;
export const ZPostReportList = z.object({ reported: z.array(ZPostReport), isNext: z.boolean() });

/** Hiding records a strike on the author with this reason and note. */
export const ZHidePostRequest = z.object({ post_id: requiredId(p.idRequired), active: looseBoolean(p.activeInvalid), ...strikeReasonFields });
export type HidePostRequest = z.infer<typeof ZHidePostRequest>;

/** Deleting records a strike on the author with this reason and note. */
export const ZDeletePostRequest = z.object({ post_id: requiredId(p.idRequired), ...strikeReasonFields });
export type DeletePostRequest = z.infer<typeof ZDeletePostRequest>;

const tag = 'posts';

export const getAllPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/post/get-all-posts',
  access: ['admin'],
  tag,
  summary: 'Posts, newest first, searchable by title and description, optionally of one user (deleted posts are not listed)',
  query: ZPostListQuery,
  response: ZPostList,
});

export const getPostByAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/post/get-post-by-admin',
  access: ['admin'],
  tag,
  summary: 'One post with its like, share and comment totals (hidden posts included, deleted ones are 404)',
  query: ZPostIdQuery,
  response: ZPost,
});

export const getCommentsRoute = defineRoute({
  method: 'GET',
  path: '/api/post/getcomments',
  access: ['admin'],
  tag,
  summary: "A post's comments, newest first (4 a page unless asked otherwise)",
  query: ZCommentsQuery,
  response: ZCommentList,
});

export const getReportedPostRoute = defineRoute({
  method: 'GET',
  path: '/api/post/get-reported-post',
  access: ['admin'],
  tag,
  summary: "A post's reports, newest first, with the reporting user",
  query: ZPostReportsQuery,
  response: ZPostReportList,
});

export const hidePostRoute = defineRoute({
  method: 'POST',
  path: '/api/post/hide-post',
  access: ['admin'],
  tag,
  summary: 'Show (active true) or hide (active false) a post; answers the post',
  body: ZHidePostRequest,
  response: ZPost,
});

export const deletePostRoute = defineRoute({
  method: 'POST',
  path: '/api/post/delete-post',
  access: ['admin'],
  tag,
  summary: 'Delete a post: it leaves every list and page; its comments and reports are kept for the record',
  body: ZDeletePostRequest,
  response: ZMessageBody,
});
