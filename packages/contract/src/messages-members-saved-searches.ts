/** Members' API texts, ours: saved searches and their alerts. */
export const memberSavedSearchMessages = {
  savedSearchNotFound: 'This saved search is not available',
  tooManySavedSearches: 'You can save up to 50 searches: delete one to save another',
  nameTooLong: 'A saved search name can be at most 80 characters',
  alertInvalid: 'Choose instant, daily or off for the alerts',
  searchInvalid: 'This search cannot be saved',
  changeInvalid: 'Say what to change: the name or the alerts',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  /** Push for an instant alert: `{name}` is the saved search's name (or its words). */
  pushMatchTitle: 'New listing for {name}',
  pushMatchTitleUnnamed: 'New listing for your saved search',
  pushPriceDropTitle: 'Price dropped',
  pushSoldTitle: 'A favourite was sold',
} as const;
