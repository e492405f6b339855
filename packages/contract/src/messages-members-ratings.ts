/** Members' API texts, ours: deals closed in chat and the ratings that follow them. */
export const memberRatingMessages = {
  dealNotFound: 'This deal is not available',
  dealExists: 'This deal is already marked done',
  listingGone: 'This listing is no longer available',
  starsInvalid: 'Choose from 1 to 5 stars',
  commentTooLong: 'A comment can be at most 500 characters',
  tagInvalid: 'Choose tags from the list',
  tooManyTags: 'Choose at most 4 tags',
  windowClosed: 'The 14 days to rate this deal have ended',
  alreadyRated: 'You have already rated this deal',
  ratingNotFound: 'This rating is not available',
  replyRequired: 'Please write your reply',
  replyTooLong: 'A reply can be at most 500 characters',
  notYourRating: 'Only the member who was rated can reply',
  alreadyReplied: 'You have already replied to this rating',
  ownRating: 'You cannot report your own rating',
  alreadyRemoved: 'This rating has already been removed',
} as const;
