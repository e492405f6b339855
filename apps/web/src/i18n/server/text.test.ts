import { describe, expect, it, vi } from 'vitest';
import { fillTemplate } from '@souq/contract/fill-template';
import { messages } from '@souq/contract/messages';
import { translateServerText } from './text';

// A partial Arabic catalog, so the fallback to English can be seen (the real one is complete: ar.test.ts).
vi.mock('./ar', () => ({
  serverAr: {
    generic: { somethingWentWrong: 'حدث خطأ ما' },
    members: { account: { nameRequired: 'يُرجى إدخال اسمك' } },
    searchSynonym: { termTaken: '«{term}» في مجموعة أخرى: {terms}' },
  },
}));

describe('translateServerText', () => {
  it('shows a catalog text in Arabic, and a text of no catalog, or one not translated, as it came', () => {
    expect(translateServerText(messages.generic.somethingWentWrong)).toBe('حدث خطأ ما');
    expect(translateServerText(messages.members.account.nameRequired)).toBe('يُرجى إدخال اسمك');
    expect(translateServerText('Proxy error 502')).toBe('Proxy error 502');
    // In the catalog, not translated: as sent, in English.
    expect(translateServerText(messages.classified.apiMissing)).toBe(messages.classified.apiMissing);
    expect(translateServerText('')).toBe('');
  });

  it('translates a text the server filled in from a template, with the values it filled in', () => {
    const sent = fillTemplate(messages.searchSynonym.termTaken, { term: 'camry', terms: 'camry, كامري' });
    expect(translateServerText(sent)).toBe('«camry» في مجموعة أخرى: camry, كامري');
    // A text that only starts like the template is not one of its fillings.
    const unlike = '“camry” is already in another group';
    expect(translateServerText(unlike)).toBe(unlike);
  });

  it('reads the translation it is given (the console’s, which holds the server’s texts)', () => {
    expect(translateServerText(messages.generic.somethingWentWrong, { generic: { somethingWentWrong: 'خطأ' } })).toBe('خطأ');
    // The console's labels are not the server's: their English is not looked up.
    expect(translateServerText(messages.console.list.search, { console: { list: { search: 'بحث' } } })).toBe(messages.console.list.search);
  });
});
