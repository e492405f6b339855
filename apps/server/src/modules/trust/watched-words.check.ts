import { eq } from 'drizzle-orm';
import type { ModerationKind } from '@souq/contract/moderation';
import type { WatchedWordAction } from '@souq/contract/watched-words';
import { messages } from '@souq/contract/messages';
import { fillTemplate } from '@souq/contract/fill-template';
import type { Db, Tx } from '../../db/client';
import { watchedWords } from '../../db/schema/trust';
import { cachedPerDb } from '../../lib/cached-per-db';
import { badRequest } from '../../lib/errors';
import { containsRun, wordsOf } from '../../lib/phrase-match';
import { queueSignal } from '../moderation/moderation.queries';

/** How long a process trusts the words it read: an edit elsewhere applies within this; one here at once. */
export const WATCHED_WORDS_TTL_MS = 10_000;

interface CompiledWord {
  phrase: string;
  action: WatchedWordAction;
  words: string[];
}

const wordsCache = cachedPerDb(WATCHED_WORDS_TTL_MS, async (tx: Tx): Promise<CompiledWord[]> => {
  const rows = await tx.select({ phrase: watchedWords.phrase, action: watchedWords.action }).from(watchedWords).where(eq(watchedWords.active, true));
  return rows.map((row) => ({ phrase: row.phrase, action: row.action as WatchedWordAction, words: wordsOf(row.phrase) }));
});

/** Forgets the cached words after staff change them, so this process applies the change to the next write. */
export function forgetWatchedWords(db: Db): void {
  wordsCache.forget(db);
}

/** The watched words a text hit, by what they do; each phrase once, in the list's order. */
export interface WatchedHits {
  block: string[];
  hold: string[];
  flag: string[];
}

/** The active watched words found in any of `texts` (a title and a description, say). */
export async function watchedWordsIn(db: Db, tx: Tx, texts: readonly (string | null | undefined)[]): Promise<WatchedHits> {
  const hits: WatchedHits = { block: [], hold: [], flag: [] };
  const written = texts.filter((text): text is string => Boolean(text)).map(wordsOf);
  if (written.length === 0) return hits;
  for (const word of await wordsCache.get(db, tx)) {
    if (written.some((words) => containsRun(words, word.words))) hits[word.action].push(word.phrase);
  }
  return hits;
}

/**
 * Refuses (400) a text with a word that blocks, naming the first such word and nothing of the
 * list; answers the words that hold or flag, for the writer to act on once the content is saved.
 * `field` names the request field the refusal is shown beside.
 */
export async function screenText(db: Db, tx: Tx, field: string, texts: readonly (string | null | undefined)[]): Promise<WatchedHits> {
  const hits = await watchedWordsIn(db, tx, texts);
  const [blocked] = hits.block;
  if (blocked !== undefined) {
    const message = fillTemplate(messages.trust.wordBlocked, { word: blocked });
    throw badRequest(message, { [field]: message });
  }
  return hits;
}

/**
 * Puts what a text's holding and flagging words found in the moderation queue, on the subject
 * written. A member's name and a comment have no hidden state to wait in, so for them a holding
 * word flags (`canHold` false): they stay visible, and staff see them in the queue.
 */
export async function queueWatchedHits(tx: Tx, kind: ModerationKind, subjectId: string, hits: WatchedHits, canHold = true): Promise<void> {
  const held = canHold ? hits.hold : [];
  const flagged = canHold ? hits.flag : [...hits.hold, ...hits.flag];
  if (held.length > 0) await queueSignal(tx, { kind, subjectId, signal: 'watched_word_hold', words: held });
  if (flagged.length > 0) await queueSignal(tx, { kind, subjectId, signal: 'watched_word_flag', words: flagged });
}
