/**
 * The console's frame (header, navigation, close buttons, the page that failed to load), the
 * `console.shell` section of the catalog: in a file of their own so that the first download of
 * every page (the theme, the root error page) carries these and not the whole catalog.
 */
export const consoleFrameMessages = {
  logout: 'Logout',
  close: 'Close', // ours
  navigation: 'Main navigation', // ours
  toggleNavigation: 'Toggle navigation', // ours
  groups: { posts: 'Posts', classifieds: 'Classifieds', region: 'Region', settings: 'Settings' },
  classifiedEntry: 'Classified ', // followed by the category name
  links: {
    // ours: the spec names the pages, not their link labels (except App Setting)
    dashboard: 'Dashboard',
    userslist: 'Users',
    posts: 'Posts',
    stories: 'Stories',
    classifieds: 'Add / manage categories',
    subCategories: 'Sub categories list',
    countries: 'Countries',
    districts: 'Districts',
    areas: 'Areas',
    banners: 'Banners',
    settings: 'App Setting',
    changePassword: 'Change password',
    reportedUsers: 'Reported users',
    contactform: 'Contact forms',
    notifications: 'Notifications',
    tickets: 'Tickets',
    auditLog: 'Audit log', // ours
  },
  // ours
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  forbiddenTitle: 'Not allowed',
  forbiddenText: 'Your role cannot open this page.',
  toDashboard: 'Go to the dashboard',
  toConsole: 'Go to the staff console',
  loadFailed: 'This page could not be loaded.',
  reload: 'Reload',
  categoriesLoading: 'Loading categories',
  /**
   * The header's language switch names the other language in that language (people look for
   * their own): `otherLanguage` is its code, `otherLanguageName` its name, both translated to
   * 'en'/'English' in the Arabic catalog.
   */
  otherLanguage: 'ar',
  otherLanguageName: 'العربية',
  languageTitle: 'Show the console in Arabic',
} as const;
