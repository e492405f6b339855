import { z } from 'zod';
import { STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { trustApiMessages as w } from './messages-trust';
import { ZDateTime, ZId, ZMessageBody } from './common';
import { normalizePhraseText } from './search-text';

/**
 * Watched words: words and phrases staff keep (Kuwait's prohibited items and the like), each with
 * what a match does to a listing, post, comment or member's name as it is written.
 */

export const WATCHED_WORD_ACTIONS = ['block', 'hold', 'flag'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];
export const WATCHED_WORD_CATEGORIES = ['medicines', 'tobacco', 'weapons', 'alcohol', 'gambling', 'drugs', 'other'] as const;
export type WatchedWordCategory = (typeof WATCHED_WORD_CATEGORIES)[number];
export const WATCHED_WORD_MAX = 80;

export const ZWatchedWordAction = z.enum(WATCHED_WORD_ACTIONS, { error: w.actionInvalid });
export const ZWatchedWordCategory = z.enum(WATCHED_WORD_CATEGORIES, { error: w.categoryInvalid });

const ZPhrase = z
  .string({ error: w.phraseRequired })
  .overwrite(normalizePhraseText)
  .min(1, w.phraseRequired)
  .min(2, w.phraseTooShort)
  .max(WATCHED_WORD_MAX, w.phraseTooLong);

export const ZWatchedWord = z.object({
  _id: z.string(),
  /** Stored normalised (search-text.ts normalizePhraseText). */
  phrase: z.string(),
  action: ZWatchedWordAction,
  category: ZWatchedWordCategory,
  active: z.boolean(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type WatchedWord = z.infer<typeof ZWatchedWord>;
export const ZWatchedWordList = z.object({ words: z.array(ZWatchedWord) });
export type WatchedWordList = z.infer<typeof ZWatchedWordList>;

export const ZSaveWatchedWordRequest = z.object({
  phrase: ZPhrase,
  action: ZWatchedWordAction,
  category: ZWatchedWordCategory,
  active: z.boolean({ error: w.activeInvalid }).default(true),
});
export type SaveWatchedWordRequest = z.infer<typeof ZSaveWatchedWordRequest>;

export const ZWatchedWordParams = z.object({ id: ZId });

const tag = 'watched words';
const path = '/api/watched-words';

export const getWatchedWordsRoute = defineRoute({
  method: 'GET',
  path,
  access: STAFF_ROLES,
  tag,
  summary: 'The watched words, by category then phrase',
  response: ZWatchedWordList,
});

export const addWatchedWordRoute = defineRoute({
  method: 'POST',
  path,
  access: STAFF_ROLES,
  tag,
  summary: 'Watch a word or phrase (stored normalised); 409 when it is already watched. Applies within seconds',
  body: ZSaveWatchedWordRequest,
  response: ZWatchedWord,
  status: 201,
  errors: [409],
});

export const editWatchedWordRoute = defineRoute({
  method: 'PUT',
  path: `${path}/:id`,
  access: STAFF_ROLES,
  tag,
  summary: "Change a watched word's text, action, category or on/off (409 when the text is taken)",
  params: ZWatchedWordParams,
  body: ZSaveWatchedWordRequest,
  response: ZWatchedWord,
  errors: [409],
});

export const deleteWatchedWordRoute = defineRoute({
  method: 'DELETE',
  path: `${path}/:id`,
  access: STAFF_ROLES,
  tag,
  summary: 'Stop watching a word',
  params: ZWatchedWordParams,
  response: ZMessageBody,
});
