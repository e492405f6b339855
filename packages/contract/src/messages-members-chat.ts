/** Members' API texts, ours: conversations between buyers and sellers, and live events. */
export const memberChatMessages = {
  classifiedRequired: 'Please choose the listing you are asking about',
  classifiedNotFound: 'This listing is not available',
  ownListing: 'This is your own listing: you cannot start a conversation about it',
  conversationNotFound: 'This conversation is not available',
  bodyRequired: 'Please write a message',
  bodyTooLong: 'A message can be at most 2000 characters',
  /** Push to the recipient's devices: `{name}` is the sender. */
  pushMessageTitle: 'New message from {name}',
  /** Push to the followed member's devices: `{name}` is the new follower. */
  pushFollowTitle: 'New follower',
  pushFollowBody: '{name} started following you',
  /** The live event stream refused: too many are open from the caller's address. */
  tooManyStreamsFromAddress: 'Too many live connections from your network; please try again in a moment',
  /** The live event stream refused: the server holds as many as it can. */
  streamsBusy: 'Live updates are busy right now; please try again in a moment',
  /** Who caused an event, when their name is not known. */
  someone: 'Someone',
} as const;
