/**
 * Ratings after a deal in English: the chat's deal panel, the rating form, and the ratings on a
 * seller's page and listings. Its own namespace (`ratings`), loaded with the marketplace's.
 */
export const ratingsEn = {
  deal: {
    markDone: 'Deal done',
    markDoneHint: 'Did you buy or sell? Mark the deal done, then you can rate each other.',
    marking: 'Marking the deal done…',
    done: 'Deal done',
    doneOn: 'Deal marked done on {{date}}',
  },
  prompt: {
    title: 'Rate {{name}} now',
    text: 'How did the deal go? You have until {{date}}. Your rating shows once you have both rated, or when the time ends.',
  },
  form: {
    label: 'Your rating',
    stars: 'Stars',
    star_one: '{{count, number}} star',
    star_other: '{{count, number}} stars',
    tags: 'What went well',
    comment: 'Comment (optional)',
    commentPlaceholder: 'A few words for other buyers and sellers',
    send: 'Send rating',
    starsRequired: 'Choose from 1 to 5 stars',
  },
  sent: {
    hidden: 'Thank you. Your rating shows once {{name}} rates too, or on {{date}}.',
    shown: 'Thank you. Both ratings now show on your pages.',
    closed: 'The time to rate this deal has ended.',
    theirs: '{{name}} rated you',
  },
  tags: {
    on_time: 'On time',
    as_described: 'As described',
    friendly: 'Friendly',
    good_price: 'Good price',
    quick_replies: 'Quick replies',
    fair_dealing: 'Fair dealing',
  },
  summary: {
    label: 'Rated {{average}} out of 5',
    count_one: '{{count, number}} rating',
    count_other: '{{count, number}} ratings',
    none: 'No ratings yet',
  },
  list: {
    title: 'Ratings',
    empty: 'No ratings yet',
    emptyText: 'Ratings appear here after deals, once both members have rated or 14 days have passed.',
    starsOf: '{{count}} out of 5 stars',
    byBuyer: 'Bought “{{title}}”',
    bySeller: 'Sold “{{title}}”',
    reply: 'Reply from {{name}}',
    writeReply: 'Reply',
    replyLabel: 'Your reply',
    sendReply: 'Send reply',
    cancel: 'Cancel',
    report: 'Report rating',
    reportTitle: 'Report this rating',
    reportText: 'Tell the Souq team what is wrong with this rating.',
    reason: 'Reason',
    reasonPlaceholder: 'What is wrong with it?',
    sendReport: 'Send report',
    reported: 'Thank you: the Souq team will look at this rating.',
    loadMore: 'Show more ratings',
    end: 'That is every rating',
  },
} as const;

export type RatingsCatalog = typeof ratingsEn;
