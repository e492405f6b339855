/**
 * How a post's card shows its time, photos and author, the same whether React draws it
 * (features/members/social) or the preload script paints it before the app's code (first-paint/).
 * Nothing else is imported here: the preload script bundles it.
 */

/** The post's time: `30 Nov 2026, 10:14` / `٣٠‏/١١‏/٢٠٢٦، ١٠:١٤ ص`. */
export const POST_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The `sizes` of a post's photos: the feed's column is at most 680 px wide; two photos a row share it. */
export const postPhotoSizes = (photosShown: number): string => (photosShown === 1 ? '(max-width: 43em) 100vw, 680px' : '(max-width: 43em) 50vw, 340px');

/** The letter an author without a photo is shown by. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase();
