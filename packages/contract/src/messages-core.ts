/**
 * The texts any screen may show before the rest of the catalog (messages.ts, which composes
 * these): the login check's, a session's end, and the generic failures every call can answer
 * with. Apart so that the web app's first download (its API client, the root error page, the
 * log-in pages) carries these and not the whole catalog.
 */

/** The log-in form's and the login call's texts (the console's and the members' log-in pages check them without zod). */
export const loginMessages = {
  emptyUsername: 'Enter eamil or password', // (sic)
  emptyPassword: 'Enter password',
  notStaff: "Your're not a admin or dataentry", // (sic)
  noStorage: 'Update browser',
  // ours
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many login attempts, please try again later',
  accountBlocked: 'This account is blocked',
} as const;

/** A session's end or refusal. */
export const sessionMessages = {
  notAuthorized: 'Not authorized, login again',
  notAuthorizedAlt: 'not authorized login again',
  notLoggedIn: 'user not logged in',
  notLoggedInAlt: 'User not logged in',
  updateBrowser: 'update browser',
  // ours
  forbidden: 'You do not have permission to do this',
  loggedOut: 'Signed out',
  loggedOutEverywhere: 'Signed out everywhere: every session of this account has ended',
} as const;

/** Texts any call can answer with. */
export const genericMessages = {
  somethingWentWrong: 'some thing went wrong', // (sic)
  somethingWentWrongAlt: 'something went wrong',
  networkError: 'Network error',
  updateSuccess: 'Update Success',
  dataAdded: 'Data added successfully!',
  // ours
  invalidJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request is too large',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests, please try again later',
  internal: 'Something went wrong on our side. Please try again.',
  invalidInput: 'Invalid input',
  /** A write the app refused to queue because the device had no network (the apps' own text). */
  offlineNotSent: "You're offline: this was not sent",
  nulCharacter: 'Text must not contain the NUL character (\\u0000)',
  invalidUnicode: 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not)',
  invalidValue: 'A value in the request is not valid here',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  linkTooLong: 'The link is too long',
} as const;
