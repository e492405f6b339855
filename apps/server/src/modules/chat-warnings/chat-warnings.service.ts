import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddChatWarningRuleRequest, ChatWarningRule, EditChatWarningRuleRequest } from '@souq/contract/chat-warnings';
import { messages } from '@souq/contract/messages';
import type { Db, Tx } from '../../db/client';
import { chatWarningRules } from '../../db/schema/chat-warnings';
import { recordAudit, recordChange } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { forgetRules } from './chat-warnings.check';

const w = messages.chatWarning;
const RECORD = 'chat-warning-rule';

const ruleColumns = {
  _id: chatWarningRules.id,
  kind: chatWarningRules.kind,
  text: chatWarningRules.text,
  category: chatWarningRules.category,
  active: chatWarningRules.active,
  createdAt: chatWarningRules.createdAt,
  updatedAt: chatWarningRules.updatedAt,
};

// The columns hold only the contract's values (the table's checks say so).
const asRule = (row: { kind: string; category: string } & Omit<ChatWarningRule, 'kind' | 'category'>) => row as ChatWarningRule;

/** Every rule: the built-in checks first (in kind order), then the phrases by text. The table is small. */
export async function listChatWarningRules(db: Db) {
  const rows = await db
    .select(ruleColumns)
    .from(chatWarningRules)
    .orderBy(desc(sql`${chatWarningRules.kind} <> 'phrase'`), asc(chatWarningRules.kind), asc(chatWarningRules.text));
  return { rules: rows.map(asRule) };
}

async function refuseTakenPhrase(tx: Tx, text: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: chatWarningRules.id })
    .from(chatWarningRules)
    .where(and(eq(chatWarningRules.kind, 'phrase'), eq(chatWarningRules.text, text), exceptId ? ne(chatWarningRules.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError(409, w.phraseTaken, { text: w.phraseTaken });
}

function requireId(id: string) {
  if (!isUuid(id)) throw notFound(w.notFound);
  return id;
}

export async function addChatWarningRule(db: Db, actorId: string, input: AddChatWarningRuleRequest): Promise<ChatWarningRule> {
  const rule = await db.transaction(async (tx) => {
    await refuseTakenPhrase(tx, input.text);
    // A phrase written at the same moment by another staff member loses to the unique index.
    const [row] = await tx
      .insert(chatWarningRules)
      .values({ kind: 'phrase', text: input.text, category: input.category, active: input.active })
      .onConflictDoNothing()
      .returning(ruleColumns);
    if (!row) throw new AppError(409, w.phraseTaken, { text: w.phraseTaken });
    await recordAudit(tx, {
      actorId,
      action: `${RECORD}.create`,
      recordType: RECORD,
      recordId: row._id,
      after: { text: row.text, category: row.category, active: row.active },
    });
    return asRule(row);
  });
  forgetRules(db);
  return rule;
}

export async function editChatWarningRule(db: Db, actorId: string, id: string, input: EditChatWarningRuleRequest): Promise<ChatWarningRule> {
  const ruleId = requireId(id);
  const rule = await db.transaction(async (tx) => {
    const [before] = await tx.select(ruleColumns).from(chatWarningRules).where(eq(chatWarningRules.id, ruleId)).limit(1).for('update');
    if (!before) throw notFound(w.notFound);
    if (input.text !== undefined && before.kind !== 'phrase') throw badRequest(w.textOnlyForPhrases, { text: w.textOnlyForPhrases });
    const text = before.kind === 'phrase' ? (input.text ?? before.text) : null;
    if (text !== null && text !== before.text) await refuseTakenPhrase(tx, text, ruleId);
    const [row] = await tx
      .update(chatWarningRules)
      .set({ text, category: input.category, active: input.active, updatedAt: new Date() })
      .where(eq(chatWarningRules.id, ruleId))
      .returning(ruleColumns);
    if (!row) throw notFound(w.notFound);
    await recordChange(
      tx,
      { actorId, action: `${RECORD}.edit`, recordType: RECORD, recordId: ruleId },
      { text: [before.text, row.text], category: [before.category, row.category], active: [before.active, row.active] },
    );
    return asRule(row);
  });
  forgetRules(db);
  return rule;
}

export async function deleteChatWarningRule(db: Db, actorId: string, id: string): Promise<{ message: string }> {
  const ruleId = requireId(id);
  const answer = await db.transaction(async (tx) => {
    const [before] = await tx.select(ruleColumns).from(chatWarningRules).where(eq(chatWarningRules.id, ruleId)).limit(1);
    if (!before) throw notFound(w.notFound);
    if (before.kind !== 'phrase') throw new AppError(409, w.detectorNotDeletable);
    await tx.delete(chatWarningRules).where(eq(chatWarningRules.id, ruleId));
    await recordAudit(tx, {
      actorId,
      action: `${RECORD}.delete`,
      recordType: RECORD,
      recordId: ruleId,
      before: { text: before.text, category: before.category, active: before.active },
    });
    return { message: w.deleted };
  });
  forgetRules(db);
  return answer;
}
