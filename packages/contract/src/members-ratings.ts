import { z } from 'zod';
import { defineRoute } from './route';
import { membersMessages } from './messages-members';
import { ZDateTime, ZPageQuery, ZPersonRef, ZUserRef } from './common';
import { MEMBER_ROLES, MEMBERS_TAG, ZCursorQuery, ZDone, ZIdParams, ZNextCursor, ZRatingSummary, ZReportCategory, ZReportRequest } from './members-common';

/**
 * Ratings after a deal. Either member of a conversation marks the deal done (once per
 * conversation, so once per buyer and listing); then each may rate the other once, within
 * RATING_WINDOW_DAYS: stars, an optional comment and a few tags from a fixed list. A rating stays
 * hidden, from everyone but its rater, until both have rated or the window ends; then the rated
 * member may reply once. Anyone who sees a rating may report it; staff may remove it.
 */

const r = membersMessages.ratings;

export const RATING_WINDOW_DAYS = 14;
export const RATING_COMMENT_MAX = 500;
export const RATING_REPLY_MAX = 500;
export const RATING_TAGS_MAX = 4;
/** What a rating may say besides its stars, as keys: the apps name them in the reader's language. */
export const RATING_TAGS = ['on_time', 'as_described', 'friendly', 'good_price', 'quick_replies', 'fair_dealing'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

// ---- Requests ----

const stars = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value),
  z.number({ error: r.starsInvalid }).int(r.starsInvalid).min(1, r.starsInvalid).max(5, r.starsInvalid),
);

export const ZRateRequest = z.object({
  stars,
  comment: z
    .string({ error: r.commentTooLong })
    .trim()
    .max(RATING_COMMENT_MAX, r.commentTooLong)
    .optional()
    .transform((text) => (text ? text : null)),
  tags: z
    .array(z.enum(RATING_TAGS, { error: r.tagInvalid }), { error: r.tagInvalid })
    .max(RATING_TAGS_MAX, r.tooManyTags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type RateRequest = z.input<typeof ZRateRequest>;

export const ZRatingReplyRequest = z.object({
  reply: z.string({ error: r.replyRequired }).trim().min(1, r.replyRequired).max(RATING_REPLY_MAX, r.replyTooLong),
});
export type RatingReplyRequest = z.infer<typeof ZRatingReplyRequest>;

// ---- Answers ----

export { ZRatingSummary, type RatingSummary } from './members-common';

export const ZRating = z.object({
  _id: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  tags: z.array(z.enum(RATING_TAGS)),
  rater: ZUserRef,
  rated_id: z.string(),
  /** The listing of the deal; null once it is deleted. */
  classified: z.object({ _id: z.string(), title: z.string() }).nullable(),
  /** Whether the rater was the listing's buyer (false: its seller). */
  byBuyer: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: ZDateTime.nullable(),
  /** Shown to others: both have rated or the window ended. A rater sees their own before. */
  visible: z.boolean(),
  createdAt: ZDateTime,
});
export type Rating = z.infer<typeof ZRating>;

export const ZDeal = z.object({
  _id: z.string(),
  conversation_id: z.string(),
  classified_id: z.string().nullable(),
  markedByMe: z.boolean(),
  createdAt: ZDateTime,
  /** Until when both may rate. */
  rateUntil: ZDateTime,
  /** Whether the caller may still rate: the window is open and they have not rated. */
  canRate: z.boolean(),
  myRating: ZRating.nullable(),
  /** Whether the other member has rated (their rating itself shows once visible). */
  otherRated: z.boolean(),
  /** The other member's rating of the caller, once visible. */
  theirRating: ZRating.nullable(),
});
export type Deal = z.infer<typeof ZDeal>;

export const ZConversationDeal = z.object({ deal: ZDeal.nullable() });
export type ConversationDeal = z.infer<typeof ZConversationDeal>;

export const ZMemberRatings = z.object({ summary: ZRatingSummary, ratings: z.array(ZRating), nextCursor: ZNextCursor });
export type MemberRatings = z.infer<typeof ZMemberRatings>;

/** A reported rating in the console: the rating, who wrote it and about whom, and its open reports. */
export const ZReportedRating = z.object({
  _id: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  tags: z.array(z.enum(RATING_TAGS)),
  reply: z.string().nullable(),
  rater: ZPersonRef,
  rated: ZPersonRef,
  classified: z.object({ _id: z.string(), title: z.string() }).nullable(),
  createdAt: ZDateTime,
  reports: z.array(z.object({ category: ZReportCategory, reason: z.string(), reporter: ZPersonRef, createdAt: ZDateTime })),
});
export type ReportedRating = z.infer<typeof ZReportedRating>;
export const ZReportedRatingList = z.object({ ratings: z.array(ZReportedRating), isNext: z.boolean() });
export type ReportedRatingList = z.infer<typeof ZReportedRatingList>;

// ---- Routes ----

const tag = MEMBERS_TAG;

export const getConversationDealRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/conversations/:id/deal',
  access: MEMBER_ROLES,
  tag,
  summary: "The conversation's deal as the caller sees it (null before either member marks it done). 404 outside the conversation",
  params: ZIdParams,
  response: ZConversationDeal,
});

export const markDealDoneRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/conversations/:id/deal',
  access: MEMBER_ROLES,
  budget: 'ratings',
  tag,
  summary: `Either member marks the conversation's deal done, once: both may then rate the other for ${RATING_WINDOW_DAYS} days. 404 outside the conversation, 409 when it is marked already or the listing is gone`,
  params: ZIdParams,
  response: ZDeal,
  status: 201,
  errors: [409, 429],
});

