import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { optionalId, requiredId, ZDateTime, ZPersonRef } from './common';
import { ZAuditEntry } from './audit';
import { ZReportCategory } from './members-common';
import { strikeReasonFields } from './strike-reason';

/**
 * The moderation queue: everything members reported (posts, members, listings) in one
 * queue, one row per reported subject, with the staff's decisions.
 */
const m = messages.moderation;

export const MODERATION_KINDS = ['post', 'user', 'listing'] as const;
export const MODERATION_STATES = ['open', 'resolved', 'dismissed'] as const;
export const MODERATION_ACTIONS = ['resolve', 'dismiss', 'hide', 'block'] as const;
export const MODERATION_PAGE_SIZE = 20;

export const ZModerationKind = z.enum(MODERATION_KINDS, { error: m.kindInvalid });
export type ModerationKind = z.infer<typeof ZModerationKind>;
export const ZModerationState = z.enum(MODERATION_STATES, { error: m.stateInvalid });
export type ModerationState = z.infer<typeof ZModerationState>;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const note = z
  .string()
  .trim()
  .max(1000, m.noteTooLong)
  .nullish()
  .transform((v) => v || null);

/** What was reported, as the queue shows it beside the reasons. `exists` is false once it is deleted. */
export const ZModerationSubject = z.object({
  exists: z.boolean(),
  /** Post title, listing title or member name. */
  title: z.string(),
  /** Post or listing text, or the member's e-mail. */
  text: z.string(),
  /** The first picture (post, listing) or the member's photo. */
  image: z.string().nullable(),
  /** Who wrote the post or listing; the member themselves for a reported member. */
  author: ZPersonRef.extend({ blocked: z.boolean() }).nullable(),
  /** The post is shown / the listing allowed; true for a member. */
  visible: z.boolean(),
  /** What staff judge a reported listing by beside its words: null for posts and members. */
  listing: z
    .object({
      price: z.number(),
      currency: z.string(),
      categoryName: z.object({ en: z.string(), ar: z.string() }),
      sold: z.boolean(),
      /** The listing's public page (`/l/:id/:slug`), answered only while it is live. */
      pagePath: z.string(),
    })
    .nullable(),
});
export type ModerationSubject = z.infer<typeof ZModerationSubject>;

/** Why the server itself queued a subject: a suspected copy of another member's listing, a watched word that held or flagged it. */
export const MODERATION_SIGNALS = ['suspected_copy', 'watched_word_hold', 'watched_word_flag'] as const;
export const ZModerationSignal = z.enum(MODERATION_SIGNALS);
export type ModerationSignal = z.infer<typeof ZModerationSignal>;

export const ZModerationItem = z.object({
  kind: ZModerationKind,
  subject_id: z.string(),
  subject: ZModerationSubject,
  state: ZModerationState,
  /** The latest distinct reasons, newest first (at most 5). */
  reasons: z.array(z.string()),
  /** Every category its reports gave, in REPORT_CATEGORIES' order. */
  reportCategories: z.array(ZReportCategory),
  /** Distinct members who reported it. */
  reporters: z.number().int(),
  firstReportedAt: ZDateTime,
  lastReportedAt: ZDateTime,
  assignee: ZPersonRef.nullable(),
  decidedBy: ZPersonRef.nullable(),
  decidedAt: ZDateTime.nullable(),
  note: z.string().nullable(),
  /** What the server found itself, beside members' reports (empty when only members reported it). */
  signals: z.array(ZModerationSignal),
  /** The watched words (normalised) its text hit. */
  watchedWords: z.array(z.string()),
  /** For a suspected copy: the other member's listing it nearly matches, to judge side by side; null otherwise or once that is deleted. */
  copyOf: ZModerationSubject.extend({ _id: z.string() }).nullable(),
});
export type ModerationItem = z.infer<typeof ZModerationItem>;

export const ZModerationQueueQuery = z.object({
  kind: ZModerationKind.optional(),
  state: ZModerationState.default('open'),
  /** Only the items assigned to this staff member (the console sends its own id for "assigned to me"). */
  assignee_id: optionalId,
  cursor: z.string({ error: messages.members.common.cursorInvalid }).max(300, messages.members.common.cursorInvalid).optional(),
  limit: z.coerce.number({ error: m.limitInvalid }).int(m.limitInvalid).min(1, m.limitInvalid).max(100, m.limitInvalid).default(MODERATION_PAGE_SIZE),
});
export type ModerationQueueQuery = z.infer<typeof ZModerationQueueQuery>;
export const ZModerationQueue = z.object({ items: z.array(ZModerationItem), nextCursor: z.string().nullable() });
export type ModerationQueue = z.infer<typeof ZModerationQueue>;

export const ZModerationSubjectQuery = z.object({ kind: ZModerationKind, subject_id: requiredId(m.subjectRequired) });
export type ModerationSubjectQuery = z.infer<typeof ZModerationSubjectQuery>;

export const ZModerationReport = z.object({
  _id: z.string(),
  reporter: ZPersonRef,
  reason: z.string(),
  category: ZReportCategory,
  createdAt: ZDateTime,
});
/** One subject with its reports (newest first, latest 50) and its history: the audit log of the record. */
export const ZModerationDetail = z.object({
  item: ZModerationItem,
  reports: z.array(ZModerationReport),
  history: z.array(ZAuditEntry),
});
export type ModerationDetail = z.infer<typeof ZModerationDetail>;

export const ZModerationDecision = ZModerationSubjectQuery.extend({
  action: z.enum(MODERATION_ACTIONS, { error: m.actionInvalid }),
  note,
  /** Hide and block record a strike with this reason (the note is its free text). */
  reason: strikeReasonFields.reason,
});
export type ModerationDecision = z.infer<typeof ZModerationDecision>;

export const ZModerationAssignment = ZModerationSubjectQuery.extend({
  /** An admin, or null to unassign. */
  assignee_id: optionalId,
});
export type ModerationAssignment = z.infer<typeof ZModerationAssignment>;

export const getModerationQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/moderation/queue',
  access: ['admin'],
  tag: 'moderation',
  summary: 'Reported posts, members and listings, one row per subject, most recently reported first (keyset cursor)',
  query: ZModerationQueueQuery,
  response: ZModerationQueue,
});

export const getModerationSubjectRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/moderation/subject',
  access: ['admin'],
  tag: 'moderation',
  summary: 'One reported subject with its reports and its history',
  query: ZModerationSubjectQuery,
  response: ZModerationDetail,
});

export const decideModerationRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/moderation/decide',
  access: ['admin'],
  tag: 'moderation',
  summary:
    'Resolve, dismiss, hide (post) or disallow (listing), or block the author, with a note; hide and block record a strike with its reason (undo within a minute); the item leaves the open queue',
  body: ZModerationDecision,
  response: ZModerationItem,
  errors: [409],
});

export const assignModerationRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/moderation/assign',
  access: ['admin'],
  tag: 'moderation',
  summary: 'Assign a reported subject to an admin, or unassign it',
  body: ZModerationAssignment,
  response: ZModerationItem,
});
