/** Members' API texts, ours: the activity inbox and its settings. */
export const memberActivityMessages = {
  idsInvalid: 'Say which notifications to mark read: their ids, or all',
  tooManyIds: 'At most 100 notifications can be marked at once',
  notificationNotFound: 'This notification is not available',
  settingsInvalid: 'These notification settings are not valid',
  staffDecisionsStay: 'Decisions of the Souq team on your content always reach your inbox',
  staffDecisionsMailed: 'Decisions of the Souq team on your content are always e-mailed to you',
  /** A switch asked for a kind on a channel that never carries it (likes by push, follows by e-mail). */
  channelNotUsed: 'Souq does not send these notifications that way, so they cannot be turned on',
  /** Push to the post's author: `{name}` commented on it. */
  pushCommentTitle: 'New comment',
  pushCommentBody: '{name} commented on your post',
  /** Push to the author of the comment answered: `{name}` replied to it. */
  pushReplyTitle: 'New reply',
  pushReplyBody: '{name} replied to your comment',
  /** Push to a member named in a post or comment. */
  pushMentionTitle: 'You were mentioned',
  pushMentionBody: '{name} mentioned you',
  /** Push to a rated member once the rating shows on their page. */
  pushRatingTitle: 'New rating',
  pushRatingBody: '{name} rated you',
  /** Push to the owner of hidden or disallowed content. */
  pushDecisionTitle: 'A decision on your content',
  pushPostHidden: 'Your post was hidden by the Souq team',
  pushListingDisallowed: 'Your listing was disallowed by the Souq team',
  pushPostDeleted: 'Your post was deleted by the Souq team',
  pushAppealUpheld: 'Your appeal was reviewed: the decision stands',
  pushAppealOverturned: 'Your appeal was accepted: the decision was reversed',
} as const;
