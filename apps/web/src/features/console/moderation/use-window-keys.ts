import { useEffect, useRef } from 'react';

/**
 * Listens to the window's keys with the render's latest handler, bound once: the handler reads
 * the current selection without re-binding on every render.
 */
export function useWindowKeys(handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
