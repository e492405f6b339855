/**
 * The ILIKE pattern for "contains this text": the user's %, _ and \ match themselves.
 * Queries must compare the same expression their trigram index is built on.
 */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The user's text with LIKE's wildcards (%, _ and the backslash) matching themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
