/** The members' web app's hash routes (issue 19), under /app. */
export const memberPaths = {
  root: '/app',
  login: '/app/login',
  register: '/app/register',
  verifyEmail: '/app/verify-email',
  forgotPassword: '/app/forgot-password',
  profile: '/app/profile',
  home: '/app/home',
  classifieds: '/app/classifieds',
  sell: '/app/sell',
  chat: '/app/chat',
} as const;
