import { useCallback, type RefObject } from 'react';

/** 'page': the page's own direction, as for digits and phone numbers, which have none of their own. */
export type InputDir = 'auto' | 'ltr' | 'rtl' | 'page';

/**
 * A ref that gives the input itself its direction: Mantine puts its `dir` prop on the wrapper,
 * where 'auto' never sees the typed value. `forward` receives the element too (react-hook-form's
 * ref, or the screen's own to focus it).
 */
export function useInputDir<E extends HTMLInputElement | HTMLTextAreaElement>(dir: InputDir, forward?: ((element: E | null) => void) | RefObject<E | null>) {
  return useCallback(
    (element: E | null) => {
      if (dir !== 'page') element?.setAttribute('dir', dir);
      if (typeof forward === 'function') forward(element);
      else if (forward) forward.current = element;
    },
    [dir, forward],
  );
}
