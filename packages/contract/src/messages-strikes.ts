/**
 * Strikes (a staff decision on a member's content or account, with its reason) and the one
 * appeal a member may make against each: the API's answers. Every text here is ours.
 */
export const strikeApiMessages = {
  reasonInvalid: 'Choose a reason: spam, scam, prohibited item, offensive, wrong category or other',
  noteTooLong: 'The note must have at most 1000 characters',
  notFound: 'This decision was not found',
  undoTooLate: 'Too late to undo: the decision stands. Reverse it from the record instead.',
  alreadyUndone: 'This decision has already been undone',
  undoNotYours: 'Only the staff member who made this decision can undo it',
  appealTextRequired: 'Please say why you think this decision was wrong',
  appealTextTooLong: 'An appeal can be at most 2000 characters',
  appealedAlready: 'You have already appealed this decision; each decision can be appealed once',
  appealTooLate: 'An appeal must be made within 14 days of the decision; this one can no longer be appealed',
  appealNotOpen: 'This decision cannot be appealed',
  appealTokenInvalid: 'This appeal link is invalid or has expired',
  appealNotPending: 'This appeal has already been decided',
  outcomeInvalid: "outcome must be 'uphold' or 'overturn'",
  strikeIdRequired: 'strike_id is required',
  userIdRequired: 'user_id is required',
  appealed: 'Your appeal has been sent; staff will review it',
  undone: 'Undone',
} as const;
