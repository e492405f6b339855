/**
 * Members' API texts, ours: buying and selling. A listing's own fields keep the
 * console's add-form messages (messages.classified); these are what only the members' side says.
 */
export const memberClassifiedMessages = {
  typeRequired:
    'Choose the kind of listing (type): services, animals-pets, men-clothing, women-clothing, fashion-beauty, food, buy-sell, jobs, property, boat, bike or automotive',
  listingNotFound: 'This listing is not available',
  fieldNotOfType: 'This field does not belong to this kind of listing',
  listingUntyped: 'This listing cannot be edited: its category no longer takes listings',
  searchTooLong: 'The search text can be at most 200 characters',
  priceFilterInvalid: 'price_min and price_max must be amounts from 0, with at most 11 whole digits',
  priceRangeInvalid: 'price_min cannot be more than price_max',
  yearFilterInvalid: 'year_min and year_max must be years from 1950 to next year',
  yearRangeInvalid: 'year_min cannot be more than year_max',
  mileageFilterInvalid: 'mileage_max must be a whole number of kilometres from 0, with at most 7 digits',
  sizeFilterInvalid: 'size_min and size_max must be whole numbers of square metres from 0, with at most 6 digits',
  sizeRangeInvalid: 'size_min cannot be more than size_max',
  sortInvalid: 'sort must be relevance, newest, price_asc or price_desc',
  facetsFlagInvalid: 'facets must be true or false',
  suggestTextInvalid: 'The text to complete can be at most 100 characters',
  ownListingReport: 'You cannot report your own listing',
  renewTooEarly: 'This listing can be renewed in the last 3 days of its lifetime or once it has expired',
  bumpTooSoon: 'A listing can be moved to the top once every 48 hours: next at {time}',
  bumpExpired: 'This listing has expired: renew it to put it back on sale',
  listingSoldNoRenew: 'This listing is sold: it cannot be renewed or moved to the top',
  listingRemovedNoRenew: 'Staff removed this listing: it cannot be renewed or moved to the top',
} as const;
