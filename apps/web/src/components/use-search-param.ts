import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface SearchParamOptions {
  /** The value when the address has none; setting it removes the parameter again. */
  fallback?: string;
  /**
   * A list filter rather than an open record: changing it replaces the history entry (Back leaves
   * the screen instead of stepping through filter values), starts the list again at page 1, and
   * clears the `resets` parameters (a district means nothing once the country changes).
   */
  filter?: boolean;
  resets?: readonly string[];
}

/**
 * One value kept in the address (?post=…, ?country=…) beside the list's page and search, so a
 * reload and Back/Forward keep what is open and how the list is filtered. An open record pushes a
 * history entry, so Back closes it.
 */
export function useSearchParam(name: string, { fallback = '', filter = false, resets = [] }: SearchParamOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) || fallback;
  // A string, so callers may pass a fresh array on every render.
  const resetKeys = filter ? ['page', ...resets].join(',') : '';
  const set = useCallback(
    (next: string) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next && next !== fallback) params.set(name, next);
          else params.delete(name);
          for (const key of resetKeys.split(',')) if (key) params.delete(key);
          return params;
        },
        { replace: filter },
      ),
    [fallback, filter, name, resetKeys, setSearchParams],
  );
  return [value, set] as const;
}
