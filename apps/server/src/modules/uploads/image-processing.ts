import sharp, { type FormatEnum, type Sharp, type SharpOptions } from 'sharp';
import { THUMBNAIL_PX } from '@souq/contract/constants';
import { PHOTO_WIDTHS, type PhotoWidth } from '@souq/contract/photo-variants';

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** sharp's name for the format each allowed image type must decode as. */
const SHARP_FORMAT: Record<ImageContentType, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Twice the console's 100 px thumbnails, so they stay sharp on high-density screens. */
export const THUMBNAIL_MAX_PX = THUMBNAIL_PX * 2;

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'tooManyPixels',
    options?: ErrorOptions,
  ) {
    super(`image rejected: ${reason}`, options);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  /** The picture encoded afresh in its declared format, upright, with no metadata. */
  bytes: Buffer;
  /** A WebP no larger than THUMBNAIL_MAX_PX on either side (the first frame of an animation). */
  thumbnail: Buffer;
}

function encode(pipeline: Sharp, contentType: ImageContentType): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
    case 'image/gif':
      return pipeline.gif();
  }
}

/**
 * Decodes the upload and encodes it again, so that only pixels survive: EXIF (GPS location,
 * camera serials), XMP, comments and anything appended after the image are gone, and the colours
 * are converted to sRGB (the ICC profile is dropped with them). The orientation tag is applied
 * to the pixels first so the picture stays upright without it.
 */
export async function reencodeImage(input: Buffer, contentType: ImageContentType, maxPixels: number): Promise<ProcessedImage> {
  // failOn 'warning': a truncated or corrupt file is refused rather than stored half grey.
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: 'warning', autoOrient: true };
  try {
    const metadata = await sharp(input, options).metadata();
    // The bytes already sniffed as this type; sharp must agree, or a decoder we did not mean
    // to expose (SVG, say) would be reached.
    if (metadata.format !== SHARP_FORMAT[contentType]) throw new ImageRejectedError('unreadable');
    const [bytes, thumbnail] = await Promise.all([
      encode(sharp(input, { ...options, animated: true }), contentType).toBuffer(),
      sharp(input, options).resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    ]);
    return { bytes, thumbnail };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const tooMany = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRejectedError(tooMany ? 'tooManyPixels' : 'unreadable', { cause: error });
  }
}

export interface PhotoVariant {
  width: PhotoWidth;
  bytes: Buffer;
}

/**
 * The photo at each of PHOTO_WIDTHS as WebP, upright and with no metadata (sharp writes none
 * unless asked: no EXIF, no GPS, no ICC profile). A photo narrower than a width is re-encoded at its
 * own width, never enlarged, so every name exists and none costs more than the photo itself.
 * The first frame only: the apps show a moving GIF as it is.
 */
export async function makePhotoVariants(input: Buffer, maxPixels: number, widths: readonly PhotoWidth[] = PHOTO_WIDTHS): Promise<PhotoVariant[]> {
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: 'warning', autoOrient: true };
  return Promise.all(
    widths.map(async (width) => ({
      width,
      // Quality 75 and smart subsampling: at these sizes the difference from 85 is not seen and the
      // file is about a third smaller.
      bytes: await sharp(input, options).resize({ width, withoutEnlargement: true }).webp({ quality: 75, smartSubsample: true }).toBuffer(),
    })),
  );
}
