import { useEffect, useRef } from 'react';
import { Button, Center, Text } from '@mantine/core';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /** The button's text (keyboard and screen reader users, and browsers without IntersectionObserver). */
  label: string;
  /** Said once every page is in. */
  endText?: string;
}

/**
 * Infinite scroll on an API cursor: the next page loads as this comes into view, and the button
 * does the same for a keyboard or when the observer is not there.
 */
export function LoadMore({ hasMore, loading, onLoad, label, endText }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoad });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoad };
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoad: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Center ref={ref} py="md">
      {hasMore ? (
        <Button variant="subtle" loading={loading} onClick={onLoad}>
          {label}
        </Button>
      ) : (
        endText && (
          <Text size="sm" c="dimmed">
            {endText}
          </Text>
        )
      )}
    </Center>
  );
}
