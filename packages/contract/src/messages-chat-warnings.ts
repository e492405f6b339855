/**
 * The chat's scam warnings: the rule table's API answers and the console screen's labels. The
 * specification has no chat warnings, so every text here is ours.
 */
export const chatWarningApiMessages = {
  kindInvalid: 'Choose what the rule looks for',
  categoryInvalid: 'Choose the advice the receiver is shown',
  activeInvalid: 'Say whether the rule is on or off',
  textRequired: 'Write the phrase to look for',
  textTooLong: 'A phrase must have at most 80 characters',
  textTooShort: 'A phrase must have at least 3 letters or digits, so ordinary words do not match it',
  textOnlyForPhrases: 'Only a phrase rule has a text; a built-in check is switched on or off',
  phraseTaken: 'This phrase is already a rule (spellings that differ only in hamza, taa marbuta, harakat or case count as one)',
  detectorNotDeletable: 'A built-in check cannot be deleted; switch it off instead',
  notFound: 'Chat warning rule not found',
  deleted: 'Chat warning rule deleted',
} as const;

export const consoleChatWarningMessages = {
  chatWarnings: {
    title: 'Chat warning rules',
    intro:
      'Each message is checked against these rules before it is delivered. A hit never stops the message: the receiver sees advice under it, and the sender is counted in the moderation queue.',
    kind: 'Looks for',
    text: 'Phrase',
    category: 'Advice shown',
    active: 'On',
    on: 'On',
    off: 'Off',
    actions: 'Actions',
    add: 'Add phrase',
    addTitle: 'Add phrase',
    editTitle: 'Edit rule',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    back: 'Back',
    activeLabel: 'The rule is on',
    storedAs: 'Stored as',
    confirmTitle: 'Delete the rule “{name}”?',
    confirmDelete: 'Do you want to delete this chat warning rule?',
    empty: 'No rules yet',
    queueTitle: 'Chat warnings',
    queueIntro: 'Members whose messages hit the chat warning rules, latest first. Their messages were delivered with a warning to the receiver.',
    queueEmpty: 'No chat message has hit a rule',
    hits: 'Flagged messages: {count}',
    lastHit: 'Last flagged',
    blocked: 'Blocked',
    findMember: 'Find {name} among members',
    kinds: {
      phrase: 'A phrase',
      iban: 'An IBAN (KW…)',
      account_number: 'A bank account number',
      external_link: 'A link outside Souq',
      phone_early: 'A phone number in the first messages',
    },
    categories: {
      advance_payment: 'Advance payment',
      bank_transfer: 'Bank transfer',
      off_platform: 'Leaving Souq',
      contact_early: 'Contact details early',
    },
  },
} as const;
