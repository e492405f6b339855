import { useState } from 'react';
import { THUMBNAIL_PX } from '@souq/contract/constants';
import { fillTemplate } from '@souq/contract/fill-template';
import placeholderUrl from '@/assets/placeholder.svg';
import { messages } from '@/i18n/console/messages';
import { photoProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';

export interface ThumbnailProps {
  src: string | null | undefined;
  alt: string;
  /** Width and height in px (the spec's 100x100 by default). */
  size?: number;
  /**
   * Where staff judge a photo (a detail or the moderation queue): the thumbnail opens the photo as
   * it was uploaded in a new tab, since the small copy can hide what is being judged.
   */
  linkOriginal?: boolean;
}

/** A square image that falls back to the default placeholder when missing or broken. */
export function Thumbnail({ src, alt, size = THUMBNAIL_PX, linkOriginal = false }: ThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safeSrc = safeMediaUrl(src);
  const broken = !safeSrc || failedSrc === safeSrc;
  const image = (
    <img
      {...(broken ? { src: placeholderUrl } : photoProps(safeSrc, { sizes: `${size}px`, lazy: true }))}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-broken={broken || undefined}
      onError={() => {
        if (safeSrc && !broken) setFailedSrc(safeSrc);
      }}
      style={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 8,
        background: 'var(--mantine-color-gray-1)',
        border: '1px solid var(--mantine-color-gray-3)',
        display: 'block',
      }}
    />
  );
  if (!linkOriginal || broken) return image;
  return (
    <a
      href={safeSrc}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fillTemplate(messages.console.image.original, { name: alt })}
      style={{ display: 'inline-block' }}
    >
      {image}
    </a>
  );
}
