/**
 * Addresses from the server (banner links, store links, uploaded media) end up in href and src
 * attributes, where React escapes the quotes but not the scheme: `javascript:` in an href runs
 * when clicked. These helpers let only plain web addresses through; anything else becomes
 * undefined, which leaves the attribute out.
 */

function parse(value: string | null | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    // Resolved as the browser would: relative paths such as /uploads/... are same-origin.
    return new URL(value, window.location.href);
  } catch {
    return undefined;
  }
}

/** For links people click: absolute or relative http(s) only. */
export function safeLinkUrl(value: string | null | undefined): string | undefined {
  const url = parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? (value ?? undefined) : undefined;
}

/** For images and video: http(s), plus the blob: previews the console makes of chosen files. */
export function safeMediaUrl(value: string | null | undefined): string | undefined {
  const url = parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'blob:') ? (value ?? undefined) : undefined;
}
