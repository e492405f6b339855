import { z } from 'zod';
import { isUuid, normaliseId } from './common';
import { MEMBER_SEARCH_MAX } from './constants';
import { membersMessages } from './messages-members';

/**
 * What every route of the members' API shares: who may call it, how its lists scroll
 * and how it names a record in its path.
 */

/** Members call the members' API; staff may read it (architecture: members own their content). */
export const MEMBER_ROLES = ['user'] as const;
export const MEMBER_READERS = ['admin', 'dataentry', 'user'] as const;

export const MEMBER_PAGE_SIZE = 20;
export const MEMBER_PAGE_MAX = 50;

const m = membersMessages.common;

/** A list the apps scroll: `cursor` from the last answer's `nextCursor`, opaque to clients. */
export const ZCursorQuery = z.object({
  cursor: z.string({ error: m.cursorInvalid }).max(300, m.cursorInvalid).optional(),
  limit: z.coerce.number({ error: m.limitInvalid }).int(m.limitInvalid).min(1, m.limitInvalid).max(MEMBER_PAGE_MAX, m.limitInvalid).default(MEMBER_PAGE_SIZE),
});
export type CursorQuery = z.infer<typeof ZCursorQuery>;

/** What a member searches for: 1 to 100 characters once trimmed. */
export const ZMemberSearchText = z.string({ error: m.searchRequired }).trim().min(1, m.searchRequired).max(MEMBER_SEARCH_MAX, m.searchTooLong);

/** An optional search on a list: blank is no search. */
export const ZOptionalMemberSearchText = z
  .string({ error: m.searchTooLong })
  .trim()
  .max(MEMBER_SEARCH_MAX, m.searchTooLong)
  .optional()
  .transform((text) => (text ? text : undefined));

/** The cursor a list answers with: null on its last page. */
export const ZNextCursor = z.string().nullable();

/** `:id` in a members' path: a UUID in any case, compared lower-case like every id. */
export const ZIdParams = z.object({
  id: z
    .string()
    .refine((value) => isUuid(value), { error: m.idInvalid })
    .overwrite(normaliseId),
});
export type IdParams = z.infer<typeof ZIdParams>;

/** What a report says is wrong: a fixed list both apps offer, so staff can sort the queue by it. */
export const REPORT_CATEGORIES = ['spam', 'scam', 'prohibited', 'offensive', 'wrong_category', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const ZReportCategory = z.enum(REPORT_CATEGORIES, { error: m.reportCategoryInvalid });

/**
 * A report: its category and the member's own words, which 'other' needs and the others may add.
 * Without a category (the mobile apps' earlier form) it is 'other', with its reason.
 */
export const ZReportRequest = z
  .object({
    category: ZReportCategory.default('other'),
    reason: z.string({ error: m.reasonRequired }).trim().max(1000, m.reasonTooLong).default(''),
  })
  .refine((report) => report.category !== 'other' || report.reason.length > 0, { path: ['reason'], message: m.reasonRequired });
export type ReportRequest = z.infer<typeof ZReportRequest>;

/** A member's average over their visible ratings after deals (one decimal), null with none, and their count (members-ratings.ts). */
export const ZRatingSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ZRatingSummary>;

/** The answer of a write that has nothing else to say. */
export const ZDone = z.object({ ok: z.literal(true) });

export const MEMBERS_TAG = 'members';
