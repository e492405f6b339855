/**
 * The search's synonym table: the API's answers and the console screen's labels. The
 * specification has no search synonyms, so every text here is ours. `{term}` and `{terms}` are
 * filled in by the server (which group already holds a term).
 */
export const searchSynonymApiMessages = {
  // ours
  termsRequired: 'Write the words that mean the same, at least two',
  termRequired: 'A term cannot be empty',
  termTooLong: 'Each term must have at most 60 characters',
  termInvalid: 'A term may contain only Arabic or Latin letters, digits and spaces',
  tooFewTerms: 'A synonym group needs at least two different terms (spellings that differ only in hamza, taa marbuta, harakat or case count as one)',
  tooManyTerms: 'A synonym group may have at most 20 terms',
  termTaken: '“{term}” is already in another synonym group: {terms}. A word can belong to one group only',
  notFound: 'Synonym group not found',
  deleted: 'Synonym group deleted',
} as const;

export const consoleSearchSynonymMessages = {
  searchSynonyms: {
    // ours
    title: 'Search synonyms',
    listTitle: 'Lists of search synonyms',
    intro: 'A search for any word of a group also finds listings with the other words. Changes apply to the next search.',
    terms: 'Terms',
    updatedAt: 'Last changed',
    actions: 'Actions',
    add: 'Add synonym group',
    addTitle: 'Add synonym group',
    editTitle: 'Edit synonym group',
    edit: 'Edit',
    delete: 'Delete',
    termsLabel: 'Terms',
    termsList: 'Terms in this group',
    termsHint: 'Type a word or phrase and press Enter to add it. Arabic and English spellings of the same thing belong together.',
    removeTerm: 'Remove {term}',
    storedAs: 'Stored as',
    save: 'Save',
    back: 'Back',
    confirmDelete: 'Do you want to delete this synonym group?',
    confirmTitle: 'Delete the synonym group “{name}”?',
    empty: 'No synonym groups yet',
  },
} as const;
