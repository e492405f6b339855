/**
 * A listing's address on the web: `/l/<id>/<slug>`, a page the server answers as HTML (title,
 * price, photos, Open Graph and schema.org tags) that chat apps, search engines and visitors
 * without the app can read, and that hands over to the members' app in a browser. The slug is
 * for people and search engines only: the id alone finds the listing, so an old slug after a new
 * title still works.
 */

/** The most characters of the title a slug keeps (a whole word less when cut). */
const SLUG_MAX = 60;

/** The title's letters and digits in any script (Arabic stays Arabic), lower case, words joined by '-'. */
export function listingSlug(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, SLUG_MAX);
}

/** The path of a listing's page, its slug percent-encoded (an Arabic title makes an Arabic slug). */
export function listingPath(id: string, title: string): string {
  const slug = listingSlug(title);
  return `/l/${encodeURIComponent(id)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}

/** The listing's page at the address people reach (PUBLIC_URL on the server, the page's origin in the app). */
export function listingUrl(origin: string, id: string, title: string): string {
  return `${origin.replace(/\/+$/, '')}${listingPath(id, title)}`;
}
