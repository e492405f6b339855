import { useState } from 'react';
import { THUMBNAIL_PX } from '@souq/contract/constants';
import placeholderUrl from '@/assets/placeholder.svg';
import { safeMediaUrl } from '@/lib/safe-url';

export interface ThumbnailProps {
  src: string | null | undefined;
  alt: string;
  /** Width and height in px (the spec's 100x100 by default). */
  size?: number;
}

/** A square image that falls back to the default placeholder when missing or broken. */
export function Thumbnail({ src, alt, size = THUMBNAIL_PX }: ThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safeSrc = safeMediaUrl(src);
  const broken = !safeSrc || failedSrc === safeSrc;
  return (
    <img
      src={broken ? placeholderUrl : safeSrc}
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
}
