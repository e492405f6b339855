import { desc, eq, sql } from 'drizzle-orm';
import type { SaveSearchSynonymRequest, SearchSynonym, SearchSynonymsQuery } from '@souq/contract/search-synonyms';
import { normalizeSynonymTerm } from '@souq/contract/search-synonyms';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { searchSynonyms } from '../../db/schema/search';
import { recordAudit, recordChange } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { readPage } from '../../lib/paging';
import { groupHoldingAny, synonymColumns, synonymSearch } from './search-synonyms.queries';

const s = messages.searchSynonym;
const RECORD = 'search-synonym';

/** A page of the groups, newest first; the search text is normalised as the stored terms are. */
export async function listSearchSynonyms(db: Db, input: SearchSynonymsQuery) {
  const { rows, isNext } = await readPage(
    db
      .select(synonymColumns)
      .from(searchSynonyms)
      .where(synonymSearch(input.textSearch ? normalizeSynonymTerm(input.textSearch) : undefined))
      .orderBy(desc(searchSynonyms.createdAt), desc(searchSynonyms.id))
      .$dynamic(),
    input,
  );
  return { synonyms: rows, isNext };
}

/**
 * Synonym writes one at a time: the "a term belongs to one group" rule is checked by reading the
 * other groups, which no index can enforce on array elements, so two writes at once could
 * otherwise both pass it. Searches only read, and the lock does not stop them.
 */
async function lockSynonyms(tx: Tx) {
  await tx.execute(sql`LOCK TABLE ${searchSynonyms} IN SHARE ROW EXCLUSIVE MODE`);
}

/** 409 naming the group that already holds one of the terms (other than the group being edited). */
async function refuseTakenTerms(tx: Tx, terms: readonly string[], exceptId?: string) {
  const holder = await groupHoldingAny(tx, terms, exceptId);
  if (!holder) return;
  const term = terms.find((t) => holder.terms.includes(t)) ?? terms[0] ?? '';
  const message = fillTemplate(s.termTaken, { term, terms: holder.terms.join(', ') });
  throw new AppError(409, message, { terms: message });
}

function requireId(id: string) {
  if (!isUuid(id)) throw notFound(s.notFound);
  return id;
}

export async function addSearchSynonym(db: Db, actorId: string, input: SaveSearchSynonymRequest): Promise<SearchSynonym> {
  return db.transaction(async (tx) => {
    await lockSynonyms(tx);
    await refuseTakenTerms(tx, input.terms);
    const [row] = await tx.insert(searchSynonyms).values({ terms: input.terms }).returning(synonymColumns);
    if (!row) throw new Error('The synonym group was not inserted');
    await recordAudit(tx, { actorId, action: `${RECORD}.create`, recordType: RECORD, recordId: row._id, after: { terms: row.terms } });
    return row;
  });
}

export async function editSearchSynonym(db: Db, actorId: string, id: string, input: SaveSearchSynonymRequest): Promise<SearchSynonym> {
  const groupId = requireId(id);
  return db.transaction(async (tx) => {
    await lockSynonyms(tx);
    const [before] = await tx.select(synonymColumns).from(searchSynonyms).where(eq(searchSynonyms.id, groupId)).limit(1);
    if (!before) throw notFound(s.notFound);
    await refuseTakenTerms(tx, input.terms, groupId);
    const [row] = await tx
      .update(searchSynonyms)
      .set({ terms: input.terms, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, groupId))
      .returning(synonymColumns);
    if (!row) throw notFound(s.notFound);
    await recordChange(tx, { actorId, action: `${RECORD}.edit`, recordType: RECORD, recordId: groupId }, { terms: [before.terms, row.terms] });
    return row;
  });
}

export async function deleteSearchSynonym(db: Db, actorId: string, id: string): Promise<{ message: string }> {
  const groupId = requireId(id);
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, groupId)).returning(synonymColumns);
    if (!row) throw notFound(s.notFound);
    await recordAudit(tx, { actorId, action: `${RECORD}.delete`, recordType: RECORD, recordId: groupId, before: { terms: row.terms } });
    return { message: s.deleted };
  });
}
