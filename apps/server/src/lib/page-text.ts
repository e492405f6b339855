/** What the server's own HTML (the post preview, a listing's page, the mails) does to the text it writes. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** An address made absolute against the public URL, or '' for anything but http(s) (a preview must never carry a script address). */
export function absoluteUrl(publicUrl: string, url: string): string {
  try {
    const parsed = new URL(url, `${publicUrl}/`);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}

/** Text on one line, cut to `max` characters with an ellipsis: a preview's title or description. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
