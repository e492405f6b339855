import { wordMatches } from '@souq/contract/search-text';

/**
 * A listing's title cut into the words the search matched and the text between them, to mark the
 * matches. Words are cut from the title as written (harakat, tatweel, capitals and Eastern digits
 * included) and compared as the server compares them (search-text.ts wordMatches on its `terms`).
 */
export interface TitlePart {
  text: string;
  matched: boolean;
}

/** A word as written: letters with their marks (harakat) and tatweel, and digits of any script; wordMatches reads it as the server would. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function highlightParts(title: string, terms: readonly string[]): TitlePart[] {
  if (terms.length === 0) return [{ text: title, matched: false }];
  const parts: TitlePart[] = [];
  let plain = '';
  let last = 0;
  for (const found of title.matchAll(WORD)) {
    const word = found[0];
    if (!wordMatches(word, terms)) continue;
    plain += title.slice(last, found.index);
    if (plain) parts.push({ text: plain, matched: false });
    parts.push({ text: word, matched: true });
    plain = '';
    last = found.index + word.length;
  }
  const rest = plain + title.slice(last);
  if (rest) parts.push({ text: rest, matched: false });
  return parts;
}
