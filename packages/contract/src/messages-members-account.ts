/** Members' API texts, ours: joining, the member's own account, and connections. */
export const memberAccountMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'The name can be at most 100 characters',
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  emailTaken: 'An account with this e-mail address already exists: log in, or reset your password if you forgot it',
  passwordRequired: 'Please choose a password',
  passwordTooShort: 'The password must have at least 10 characters',
  passwordTooCommon: 'This password is too common or too easy to guess: choose a longer one, such as a few unrelated words',
  passwordTooLong: 'The password can be at most 256 characters',
  countryRequired: 'Please choose your country',
  countryInvalid: 'Please choose a country from the list',
  photoInvalid: 'The photo must be an uploaded file or an http(s) address',
  genderInvalid: "gender must be 'male' or 'female'",
  phoneInvalid: 'Please enter a valid phone number (digits, spaces, +, - and brackets, at most 30 characters)',
  tooManyRegistrations: 'Too many sign-ups from this address; please try again later',
  tokenRequired: 'The verification link is incomplete: open the link from the e-mail again',
  tokenInvalid: 'This verification link is invalid, already used or expired: ask for a new one',
  tooManyVerifications: 'Too many attempts; please try again later',
  tooManyVerificationMails: 'We have sent you several links already: please check your inbox, or try again later',
  /**
   * The e-mail sent at registration; `{link}` is filled in. Nothing the registrant typed goes in
   * it: a name such as "Win a prize at http://…" would be a link from Souq's sender to any address.
   */
  verificationMailSubject: 'Confirm your e-mail address for Souq',
  verificationMailText:
    'Hello,\n\nWelcome to Souq. Open this link within 48 hours to confirm your e-mail address:\n{link}\n\nIf you did not sign up for Souq, ignore this e-mail.\n',
  memberNotFound: 'This member was not found',
  cannotFollowSelf: 'You cannot follow yourself',
  cannotBlockSelf: 'You cannot block yourself',
  cannotReportSelf: 'You cannot report yourself',
} as const;
