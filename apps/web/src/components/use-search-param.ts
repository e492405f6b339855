import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One value kept in the address (?post=…, ?country=…) beside the list's page and search, so
 * reload and back/forward keep what is open. The fallback is the value when absent.
 */
export function useSearchParam(name: string, fallback = '') {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) ?? fallback;
  const set = useCallback(
    (next: string, { resetPage = false }: { resetPage?: boolean } = {}) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next && next !== fallback) params.set(name, next);
        else params.delete(name);
        if (resetPage) params.delete('page');
        return params;
      }),
    [fallback, name, setSearchParams],
  );
  return [value, set] as const;
}
