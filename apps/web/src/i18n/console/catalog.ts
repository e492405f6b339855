import type { messages } from '@souq/contract/messages';

/**
 * The console's texts: packages/contract's `messages` without the members' section, whose
 * texts the members' app shows from its own catalogs (members.*.ts, server.ar.ts).
 */
export type ConsoleTexts = Omit<typeof messages, 'members'>;

/**
 * Another language's catalog for a tree of English texts, key for key: a text becomes any
 * string, a text with arguments a function of the same arguments (`{name}`-style placeholders
 * stay inside the strings), a section a section.
 */
export type TranslationOf<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : TranslationOf<T[K]>;
};

/** What console.ar.ts must hold: every console text, so a missing key fails the type check. */
export type ConsoleCatalog = TranslationOf<ConsoleTexts>;
