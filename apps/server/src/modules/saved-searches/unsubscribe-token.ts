import crypto from 'node:crypto';
import { isUuid } from '@souq/contract/common';

/**
 * The signed token of a digest's unsubscribe link: the saved search's id and an HMAC of it, so
 * the link turns that one search's alerts off without signing in, and cannot be made for another.
 */
export function unsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${signature(secret, savedSearchId)}`;
}

/** The saved search a token names, or null when it is not one we signed. */
export function savedSearchOfToken(secret: string, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0 || !isUuid(id)) return null;
  const expected = Buffer.from(signature(secret, id.toLowerCase()));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? id.toLowerCase() : null;
}

function signature(secret: string, id: string): string {
  return crypto.createHmac('sha256', secret).update(`saved-search-unsubscribe\n${id}`).digest('base64url');
}

/** The key unsubscribe links are signed with, the same on every process of one deployment. */
export function unsubscribeSecretOf(
  config: { jwtSecret?: string | undefined; dataDir: string },
  persistent: (dataDir: string, name: string) => string,
): string {
  return `${config.jwtSecret ?? persistent(config.dataDir, 'jwt')}:saved-search-unsubscribe`;
}
