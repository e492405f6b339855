/**
 * Duplicate listings, new accounts' limits and watched words: the API's answers and the console
 * screen's labels. The specification has none of these, so every text here is ours.
 */
export const trustApiMessages = {
  // A member listing again what they already have on sale: the original named, with its page.
  ownDuplicate: 'You already have this listing on sale: “{title}” ({link}). Edit or renew it instead of listing it again',
  // A watched word that refuses the write: the word named, never the list.
  wordBlocked: '“{word}” may not be offered or advertised on Souq; please remove it and try again',
  // New accounts: why, and how to lift it.
  newAccountListings:
    'A new account may put up to {max} listings on sale in its first day. Verify your mobile number (Profile, Mobile number) to lift this limit',
  newAccountContacts:
    'A new account may start up to {max} new conversations in its first day. Verify your mobile number (Profile, Mobile number) to lift this limit',
  newAccountLinks: 'A new account cannot share links in its first day. Verify your mobile number (Profile, Mobile number) to lift this limit',
  // The watched words' editor.
  phraseRequired: 'Write the word or phrase to watch for',
  phraseTooShort: 'A watched word must have at least 2 letters or digits',
  phraseTooLong: 'A watched word must have at most 80 characters',
  phraseTaken: 'This word is already watched (spellings that differ only in hamza, taa marbuta, harakat or case count as one)',
  actionInvalid: 'Choose what happens on a match: block, hold for review or flag',
  categoryInvalid: 'Choose the category of the watched word',
  activeInvalid: 'Say whether the word is watched or not',
  notFound: 'Watched word not found',
  deleted: 'Watched word deleted',
} as const;

export const consoleWatchedWordMessages = {
  watchedWords: {
    title: 'Watched words',
    intro:
      'Listings, posts, comments and names are checked against these words as they are written (spellings are normalised as search normalises). Block refuses the text; hold saves it hidden until a moderator decides; flag lets it through and puts it in the moderation queue.',
    phrase: 'Word or phrase',
    action: 'On a match',
    category: 'Category',
    active: 'On',
    on: 'On',
    off: 'Off',
    actions: 'Actions',
    add: 'Add word',
    addTitle: 'Add watched word',
    editTitle: 'Edit watched word',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    back: 'Back',
    activeLabel: 'The word is watched',
    confirmTitle: 'Delete the watched word “{name}”?',
    confirmDelete: 'Do you want to delete this watched word?',
    empty: 'No watched words yet',
    actionNames: { block: 'Block', hold: 'Hold for review', flag: 'Flag' },
    categories: {
      medicines: 'Medicines',
      tobacco: 'Tobacco and e-cigarettes',
      weapons: 'Weapons',
      alcohol: 'Alcohol',
      gambling: 'Gambling',
      drugs: 'Drugs',
      other: 'Other',
    },
  },
} as const;
