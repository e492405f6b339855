import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { requiredId, ZDateTime, ZPersonRef } from './common';
import { MEMBER_ROLES, MEMBERS_TAG, ZIdParams } from './members-common';
import { strikeReasonFields, ZStrikeReason } from './strike-reason';

/**
 * Strikes: every staff decision on a member's content or account (hide, disallow, block, delete)
 * with its reason from a fixed list (the report categories) and an optional note. The member is
 * told why, and may appeal each strike once within STRIKE_APPEAL_DAYS; staff uphold or overturn.
 */
const m = messages.strikes;

export const STRIKE_ACTIONS = ['hide', 'disallow', 'block', 'delete'] as const;
export type StrikeAction = (typeof STRIKE_ACTIONS)[number];
export const STRIKE_SUBJECT_TYPES = ['post', 'listing', 'user'] as const;
export type StrikeSubjectType = (typeof STRIKE_SUBJECT_TYPES)[number];
export { STRIKE_REASONS, ZStrikeReason, strikeReasonFields, type StrikeReason } from './strike-reason';
export const APPEAL_STATES = ['pending', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const APPEAL_OUTCOMES = ['uphold', 'overturn'] as const;

/** How long a member has to appeal a strike. */
export const STRIKE_APPEAL_DAYS = 14;
/** How long after acting staff may still undo (the console offers it for a few seconds; the server allows some slack). */
export const STRIKE_UNDO_SECONDS = 60;
/** How long the console shows the Undo button. */
export const STRIKE_UNDO_SHOWN_MS = 8000;
export const APPEAL_TEXT_MAX = 2000;

const ZAppeal = z.object({
  text: z.string(),
  createdAt: ZDateTime,
  state: z.enum(APPEAL_STATES),
  decidedAt: ZDateTime.nullable(),
  /** What staff wrote when deciding (shown to the member). */
  note: z.string().nullable(),
});

/** A strike as its member sees it: no staff names. */
export const ZStrike = z.object({
  _id: z.string(),
  action: z.enum(STRIKE_ACTIONS),
  subject: z.object({ type: z.enum(STRIKE_SUBJECT_TYPES), _id: z.string(), title: z.string().nullable() }),
  reason: ZStrikeReason,
  note: z.string().nullable(),
  createdAt: ZDateTime,
  /** Until when an appeal is accepted; null once appealed or when it cannot be appealed. */
  appealUntil: ZDateTime.nullable(),
  appeal: ZAppeal.nullable(),
});
export type Strike = z.infer<typeof ZStrike>;

/** A strike as staff see it, with who acted and who decided the appeal. */
export const ZStaffStrike = ZStrike.extend({
  member: ZPersonRef,
  actor: ZPersonRef.nullable(),
  undone: z.boolean(),
  appealDecidedBy: ZPersonRef.nullable(),
});
export type StaffStrike = z.infer<typeof ZStaffStrike>;

export const ZMyStrikes = z.object({ strikes: z.array(ZStrike) });
export type MyStrikes = z.infer<typeof ZMyStrikes>;

export const ZAppealBody = z.object({
  text: z.string({ error: m.appealTextRequired }).trim().min(1, m.appealTextRequired).max(APPEAL_TEXT_MAX, m.appealTextTooLong),
});
export type AppealBody = z.infer<typeof ZAppealBody>;

export const ZBlockedAppealBody = ZAppealBody.extend({
  token: z.string({ error: m.appealTokenInvalid }).min(1, m.appealTokenInvalid).max(400, m.appealTokenInvalid),
});
export type BlockedAppealBody = z.infer<typeof ZBlockedAppealBody>;

export const ZUserStrikesQuery = z.object({ user_id: requiredId(m.userIdRequired) });
/** A member's strikes for their record: the count of those standing (not undone, not overturned) and every one, newest first. */
export const ZUserStrikes = z.object({ count: z.number().int(), strikes: z.array(ZStaffStrike) });
export type UserStrikes = z.infer<typeof ZUserStrikes>;

export const ZStrikeRef = z.object({ strike_id: requiredId(m.strikeIdRequired) });
/** Undo the latest decision on a subject (the console's Undo names what it acted on). */
export const ZUndoStrikeBody = z.object({
  subject_type: z.enum(STRIKE_SUBJECT_TYPES, { error: m.notFound }),
  subject_id: requiredId(m.notFound),
});
export type UndoStrikeBody = z.infer<typeof ZUndoStrikeBody>;

export const ZAppealsQuery = z.object({
  cursor: z.string({ error: messages.members.common.cursorInvalid }).max(300, messages.members.common.cursorInvalid).optional(),
});
export const ZAppealQueue = z.object({ appeals: z.array(ZStaffStrike), nextCursor: z.string().nullable() });
export type AppealQueue = z.infer<typeof ZAppealQueue>;

export const ZAppealDecision = ZStrikeRef.extend({
  outcome: z.enum(APPEAL_OUTCOMES, { error: m.outcomeInvalid }),
  note: strikeReasonFields.note,
});
export type AppealDecision = z.infer<typeof ZAppealDecision>;

// ---- Members ----

export const myStrikesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/me/strikes',
  access: MEMBER_ROLES,
  tag: MEMBERS_TAG,
  summary: 'Staff decisions on my content and account, newest first, with the reason and the appeal (one each, within 14 days)',
  response: ZMyStrikes,
});

export const appealStrikeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/strikes/:id/appeals',
  access: MEMBER_ROLES,
  budget: 'appeals',
  tag: MEMBERS_TAG,
  summary: 'Appeal a decision on my content once, within 14 days, saying why; staff uphold or overturn it',
  params: ZIdParams,
  body: ZAppealBody,
  response: ZStrike,
  status: 201,
  errors: [409, 429],
});

export const appealBlockRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/appeals/blocked',
  access: 'public',
  budget: 'appeals',
  tag: MEMBERS_TAG,
  summary: 'A blocked member appeals their block with the signed token the log-in refusal gave them (once, within 14 days)',
  body: ZBlockedAppealBody,
  response: ZStrike,
  status: 201,
  errors: [409, 429],
});

// ---- Staff ----

export const userStrikesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/strikes',
  access: ['admin'],
  tag: 'moderation',
  summary: "A member's strikes for their record: how many stand, and each with its reason and appeal",
  query: ZUserStrikesQuery,
  response: ZUserStrikes,
});

export const undoStrikeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/strikes/undo',
  access: ['admin', 'dataentry'],
  tag: 'moderation',
  summary: 'Undo the latest decision on a subject within a minute of it: the action is reversed and the strike withdrawn',
  body: ZUndoStrikeBody,
  response: ZStaffStrike,
  errors: [409],
});

export const appealQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/moderation/appeals',
  access: ['admin'],
  tag: 'moderation',
  summary: 'Appeals waiting for a decision, oldest first (keyset cursor)',
  query: ZAppealsQuery,
  response: ZAppealQueue,
});

export const decideAppealRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/moderation/appeals/decide',
  access: ['admin'],
  tag: 'moderation',
  summary: 'Uphold an appealed decision, or overturn it (the content is shown again, the member unblocked); the member is told',
  body: ZAppealDecision,
  response: ZStaffStrike,
  errors: [409],
});
