import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useMarketText } from '@/i18n/members/market';
import { hasPhotoVariants, PHOTO_WIDTHS, photoVariantName } from '@souq/contract/photo-variants';
import { safeMediaUrl } from '@/lib/safe-url';

/**
 * The copy of a stored photo the viewer shows: the largest sized copy (1280 px covers a phone's
 * screen at three device pixels per CSS pixel), never the photo as uploaded, which can be many
 * megabytes on a slow network. Kept here rather than in the photo helper, which every route's
 * entry carries.
 */
function fullScreenPhoto(address: string): string | undefined {
  const src = safeMediaUrl(address);
  if (!src) return undefined;
  return hasPhotoVariants(src) ? photoVariantName(src, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1280) : src;
}

export interface ListingPhotoViewerProps {
  /** The listing's photo addresses, in the gallery's order. */
  photos: readonly string[];
  /** The photo shown first. */
  index: number;
  onClose: () => void;
  /** The photo now shown, so the page's gallery follows what was swiped to. */
  onView: (index: number) => void;
}

/**
 * A listing's photos full screen: swipe (mirrored right to left), pinch or double-tap to zoom,
 * arrow keys and Escape on a keyboard, and the position in the reader's digits. Loaded only when a
 * buyer opens a photo, so no listing page pays for it up front.
 */
export function ListingPhotoViewer({ photos, index, onClose, onView }: ListingPhotoViewerProps) {
  const t = useMarketText();
  const slides = photos.flatMap((url, i) => {
    const src = fullScreenPhoto(url);
    return src ? [{ src, alt: t('listing.photo', { number: i + 1, count: photos.length }) }] : [];
  });
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      // The 1280 px copy fills a phone at its own resolution: allow three times that, as a buyer
      // zooms in on a scratch or a label, rather than stop at the copy's pixels.
      zoom={{ maxZoomPixelRatio: 3 }}
      carousel={{ finite: true }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => onView(shown) }}
      labels={{
        Lightbox: t('listing.viewer.title'),
        'Photo gallery': t('listing.viewer.carousel'),
        Carousel: t('listing.viewer.carousel'),
        Slide: t('listing.viewer.slide'),
        '{index} of {total}': t('listing.viewer.slideOf'),
        Previous: t('listing.viewer.previous'),
        Next: t('listing.viewer.next'),
        Close: t('listing.viewer.close'),
        'Zoom in': t('listing.viewer.zoomIn'),
        'Zoom out': t('listing.viewer.zoomOut'),
      }}
      render={{
        controls: () => (slides.length > 1 ? <ViewerCounter number={index + 1} count={slides.length} /> : null),
      }}
    />
  );
}

function ViewerCounter({ number, count }: { number: number; count: number }) {
  const t = useMarketText();
  return (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        insetBlockStart: 12,
        insetInlineStart: 16,
        color: '#fff',
        fontWeight: 600,
        padding: '4px 10px',
        borderRadius: 999,
        background: 'rgba(0, 0, 0, 0.55)',
      }}
    >
      {t('listing.viewer.counter', { number, count })}
    </div>
  );
}
