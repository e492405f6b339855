import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the returned element scrolls into view (a little before it does);
 * the list also shows a button, for keyboards and for browsers without IntersectionObserver.
 */
export function useInfiniteScroll<T extends Element>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
