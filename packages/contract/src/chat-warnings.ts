import { z } from 'zod';
import { STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { chatWarningApiMessages as w } from './messages-chat-warnings';
import { ZDateTime, ZId, ZMessageBody } from './common';
import { normalizePhraseText } from './search-text';

/**
 * Scam warnings in chat: a message is checked against staff-edited rules before it is delivered.
 * A hit never blocks it; the receiver is shown advice for each category the message hit.
 */

/** What a rule looks for: a phrase staff wrote, or one of the server's built-in checks. */
export const CHAT_WARNING_KINDS = ['phrase', 'iban', 'account_number', 'external_link', 'phone_early'] as const;
export type ChatWarningKind = (typeof CHAT_WARNING_KINDS)[number];
export const CHAT_WARNING_DETECTORS = CHAT_WARNING_KINDS.filter((kind) => kind !== 'phrase');

/** The advice a receiver is shown; a message carries the categories it hit. */
export const CHAT_WARNING_CATEGORIES = ['advance_payment', 'bank_transfer', 'off_platform', 'contact_early'] as const;
export type ChatWarningCategory = (typeof CHAT_WARNING_CATEGORIES)[number];
export const ZChatWarningCategory = z.enum(CHAT_WARNING_CATEGORIES, { error: w.categoryInvalid });

export const CHAT_WARNING_PHRASE_MAX = 80;

/** Text as the rules read it (search-text.ts `normalizePhraseText`), so `حوّل العربون` matches `حول العربون`. */
export const normalizeChatText = normalizePhraseText;

const ZPhraseText = z
  .string({ error: w.textRequired })
  .overwrite(normalizeChatText)
  .min(1, w.textRequired)
  .min(3, w.textTooShort)
  .max(CHAT_WARNING_PHRASE_MAX, w.textTooLong);

export const ZChatWarningRule = z.object({
  _id: z.string(),
  kind: z.enum(CHAT_WARNING_KINDS),
  /** A phrase rule's text, stored normalised; null for a built-in check. */
  text: z.string().nullable(),
  category: ZChatWarningCategory,
  active: z.boolean(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type ChatWarningRule = z.infer<typeof ZChatWarningRule>;
export const ZChatWarningRuleList = z.object({ rules: z.array(ZChatWarningRule) });
export type ChatWarningRuleList = z.infer<typeof ZChatWarningRuleList>;

/** A new rule is a phrase: the built-in checks exist once each, from the migration. */
export const ZAddChatWarningRuleRequest = z.object({
  text: ZPhraseText,
  category: ZChatWarningCategory,
  active: z.boolean({ error: w.activeInvalid }).default(true),
});
export type AddChatWarningRuleRequest = z.infer<typeof ZAddChatWarningRuleRequest>;

/** An edit: a phrase's text, any rule's advice and on/off. `text` on a built-in check is refused. */
export const ZEditChatWarningRuleRequest = z.object({
  text: ZPhraseText.optional(),
  category: ZChatWarningCategory,
  active: z.boolean({ error: w.activeInvalid }),
});
export type EditChatWarningRuleRequest = z.infer<typeof ZEditChatWarningRuleRequest>;

export const ZChatWarningRuleParams = z.object({ id: ZId });

/** A member whose messages hit the rules, as the moderation queue lists them. */
export const ZChatWarningSender = z.object({
  sender: z.object({ _id: z.string(), name: z.string(), blocked: z.boolean() }),
  /** Messages of theirs that hit at least one rule. */
  hits: z.number().int(),
  lastHitAt: ZDateTime,
  /** Their latest flagged messages (at most 3), newest first, cut to 200 characters. */
  latest: z.array(z.object({ body: z.string(), warnings: z.array(ZChatWarningCategory), createdAt: ZDateTime })),
});
export type ChatWarningSender = z.infer<typeof ZChatWarningSender>;
export const ZChatWarningSenderList = z.object({ senders: z.array(ZChatWarningSender) });
export type ChatWarningSenderList = z.infer<typeof ZChatWarningSenderList>;

const tag = 'chat warnings';
const path = '/api/chat-warning-rules';

export const getChatWarningRulesRoute = defineRoute({
  method: 'GET',
  path,
  access: STAFF_ROLES,
  tag,
  summary: 'The rules every chat message is checked against: phrases first by text, then the built-in checks',
  response: ZChatWarningRuleList,
});

export const addChatWarningRuleRoute = defineRoute({
  method: 'POST',
  path,
  access: STAFF_ROLES,
  tag,
  summary: 'Add a phrase (Arabic or English, stored normalised); 409 when it is already a rule. Applies within seconds',
  body: ZAddChatWarningRuleRequest,
  response: ZChatWarningRule,
  status: 201,
  errors: [409],
});

export const editChatWarningRuleRoute = defineRoute({
  method: 'PUT',
  path: `${path}/:id`,
  access: STAFF_ROLES,
  tag,
  summary: "Change a rule's advice or switch it on or off; a phrase's text too (409 when taken)",
  params: ZChatWarningRuleParams,
  body: ZEditChatWarningRuleRequest,
  response: ZChatWarningRule,
  errors: [409],
});

export const deleteChatWarningRuleRoute = defineRoute({
  method: 'DELETE',
  path: `${path}/:id`,
  access: STAFF_ROLES,
  tag,
  summary: 'Delete a phrase rule; 409 for a built-in check (switch it off instead)',
  params: ZChatWarningRuleParams,
  response: ZMessageBody,
  errors: [409],
});

export const getChatWarningSendersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/moderation/chat-warnings',
  // As the moderation queue it belongs to.
  access: ['admin'],
  tag,
  summary: 'Members whose chat messages hit the warning rules, most recent hit first (at most 50)',
  response: ZChatWarningSenderList,
});
