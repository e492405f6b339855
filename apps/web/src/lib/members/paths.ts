/** The members' web app's hash routes, under /app. */
export const memberPaths = {
  root: '/app',
  login: '/app/login',
  register: '/app/register',
  verifyEmail: '/app/verify-email',
  forgotPassword: '/app/forgot-password',
  appealBlock: '/app/appeal-block',
  decisions: '/app/decisions',
  profile: '/app/profile',
  followers: '/app/profile/followers',
  following: '/app/profile/following',
  blocked: '/app/profile/blocked',
  phone: '/app/profile/phone',
  notificationSettings: '/app/profile/notifications',
  savedSearches: '/app/saved-searches',
  home: '/app/home',
  classifieds: '/app/classifieds',
  sell: '/app/sell',
  chat: '/app/chat',
  notifications: '/app/notifications',
  support: '/app/support',
} as const;

/** A seller's listings on sale and what a buyer judges them by (the marketplace's screens). */
export const sellerPath = (id: string) => `/app/classifieds/sellers/${id}`;

/** Another member's public profile (the social screens). */
export const memberProfilePath = (id: string) => `/app/members/${id}`;

/** A post, opened from anywhere in the app (the social screens own the route). */
export const postPath = (id: string) => `/app/posts/${id}`;

/** A listing's page (the marketplace owns the route); its owner sees it even when disallowed. */
export const listingPath = (id: string) => `/app/classifieds/${id}`;
