import { z } from 'zod';
import { REPORT_CATEGORIES } from './members-common';
import { strikeApiMessages as m } from './messages-strikes';

/** The reasons staff choose from when acting on a member's content or account: the categories members report by. */
export const STRIKE_REASONS = REPORT_CATEGORIES;
export const ZStrikeReason = z.enum(STRIKE_REASONS, { error: m.reasonInvalid });
export type StrikeReason = z.infer<typeof ZStrikeReason>;

/** The reason every staff action carries (`other` when an older client sends none) and staff's optional note, told to the member. */
export const strikeReasonFields = {
  reason: ZStrikeReason.default('other'),
  note: z
    .string({ error: m.noteTooLong })
    .trim()
    .max(1000, m.noteTooLong)
    .nullish()
    .transform((v) => v || null),
};
