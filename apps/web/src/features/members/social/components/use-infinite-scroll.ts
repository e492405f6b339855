import { useEffect, useRef, useState } from 'react';

/**
 * Loads the next page when the element given the returned ref scrolls into view (a little before
 * it does); the list also shows a button, for keyboards and for browsers without
 * IntersectionObserver. A callback ref, so that an element mounted after the list (once its last
 * cards have rendered) is watched too.
 */
export function useInfiniteScroll<T extends Element>(loadMore: () => void, enabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
