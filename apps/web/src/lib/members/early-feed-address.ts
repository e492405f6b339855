/**
 * Home's first call as index.html's inline script starts it, before any of the app's code has run:
 * the address of the feed's first page and the name of the window property it leaves the answer
 * under. The inline script writes both out (a page's script cannot import); the build
 * (first-screen-preload.ts) fails when it differs from these. Nothing else is imported here, since
 * the build reads it too.
 */
export const EARLY_FEED = {
  /** GET memberFeedRoute's first page, as feedQuery asks for it (no cursor). */
  path: '/api/v1/feed',
  limit: 10,
  property: 'souqEarlyFeed',
} as const;
