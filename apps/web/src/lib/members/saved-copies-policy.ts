/**
 * What the members' service worker keeps for reading offline, and how much. The build
 * (service-worker.ts beside vite.config.ts) strips this file's types and puts it in front of
 * service-worker/sw.js, so it imports nothing and declares only functions and constants; the
 * app imports it too, for the header that marks a saved copy and the caches' common prefix.
 */

/** Every saved-copies cache starts so; one per login (its bearer token's hash). */
export const SAVED_COPIES_PREFIX = 'souq-saved-';

/** On a stored copy: when it was saved (milliseconds since 1970). The network's answers never carry it. */
export const SAVED_AT_HEADER = 'x-souq-saved-at';

/** On a stored copy: its body's size in bytes, for the cap. */
export const SAVED_BYTES_HEADER = 'x-souq-saved-bytes';

/**
 * The cap of one login's copies: a phone's storage is shared with everything else, and the
 * oldest copies are the least likely to be read again.
 */
export const SAVED_COPIES_CAP = { entries: 400, bytes: 25 * 1024 * 1024 } as const;

/** The members' reads kept offline: Home's feed and stories, listings, favourites, chats, my listings. */
const SAVED_API_PATHS: readonly RegExp[] = [
  /^\/api\/v1\/feed$/,
  /^\/api\/v1\/stories$/,
  /^\/api\/v1\/classifieds$/,
  /^\/api\/v1\/classifieds\/[^/]+$/,
  /^\/api\/v1\/me\/favourites$/,
  /^\/api\/v1\/me\/classifieds$/,
  /^\/api\/v1\/conversations$/,
  /^\/api\/v1\/conversations\/[^/]+\/messages$/,
  // The categories the listings' screens name their filters and listings with.
  /^\/api\/category\/get-categories$/,
];

/** Whether a GET of the members' API at this path is kept for reading offline. */
export function isSavedApiPath(pathname: string): boolean {
  // The suggestions under /classifieds/suggest change with every key typed: not worth a copy.
  if (pathname === '/api/v1/classifieds/suggest') return false;
  return SAVED_API_PATHS.some((pattern) => pattern.test(pathname));
}

/** Whether a photo at this path is kept (the server's own uploads, within the same cap). */
export function isSavedMediaPath(pathname: string): boolean {
  return pathname.startsWith('/uploads/');
}

/** The cache of one login's copies, named by a hash of its bearer token (hex), never the token. */
export function savedCopiesCacheName(tokenHash: string): string {
  return `${SAVED_COPIES_PREFIX}${tokenHash.slice(0, 32)}`;
}

/** The Authorization header's bearer token, or null. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export interface SavedEntry {
  url: string;
  savedAt: number;
  bytes: number;
}

/**
 * The copies to delete so that the rest fit the cap: the oldest first, until both the count
 * and the bytes are within it. The newest copy, just saved, goes only if it alone is too big.
 */
export function entriesToEvict(entries: readonly SavedEntry[], cap: { entries: number; bytes: number } = SAVED_COPIES_CAP): string[] {
  const oldestFirst = [...entries].sort((a, b) => a.savedAt - b.savedAt);
  let count = oldestFirst.length;
  let bytes = oldestFirst.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of oldestFirst) {
    if (count <= cap.entries && bytes <= cap.bytes) break;
    evicted.push(entry.url);
    count -= 1;
    bytes -= entry.bytes;
  }
  return evicted;
}

/** When a stored copy says it was saved; null on the network's answers. */
export function savedAtOf(headers: Pick<Headers, 'get'>): number | null {
  const value = Number(headers.get(SAVED_AT_HEADER));
  return headers.get(SAVED_AT_HEADER) !== null && Number.isFinite(value) && value > 0 ? value : null;
}
