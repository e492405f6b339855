/**
 * The join prompt a visitor (no account) sees when they try to act or open a personal tab, in
 * English; visitors.ar.ts must have every key. It loads with the prompt, not the first screen.
 */
export const visitorsEn = {
  join: 'Join Souq',
  login: 'Log in',
  text: 'It takes a minute, and you come back right here.',
  close: 'Close',
  reasons: {
    favourite: 'Join Souq to save this listing',
    chat: 'Join Souq to chat with the seller',
    report: 'Join Souq to report this',
    like: 'Join Souq to like this post',
    share: 'Join Souq to share this post',
    comment: 'Join Souq to comment',
    follow: 'Join Souq to follow this member',
    post: 'Join Souq to share a post',
    sell: 'Join Souq to sell',
    personal: 'Join Souq or log in to see this',
  },
} as const;

export type VisitorsCatalog = typeof visitorsEn;
