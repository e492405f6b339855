/** Members' API texts, ours: offers in chat and the reservation an accepted offer makes. */
export const memberOfferMessages = {
  amountRequired: 'Please enter the amount you offer',
  amountInvalid: 'The amount must be a positive number with at most 3 decimals (for example 450 or 12.750)',
  amountTooLarge: 'The amount is too large',
  reserveDaysInvalid: 'Choose how long to hold the listing: 1 to 7 days',
  reserveDaysRequired: 'Choose how long to hold the listing for the buyer: 1 to 7 days',
  offerNotFound: 'This offer is not available',
  onlyBuyerOffers: "Only the buyer makes the first offer; answer the buyer's offer or counter it",
  notYourTurn: 'This offer is yours: the other side answers it',
  notYourOffer: 'Only the member who made this offer can withdraw it',
  offerClosed: 'This offer has already been answered',
  offerOpen: 'An offer is already open in this conversation: answer it, counter it or withdraw it first',
  listingSold: 'This listing is sold: it takes no more offers',
  listingGone: 'This listing is no longer available',
  reservedForAnother: 'This listing is reserved for another buyer until the reservation ends or the seller releases it',
  notReserved: 'This listing is not reserved',
} as const;
