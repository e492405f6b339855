/**
 * Sized copies of a stored photo, made by the server beside the photo itself: the apps ask for the
 * one their slot needs instead of the photo as uploaded. The names are derived from the photo's own
 * address, so nothing about them is stored on a record.
 */

/** The widths, in pixels, each photo is stored at (never wider than the photo itself). */
// 160 serves avatars and small thumbnails (40 px at three device pixels per CSS pixel); each width
// doubles the last, so the copy a browser picks is never more than twice what its slot needs.
export const PHOTO_WIDTHS = [160, 320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Where the server serves the files it stores (local uploads). */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** The name of one sized copy: the photo's key or address, its width, WebP. */
export function photoVariantName(photo: string, width: PhotoWidth): string {
  return `${photo}.w${width}.webp`;
}

/** A sized copy's name: the photo it was made of and its width. */
export const PHOTO_VARIANT_NAME = /^(.+\.(?:jpg|png|webp))\.w(160|320|640|1280)\.webp$/;

/**
 * Whether the server keeps sized copies of the photo at this address: a still photo (a GIF may move,
 * so it is shown as it is) stored by this server. Photos in an S3 bucket are served by the bucket,
 * as uploaded.
 */
export function hasPhotoVariants(address: string): boolean {
  return (
    address.startsWith(LOCAL_UPLOADS_PREFIX) &&
    /^\/uploads\/[\w/.-]+\.(?:jpg|png|webp)$/.test(address) &&
    !address.includes('..') &&
    !PHOTO_VARIANT_NAME.test(address) &&
    !address.endsWith('.thumb.webp')
  );
}
