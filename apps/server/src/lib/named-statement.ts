import { createHash } from 'node:crypto';

/** The texts named so far and their names: the embedded database prepares these, and only these. */
const namedTexts = new Map<string, string>();
/** A bound on that memory: filters make new shapes, but not without end. */
const NAMED_TEXTS_MAX = 1_000;

/**
 * A name for a statement prepared on each pooled connection, derived from its text: the same text
 * always gets the same name (PostgreSQL refuses a name reused for other text), and a list whose
 * filters vary gets one prepared statement per shape of filters. PostgreSQL then plans a shape once
 * it has seen it a few times instead of on every request.
 */
export function statementName(prefix: string, text: string): string {
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (namedTexts.size < NAMED_TEXTS_MAX) namedTexts.set(text, name);
  return name;
}

let rawTextsWanted = false;

/**
 * Whether raw statements' texts should be named too (`namedRowsOf`): only the embedded database's
 * wrapper prepares them, and on PostgreSQL rendering a statement's text a second time is waste.
 */
export const namesForRawTexts = (): boolean => rawTextsWanted;
export function wantNamesForRawTexts(): void {
  rawTextsWanted = true;
}

/** The name `statementName` gave this text, if it gave one. */
export const nameOfStatement = (text: string): string | undefined => namedTexts.get(text);
