import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { conversations } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { findInText } from '../chat-warnings/chat-warnings.detect';

/**
 * A new account (its first day by default, NEW_ACCOUNT_HOURS, until its owner verifies a mobile number) may do less than an
 * established one: spam and scam accounts are made in bulk and used at once, and a texted code
 * costs them a real number each. The limits are counted in the database, so they hold across API
 * processes and restarts, and the refusal says why and how to lift it.
 */
/** The default of NEW_ACCOUNT_HOURS: a self-registered account is new for its first day. */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_LIMITS = {
  /** Listings on sale in the first day. */
  listings: 2,
  /** Conversations started with sellers (first messages to new contacts) in the first day. */
  contacts: 5,
} as const;

/** Whether the member is still new: registered within NEW_ACCOUNT_HOURS (users.new_account_until) and no verified phone. */
export async function isNewAccount(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.phoneVerifiedAt), gt(users.newAccountUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

const limited = (template: string, max?: number) => new AppError(429, fillTemplate(template, { max: String(max ?? 0) }));

/** Refuses (429) a new account's listing past its first day's allowance. */
export async function assertNewAccountMayList(tx: Tx, userId: string): Promise<void> {
  if (!(await isNewAccount(tx, userId))) return;
  const [row] = await tx.select({ n: count() }).from(classifiedPosts).where(eq(classifiedPosts.userId, userId));
  if ((row?.n ?? 0) >= NEW_ACCOUNT_LIMITS.listings) throw limited(messages.trust.newAccountListings, NEW_ACCOUNT_LIMITS.listings);
}

/** Refuses (429) a new account's new conversation past its first day's allowance. */
export async function assertNewAccountMayContact(tx: Tx, userId: string): Promise<void> {
  if (!(await isNewAccount(tx, userId))) return;
  const [row] = await tx.select({ n: count() }).from(conversations).where(eq(conversations.buyerId, userId));
  if ((row?.n ?? 0) >= NEW_ACCOUNT_LIMITS.contacts) throw limited(messages.trust.newAccountContacts, NEW_ACCOUNT_LIMITS.contacts);
}

/** Refuses (429) a link outside Souq in a new account's message or post. */
export async function assertNewAccountMayLink(tx: Tx, userId: string, texts: readonly (string | null | undefined)[], souqHost = ''): Promise<void> {
  const linked = texts.some((text) => text && findInText(text, souqHost).externalLink);
  if (linked && (await isNewAccount(tx, userId))) throw limited(messages.trust.newAccountLinks);
}
