/** The members' notifications inbox in English; inbox.ar.ts must have every key. */
export const inboxEn = {
  title: 'Notifications',
  intro: 'Messages from the Souq team. New ones appear here as soon as they are sent.',
  emptyTitle: 'No notifications yet',
  emptyText: 'When the Souq team sends you a message, it appears here straight away.',
  loadMore: 'Show older notifications',
  end: 'That is all your notifications',
  new: 'New',
  arrived: 'New notification: {{title}}',
  list: 'Your notifications',
} as const;

export type InboxCatalog = typeof inboxEn;
