import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * What a chat message is checked against before it is delivered: phrases staff wrote (stored
 * normalised as search normalises) and the server's built-in checks, one row each so staff can
 * switch them off. Seeded by migration 0025; the server caches the active rows for a few seconds.
 */
export const chatWarningRules = pgTable(
  'chat_warning_rules',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** A phrase's text, normalised; null for a built-in check. */
    text: text('text'),
    category: text('category').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_warning_rules_kind', sql`${t.kind} in ('phrase', 'iban', 'account_number', 'external_link', 'phone_early')`),
    check('chat_warning_rules_category', sql`${t.category} in ('advance_payment', 'bank_transfer', 'off_platform', 'contact_early')`),
    check('chat_warning_rules_text', sql`(${t.kind} = 'phrase') = (${t.text} is not null)`),
    uniqueIndex('chat_warning_rules_phrase')
      .on(t.text)
      .where(sql`${t.kind} = 'phrase'`),
    uniqueIndex('chat_warning_rules_detector')
      .on(t.kind)
      .where(sql`${t.kind} <> 'phrase'`),
  ],
);
