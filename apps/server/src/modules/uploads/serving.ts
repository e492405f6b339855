/** Names the upload route serves: media of the allowed types and their thumbnails. */
export const SERVED_NAME = /^[\w/.-]+\.(jpg|png|webp|gif|mp4|mov|webm)$/;

const IMAGE_NAME = /\.(jpg|png|webp|gif)$/;

/**
 * Headers for a stored upload. Pictures are shown inline; anything else is an attachment, so a
 * browser that opens it directly saves it instead of rendering it (a `<video>` element plays it
 * all the same). Neither names a file: the client's name never reaches storage. `nosniff` keeps
 * the type the extension gave, and the sandbox policy (GitHub's for raw files) means a file read
 * as a page anyway runs no script and reaches nothing.
 */
export function servingHeaders(filePath: string): Record<string, string> {
  return {
    'Content-Disposition': IMAGE_NAME.test(filePath) ? 'inline' : 'attachment',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}
