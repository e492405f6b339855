import { and, asc, eq, ne } from 'drizzle-orm';
import type { SaveWatchedWordRequest, WatchedWord } from '@souq/contract/watched-words';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { watchedWords } from '../../db/schema/trust';
import { recordAudit, recordChange } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { forgetWatchedWords } from './watched-words.check';

const w = messages.trust;
const RECORD = 'watched-word';

const wordColumns = {
  _id: watchedWords.id,
  phrase: watchedWords.phrase,
  action: watchedWords.action,
  category: watchedWords.category,
  active: watchedWords.active,
  createdAt: watchedWords.createdAt,
  updatedAt: watchedWords.updatedAt,
};

// The columns hold only the contract's values (the table's checks say so).
const asWord = (row: { action: string; category: string } & Omit<WatchedWord, 'action' | 'category'>) => row as WatchedWord;

/** Every watched word, by category then phrase: a few hundred rows at most. */
export async function listWatchedWords(db: Db) {
  const rows = await db.select(wordColumns).from(watchedWords).orderBy(asc(watchedWords.category), asc(watchedWords.phrase));
  return { words: rows.map(asWord) };
}

const taken = () => new AppError(409, w.phraseTaken, { phrase: w.phraseTaken });

async function refuseTaken(tx: Tx, phrase: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: watchedWords.id })
    .from(watchedWords)
    .where(and(eq(watchedWords.phrase, phrase), exceptId ? ne(watchedWords.id, exceptId) : undefined))
    .limit(1);
  if (row) throw taken();
}

function requireId(id: string) {
  if (!isUuid(id)) throw notFound(w.notFound);
  return id;
}

const audited = (word: Pick<WatchedWord, 'phrase' | 'action' | 'category' | 'active'>) => ({
  phrase: word.phrase,
  action: word.action,
  category: word.category,
  active: word.active,
});

export async function addWatchedWord(db: Db, actorId: string, input: SaveWatchedWordRequest): Promise<WatchedWord> {
  const word = await db.transaction(async (tx) => {
    await refuseTaken(tx, input.phrase);
    // The same word written at the same moment by another staff member loses to the unique index.
    const [row] = await tx.insert(watchedWords).values(input).onConflictDoNothing().returning(wordColumns);
    if (!row) throw taken();
    await recordAudit(tx, { actorId, action: `${RECORD}.create`, recordType: RECORD, recordId: row._id, after: audited(asWord(row)) });
    return asWord(row);
  });
  forgetWatchedWords(db);
  return word;
}

export async function editWatchedWord(db: Db, actorId: string, id: string, input: SaveWatchedWordRequest): Promise<WatchedWord> {
  const wordId = requireId(id);
  const word = await db.transaction(async (tx) => {
    const [before] = await tx.select(wordColumns).from(watchedWords).where(eq(watchedWords.id, wordId)).limit(1).for('update');
    if (!before) throw notFound(w.notFound);
    if (input.phrase !== before.phrase) await refuseTaken(tx, input.phrase, wordId);
    const [row] = await tx
      .update(watchedWords)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(watchedWords.id, wordId))
      .returning(wordColumns);
    if (!row) throw notFound(w.notFound);
    await recordChange(
      tx,
      { actorId, action: `${RECORD}.edit`, recordType: RECORD, recordId: wordId },
      {
        phrase: [before.phrase, row.phrase],
        action: [before.action, row.action],
        category: [before.category, row.category],
        active: [before.active, row.active],
      },
    );
    return asWord(row);
  });
  forgetWatchedWords(db);
  return word;
}

export async function deleteWatchedWord(db: Db, actorId: string, id: string): Promise<{ message: string }> {
  const wordId = requireId(id);
  const answer = await db.transaction(async (tx) => {
    const [before] = await tx.delete(watchedWords).where(eq(watchedWords.id, wordId)).returning(wordColumns);
    if (!before) throw notFound(w.notFound);
    await recordAudit(tx, { actorId, action: `${RECORD}.delete`, recordType: RECORD, recordId: wordId, before: audited(asWord(before)) });
    return { message: w.deleted };
  });
  forgetWatchedWords(db);
  return answer;
}
