/**
 * The posts' and passwords' sections of the catalog, apart so that the route schemas the members'
 * Home waits for (posts.ts, auth.ts) do not bring the whole catalog (messages.ts composes them).
 */
export const postMessages = {
  deleteFailed: 'Failed to delete post: ',
  unknownError: 'Unknown error',
  videoUnsupported: 'Your browser does not support the video tag.',
  // ours
  notFound: 'Post not found',
  storyNotFound: 'Story not found',
  storyUserMissing: 'User not found',
  idRequired: 'post_id is required',
  activeInvalid: 'active must be true or false',
  deleted: 'Post deleted',
  storyIdRequired: 'story_id is required',
} as const;

export const passwordMessages = {
  oldRequired: 'old password is required',
  newRequired: 'new password is required',
  confirmRequired: 'confim password is required', // (sic)
  mismatch: 'Enterted new password not matching', // (sic)
  updated: 'Update password success',
  resetMismatch: 'Password mismatch',
  resetDone: 'password changed successfully',
  // ours
  oldIncorrect: 'The old password is not correct',
  tooShort: 'The new password must have at least 10 characters',
  tooCommon: 'This password is too common or too easy to guess: choose a longer one, such as a few unrelated words',
  tokenInvalid: 'This reset link is invalid or has expired',
  loginOnMobile: 'Please log in on your mobile app with the new password.',
  tooManyWrongOld: 'Too many wrong passwords: you have been signed out. Log in again to continue.',
} as const;