export const rateDealRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/deals/:id/rating',
  access: MEMBER_ROLES,
  budget: 'ratings',
  tag,
  summary:
    'Rate the other member of a deal: 1 to 5 stars, an optional comment and up to 4 tags from the list. Hidden until both have rated or the window ends. ' +
    '404 outside the deal, 409 once rated or after the window',
  params: ZIdParams,
  body: ZRateRequest,
  response: ZRating,
  status: 201,
  errors: [409, 429],
});

export const replyToRatingRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/ratings/:id/reply',
  access: MEMBER_ROLES,
  budget: 'ratings',
  tag,
  summary: 'The rated member replies to a visible rating, once. 404 while it is hidden, 403 for anyone else, 409 once replied',
  params: ZIdParams,
  body: ZRatingReplyRequest,
  response: ZRating,
  status: 201,
  errors: [409, 429],
});

export const reportRatingRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/ratings/:id/report',
  access: MEMBER_ROLES,
  budget: 'reports',
  tag,
  summary: 'Report a visible rating to staff, saying why (once per member: again changes nothing). 404 while hidden, 403 for its own rater',
  params: ZIdParams,
  body: ZReportRequest,
  response: ZDone,
  status: 201,
  errors: [429],
});

export const listMemberRatingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/:id/ratings',
  access: 'visitor',
  tag,
  summary: "A member's visible ratings, newest first, with their average and count. 404 for unknown, deleted or staff-blocked accounts",
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZMemberRatings,
});

export const listReportedRatingsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/ratings/reported',
  access: ['admin'],
  tag: 'moderation',
  summary: 'Ratings with open reports, the latest reported first',
  query: ZPageQuery,
  response: ZReportedRatingList,
});

export const removeRatingRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/ratings/:id/remove',
  access: ['admin'],
  tag: 'moderation',
  summary: "Remove a rating: it leaves the member's page and average, its reports close; audited",
  params: ZIdParams,
  response: ZDone,
  errors: [409],
});

export const dismissRatingReportsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/ratings/:id/dismiss',
  access: ['admin'],
  tag: 'moderation',
  summary: "Close a rating's open reports and keep it; audited",
  params: ZIdParams,
  response: ZDone,
});
