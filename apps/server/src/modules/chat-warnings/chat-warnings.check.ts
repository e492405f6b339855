import { and, count, eq } from 'drizzle-orm';
import type { ChatWarningCategory } from '@souq/contract/chat-warnings';
import type { Db, Tx } from '../../db/client';
import { chatWarningRules } from '../../db/schema/chat-warnings';
import { conversationMessages } from '../../db/schema/members';
import { cachedPerDb } from '../../lib/cached-per-db';
import { compileRule, evaluate, type CompiledRule } from './chat-warnings.detect';

/** How long a process trusts the rules it read: an edit elsewhere applies within this; one here at once. */
export const RULES_TTL_MS = 10_000;
/** A phone number in a sender's first this-many messages of a conversation is early. */
export const EARLY_MESSAGES = 3;

const rulesCache = cachedPerDb(RULES_TTL_MS, readActiveRules);

async function readActiveRules(db: Tx): Promise<CompiledRule[]> {
  const rows = await db
    .select({ kind: chatWarningRules.kind, category: chatWarningRules.category, text: chatWarningRules.text })
    .from(chatWarningRules)
    .where(eq(chatWarningRules.active, true));
  return rows.map(compileRule);
}

/** The active rules, read at most once per RULES_TTL_MS: a send does not read the table each time. */
export function activeRules(db: Db, tx: Tx, now = Date.now()): Promise<CompiledRule[]> {
  return rulesCache.get(db, tx, now);
}

/** Forgets the cached rules after staff change them, so this process applies the change to the next message. */
export function forgetRules(db: Db): void {
  rulesCache.forget(db);
}

export interface MessageToCheck {
  senderId: string;
  conversationId: string;
  body: string;
  /** Souq's public host (PUBLIC_URL's): links there are not outside Souq. */
  souqHost: string;
}

/**
 * The scam-warning categories a message hits, checked before it is stored. It never refuses a
 * message: the categories are stored on it, shown to its receiver and counted for staff.
 * `tx` reads the sender's earlier messages (only when the message holds a phone number).
 */
export async function checkMessage(db: Db, tx: Tx, message: MessageToCheck): Promise<ChatWarningCategory[]> {
  return evaluate(await activeRules(db, tx), {
    body: message.body,
    souqHost: message.souqHost,
    isEarly: async () => {
      const [row] = await tx
        .select({ n: count() })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, message.conversationId), eq(conversationMessages.senderId, message.senderId)));
      return (row?.n ?? 0) < EARLY_MESSAGES;
    },
  });
}
