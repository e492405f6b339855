/**
 * The ILIKE pattern for "contains this text": the user's %, _ and \ match themselves.
 * Queries must compare the same expression their trigram index is built on.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
