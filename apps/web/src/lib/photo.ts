import { hasPhotoVariants, PHOTO_WIDTHS, photoVariantName } from '@souq/contract/photo-variants';
import { safeMediaUrl } from './safe-url';

export interface PhotoOptions {
  /**
   * How wide the slot is, as the `sizes` attribute reads it (`(max-width: 36em) 50vw, 240px`, `72px`).
   * The browser multiplies it by the screen's pixel density and takes the smallest copy that covers it.
   */
  sizes: string;
  /**
   * Below the fold: loaded when it nears the screen, decoded off the main thread, and sized by its
   * laid-out width (`sizes="auto"`), which no guess in `sizes` can beat. The first photos of a
   * screen are eager, so the largest paint is not held back.
   */
  lazy?: boolean;
}

export interface PhotoProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  loading?: 'lazy' | 'eager';
  decoding: 'async' | 'auto';
}

/**
 * The attributes of an <img> (or Mantine's Image and Avatar image) that show a stored photo: the
 * sized WebP copies the server keeps beside it as a `srcset`, so a phone downloads the copy its slot
 * needs rather than the photo as uploaded. Photos without copies (a GIF, a photo in an S3 bucket, a
 * picked file's preview) keep their own address. Undefined when the address is not a safe one.
 */
export function photoProps(address: string | null | undefined, { sizes, lazy = false }: PhotoOptions): PhotoProps | undefined {
  const src = safeMediaUrl(address);
  if (!src) return undefined;
  const loading = lazy ? { loading: 'lazy' as const, decoding: 'async' as const } : { decoding: 'auto' as const };
  if (!hasPhotoVariants(src)) return { src, ...loading };
  return {
    // Browsers without srcset (none the apps support) get the middle copy, never the original.
    src: photoVariantName(src, 640),
    srcSet: PHOTO_WIDTHS.map((width) => `${photoVariantName(src, width)} ${width}w`).join(', '),
    sizes: lazy ? `auto, ${sizes}` : sizes,
    ...loading,
  };
}

/** A round avatar `px` wide: its photo's attributes for Mantine's Avatar (`imageProps`). */
export function avatarImageProps(address: string | null | undefined, px: number, lazy = true) {
  const props = photoProps(address, { sizes: `${px}px`, lazy });
  return props
    ? { src: props.src, imageProps: { srcSet: props.srcSet, sizes: props.sizes, loading: props.loading, decoding: props.decoding } }
    : { src: undefined };
}
