/** The members' activity inbox in English; inbox.ar.ts must have every key. */
export const inboxEn = {
  title: 'Notifications',
  intro: 'Follows, likes, comments, replies and mentions, decisions of the Souq team on your content, and its messages.',
  emptyTitle: 'No notifications yet',
  emptyText: 'When someone follows you, likes or comments on your posts or mentions you, you will see it here straight away.',
  loadMore: 'Show older notifications',
  end: 'That is all your notifications',
  unread: 'Unread',
  arrived: 'New notification',
  list: 'Your notifications',
  /** Who did it: the newest member's name, and how many others did the same (`count`). */
  others_one: '{{name}} and {{count, number}} other',
  others_other: '{{name}} and {{count, number}} others',
  kinds: {
    follow: '{{who}} started following you',
    like: '{{who}} liked your post',
    comment: '{{who}} commented on your post',
    reply: '{{who}} replied to your comment',
    mention: '{{who}} mentioned you',
    rating: '{{who}} rated you after your deal',
  },
  postHidden: 'Your post was hidden by the Souq team',
  postHiddenBecause: 'Your post was hidden: {{reason}}',
  listingDisallowed: 'Your listing was disallowed by the Souq team',
  listingDisallowedBecause: 'Your listing was disallowed: {{reason}}',
  settings: 'Notification settings',
} as const;

export type InboxCatalog = typeof inboxEn;
