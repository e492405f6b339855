import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One filter kept in the address (?country=SA) like the list's page and search, so reload and
 * back keep the view. Changing it starts the list again at page 1 and clears `resets` (a
 * district filter means nothing once the country changes).
 */
export function useSearchParam(name: string, fallback: string, resets: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) || fallback;
  // A string, so callers may pass a fresh array on every render.
  const resetKeys = resets.join(',');
  const setValue = useCallback(
    (next: string) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next && next !== fallback) params.set(name, next);
          else params.delete(name);
          for (const key of ['page', ...resetKeys.split(',')]) if (key) params.delete(key);
          return params;
        },
        { replace: true },
      ),
    [name, fallback, resetKeys, setSearchParams],
  );
  return [value, setValue] as const;
}
