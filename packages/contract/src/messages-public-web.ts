/** The public pages. */
export const publicWebMessages = {
  headline: 'Post. Connect. Buy. Sell!',
  // ours
  description:
    'Souq is the marketplace in your pocket: share posts and stories with friends, and buy or sell cars, homes, jobs and everything else in your neighbourhood.',
  getApp: 'Get the app',
  android: 'Get it on Google Play',
  ios: 'Download on the App Store',
  // ours: the members' web app at #/app
  openWeb: 'Open Souq on the web',
  privacyTitle: 'Privacy & Policy',
  privacy:
    'Your data is kept confidential. We never share your personal information with anyone without your consent, and you can ask us to delete your account at any time.',
  aboutTitle: 'About Us',
  about: 'Souq connects people who want to post, connect, buy and sell, with listings in Arabic and English across the region.',
  contactTitle: 'Contact Us',
  contact: 'Write to us at ',
  attribution: 'Icons by Tabler Icons (MIT licence).',
  postNotFoundTitle: 'This post is not available',
  postNotFound: 'It may have been removed, hidden, or the link is wrong.',
  openInApp: 'Open Souq in the app',
  reel: 'Reel',
  home: 'Souq home',
  // ours: the public pages' language switch (it names the other language: console.shell.otherLanguageName)
  languageTitle: 'Show this page in Arabic',
  reset: {
    title: 'Reset Password',
    password: 'password',
    confirm: 'confirm password',
    submit: 'Reset Password',
    missingToken: 'This reset link is incomplete. Open the link from the e-mail again.',
  },
} as const;
