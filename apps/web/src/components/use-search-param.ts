import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface SearchParamOptions {
  /**
   * A list filter (?country=SA): every change starts the list again at page 1 and replaces the
   * history entry, like typing in the search box. Otherwise (?post=… opening a record) a change
   * pushes an entry, so Back closes what was opened.
   */
  filter?: boolean;
  /** More keys a filter change clears (a district means nothing once the country changes). */
  resets?: readonly string[];
}

export interface SetSearchParamOptions {
  /** This change is a filter change (see SearchParamOptions.filter), whatever the hook's default. */
  resetPage?: boolean;
}

/**
 * One value kept in the address beside the list's page and search, so reload and back/forward
 * keep the view. The fallback is the value when absent or empty, and is not written out.
 */
export function useSearchParam(name: string, fallback = '', { filter = false, resets = [] }: SearchParamOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) || fallback;
  // A string, so callers may pass a fresh array on every render.
  const resetKeys = resets.join(',');
  const set = useCallback(
    (next: string, { resetPage = filter }: SetSearchParamOptions = {}) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next && next !== fallback) params.set(name, next);
          else params.delete(name);
          if (resetPage) for (const key of ['page', ...resetKeys.split(',')]) if (key) params.delete(key);
          return params;
        },
        { replace: resetPage },
      ),
    [fallback, filter, name, resetKeys, setSearchParams],
  );
  return [value, set] as const;
}
