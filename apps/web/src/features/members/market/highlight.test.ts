import { describe, expect, it } from 'vitest';
import { arabicLightStem, normalizeSearchText } from '@souq/contract/search-text';
import { highlightParts } from './highlight';

/** The lexemes the server answers for Arabic words typed: their normalised light stems. */
const arabicTerms = (text: string) => text.split(' ').map((word) => arabicLightStem(normalizeSearchText(word)));

const marked = (title: string, terms: string[]) =>
  highlightParts(title, terms)
    .filter((part) => part.matched)
    .map((part) => part.text);

describe('matched words in a title', () => {
  it('marks Arabic words by their light stem, whatever their spelling', () => {
    const terms = arabicTerms('سياره تويوتا كامرى');
    expect(terms).toEqual(['سيار', 'تويوتا', 'كامر']);
    expect(marked('سيارة تويوتا كامري ٢٠٢٠ للبيع', terms)).toEqual(['سيارة', 'تويوتا', 'كامري']);
    expect(marked('السيارات الحديثة', terms)).toEqual(['السيارات']);
    expect(marked('بيت للبيع', terms)).toEqual([]);
  });

  it('marks Latin words by the English stem, and numbers exactly', () => {
    expect(marked('Toyota Camry 2020, full option', ['toyota', 'camri', '2020'])).toEqual(['Toyota', 'Camry', '2020']);
    expect(marked('Camry 20201', ['2020'])).toEqual([]);
  });

  it('keeps every character of the title, in order', () => {
    const title = 'تويوتا كامري - Toyota (Camry)!';
    const parts = highlightParts(title, ['تويوتا', 'toyota']);
    expect(parts.map((part) => part.text).join('')).toBe(title);
    expect(parts).toEqual([
      { text: 'تويوتا', matched: true },
      { text: ' كامري - ', matched: false },
      { text: 'Toyota', matched: true },
      { text: ' (Camry)!', matched: false },
    ]);
  });

  it('leaves a title whole without terms', () => {
    expect(highlightParts('Sea-view flat', [])).toEqual([{ text: 'Sea-view flat', matched: false }]);
  });
});
