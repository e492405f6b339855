import { describe, expect, it } from 'vitest';
import { ZSuggestion } from '@souq/contract/members-classifieds';
import { suggestClassifiedsRoute } from '@souq/contract/members-classifieds-routes';
import { checkSuggestions, listingSearchPath, requestOfSuggestion, SUGGEST_ADDRESS, SUGGESTION_KINDS, textBeforeLastWord } from './listing-search';

const CATEGORY = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';

describe('the search box address and answer check', () => {
  it('are the contract route they stand for (Home reads it without zod)', () => {
    expect(SUGGEST_ADDRESS.method).toBe(suggestClassifiedsRoute.method);
    expect(SUGGEST_ADDRESS.path).toBe(suggestClassifiedsRoute.path);
    expect(SUGGEST_ADDRESS.access).toEqual(suggestClassifiedsRoute.access);
    expect([...SUGGESTION_KINDS]).toEqual(ZSuggestion.shape.kind.options);
  });

  it('accepts a suggestions answer and refuses anything else', () => {
    const answer = {
      suggestions: [
        { text: 'تويوتا كامري', kind: 'word', id: null },
        { text: 'Cars', kind: 'category', id: CATEGORY },
      ],
    };
    expect(checkSuggestions(answer)).toEqual({ success: true, data: answer.suggestions });
    expect(checkSuggestions({ suggestions: [{ text: 'x', kind: 'city', id: null }] }).success).toBe(false);
    expect(checkSuggestions({ suggestions: [{ text: 1, kind: 'word', id: null }] }).success).toBe(false);
    expect(checkSuggestions({}).success).toBe(false);
    expect(checkSuggestions(null).success).toBe(false);
  });
});

describe('where a pick of the search box goes', () => {
  it('keeps the words typed before the one being completed', () => {
    expect(textBeforeLastWord('سياره تويوتا كام')).toBe('سياره تويوتا');
    expect(textBeforeLastWord('toyota ')).toBe('');
    expect(textBeforeLastWord('  camry')).toBe('');
    expect(textBeforeLastWord('')).toBe('');
  });

  it('searches a word suggestion as the whole text', () => {
    expect(requestOfSuggestion('toyota cam', { text: 'toyota camry', kind: 'word', id: null })).toEqual({ q: 'toyota camry' });
  });

  it('turns a category or place into its filter, with the text before the last word', () => {
    expect(requestOfSuggestion('toyota سيار', { text: 'سيارات', kind: 'category', id: CATEGORY })).toEqual({
      q: 'toyota',
      filter: { key: 'category_id', id: CATEGORY },
    });
    expect(requestOfSuggestion('حولي', { text: 'حولي', kind: 'district', id: CATEGORY })).toEqual({ q: '', filter: { key: 'district_id', id: CATEGORY } });
    expect(requestOfSuggestion('flat salm', { text: 'Salmiya', kind: 'area', id: CATEGORY }).filter).toEqual({ key: 'area_id', id: CATEGORY });
  });

  it('builds the search page address', () => {
    expect(listingSearchPath({ q: 'كامري تويوتا' })).toBe(`/app/classifieds/search?q=${encodeURIComponent('كامري تويوتا').replace(/%20/g, '+')}`);
    expect(listingSearchPath({ q: 'toyota', filter: { key: 'category_id', id: CATEGORY } })).toBe(`/app/classifieds/search?category_id=${CATEGORY}&q=toyota`);
    expect(listingSearchPath({ q: '' })).toBe('/app/classifieds/search');
  });
});
