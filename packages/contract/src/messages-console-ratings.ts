/** The console's reported ratings (in the moderation queue): ours, the specification has no ratings. */
export const consoleRatingMessages = {
  ratings: {
    queueTitle: 'Reported ratings',
    queueIntro: 'Ratings members reported after a deal. Remove one that breaks the rules, or dismiss its reports to keep it.',
    queueEmpty: 'No reported ratings.',
    keysHint: 'Keys: j and k move, r removes (asked first), d dismisses the reports, ? lists them.',
    keyNext: 'Next rating',
    keyPrevious: 'Previous rating',
    stars: '{count} of 5 stars',
    about: '{rater} rated {rated}',
    listing: 'Listing: {title}',
    reply: 'Reply',
    reports: 'Reports',
    remove: 'Remove rating',
    dismiss: 'Dismiss reports',
    confirmRemove: 'Remove this rating? It leaves the member’s page and average.',
    removed: 'Rating removed',
    dismissed: 'Reports dismissed',
    categories: {
      spam: 'Spam',
      scam: 'Scam',
      prohibited: 'Prohibited item',
      offensive: 'Offensive',
      wrong_category: 'Wrong category',
      other: 'Other',
    },
  },
} as const;
