/**
 * An @mention in a member's text: `@` at a word's start (not an e-mail address's) and a name of
 * letters, digits, `_`, `.` or `-`. Captured, so `text.split(MENTION)` puts the mentions at the odd
 * places.
 */
export const MENTION = /((?<=^|[\s(])@[\p{L}\p{N}_.-]+)/u;
