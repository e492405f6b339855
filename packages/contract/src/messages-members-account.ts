/** Members' API texts (issue 18), ours: joining, the member's own account, and connections. */
export const memberAccountMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'The name can be at most 100 characters',
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  emailTaken: 'An account with this e-mail address already exists: log in, or reset your password if you forgot it',
  passwordRequired: 'Please choose a password',
  passwordTooShort: 'The password must have at least 8 characters',
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
  /** The e-mail sent at registration; `{name}` and `{link}` are filled in. */
  verificationMailSubject: 'Confirm your e-mail address for Souq',
  verificationMailText:
    'Hello {name},\n\nWelcome to Souq. Open this link within 48 hours to confirm your e-mail address:\n{link}\n\nIf you did not sign up for Souq, ignore this e-mail.\n',
  memberNotFound: 'This member was not found',
  cannotFollowSelf: 'You cannot follow yourself',
  cannotBlockSelf: 'You cannot block yourself',
  cannotReportSelf: 'You cannot report yourself',
} as const;
