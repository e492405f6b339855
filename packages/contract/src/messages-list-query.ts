/**
 * The API's answers to a console list's sort, filter and count parameters. None of
 * them is in the specification: all ours.
 */
export const listQueryMessages = {
  // ours
  sortInvalid: 'sort must be one of the columns this list can be sorted by',
  orderInvalid: "order must be 'asc' or 'desc'",
  withTotalInvalid: 'withTotal must be true or false',
  booleanFilterInvalid: 'This filter must be true or false',
  dateInvalid: 'A date must be written YYYY-MM-DD',
  dateRangeInvalid: 'The end date must not be before the start date',
  priceInvalid: 'A price must be a number from 0',
  priceRangeInvalid: 'The highest price must not be below the lowest',
  statusInvalid: "status must be 'active' or 'pending'",
  countryInvalid: 'country_id must be a two-letter country code',
} as const;
