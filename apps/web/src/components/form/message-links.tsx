import type { ReactNode } from 'react';

/**
 * How a server message names a listing: its title in quotes, then its address in brackets
 * (`“Gulf Road flat” (/l/<id>/<slug>)`), readable as plain text by the mobile apps.
 */
const NAMED_LISTING = /([“«])([^”»]+)([”»]) \((\/l\/[^\s()]+)\)/g;

/**
 * A message with each listing it names made a link on its title, the bracketed address dropped:
 * a member reads "You already have “Gulf Road flat” on sale" and can open it, not a raw path.
 * The title may be in another script than the message, hence its own direction.
 */
export function withListingLinks(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(NAMED_LISTING)) {
    const [whole, open, title, close, path] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={path} dir="auto" style={{ color: 'inherit', textDecoration: 'underline' }}>
        {open}
        {title}
        {close}
      </a>,
    );
    last = match.index + whole.length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts;
}
