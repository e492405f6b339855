/**
 * The member's connection lists in English: followers, following and blocked members.
 * A namespace of its own (`account`), loaded with those screens, so the members' first screen
 * does not carry it. account.ar.ts must have every key.
 */
export const accountEn = {
  connections: {
    followersTitle: 'Your followers',
    followingTitle: 'Members you follow',
    blockedTitle: 'Blocked members',
    back: 'Back to my profile',
    followersEmpty: 'No one follows you yet',
    followersEmptyText: 'When members follow you, they appear here.',
    followingEmpty: 'You do not follow anyone yet',
    followingEmptyText: 'Open a member’s profile and tap Follow to see their posts in your feed.',
    blockedEmpty: 'You have not blocked anyone',
    blockedEmptyText: 'You and a member you block stop seeing each other. You can block someone from their profile.',
    since: 'Since {{date}}',
    blockedOn: 'Blocked on {{date}}',
    unblock: 'Unblock',
    unblockName: 'Unblock {{name}}',
    unblocked: '{{name}} is unblocked. Earlier follows do not come back.',
    loadMore: 'Show more',
    end: 'That is everyone',
  },
} as const;

export type AccountCatalog = typeof accountEn;
