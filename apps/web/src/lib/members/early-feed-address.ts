/**
 * Home's first call as the first screens' preload script starts it (apps/web/first-screen-preload.ts),
 * before any of the app's code has run: the address of the feed's first page and the name of the
 * window property it leaves the answer under. One place for both sides; nothing else is imported
 * here, since the build reads it too.
 */
export const EARLY_FEED = {
  /** GET memberFeedRoute's first page, as feedQuery asks for it (no cursor). */
  path: '/api/v1/feed',
  limit: 10,
  property: 'souqEarlyFeed',
} as const;
