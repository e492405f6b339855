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
  phone: {
    title: 'My mobile phone',
    back: 'Back to my profile',
    intro:
      'We text a {{length, number}}-digit code to your mobile to confirm it is yours. Once verified, buyers can call you or message you on WhatsApp from your listings.',
    number: 'Mobile number',
    numberHelp: '{{digits, number}} digits in Kuwait, or + and the country code',
    send: 'Send the code',
    sentTo: 'We sent a {{length, number}}-digit code to <phone>{{phone}}</phone>. It works for {{minutes, number}} minutes.',
    code: 'The {{length, number}}-digit code',
    confirm: 'Confirm',
    resend: 'Send a new code',
    change: 'Use another number',
    verified: 'Verified',
    verifiedText: 'Your mobile number <phone>{{phone}}</phone> is verified.',
    unverifiedText: 'Your mobile number <phone>{{phone}}</phone> is not verified yet.',
    justVerified: 'Your mobile number is verified.',
    show: 'Show my number on my listings',
    showHelp: 'Buyers see Call and WhatsApp buttons on your listings. Turn this off to hide your number; chat stays open.',
    shown: 'Your number is shown on your listings.',
    hidden: 'Your number is hidden from your listings.',
  },
  notificationSettings: {
    title: 'Notification settings',
    back: 'Back to my profile',
    intro: 'Choose what you are told about, and how. Decisions of the Souq team on your content always reach your inbox.',
    kinds: {
      follow: 'New followers',
      like: 'Likes on your posts',
      comment: 'Comments on your posts',
      reply: 'Replies to your comments',
      mention: 'Mentions of you',
      moderation: 'Decisions on your content',
      saved_search: 'New listings for your saved searches',
      price_drop: 'Price drops of your favourites',
      favourite_sold: 'Your favourites being sold',
      rating: 'Ratings of you after a deal',
    },
    channels: {
      inApp: 'In the app',
      push: 'Push',
      email: 'E-mail',
    },
    toggle: '{{kind}}: {{channel}}',
    always: 'Always',
    saved: 'Saved.',
  },
} as const;

export type AccountCatalog = typeof accountEn;
