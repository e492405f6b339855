import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  /** From 1. */
  page: number;
  /** What the search box holds; sent to the server as `textSearch`. */
  textSearch: string;
  setPage: (page: number) => void;
  setTextSearch: (textSearch: string) => void;
}

/**
 * The page and search of a list, kept in the address (?page=2&search=car) so back/forward
 * and reload keep the view. `prefix` separates two lists on one screen.
 */
export function useListParams({ prefix = '' }: { prefix?: string } = {}): ListParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageKey = `${prefix}page`;
  const searchKey = `${prefix}search`;
  const rawPage = Number.parseInt(searchParams.get(pageKey) ?? '', 10);
  const page = Number.isFinite(rawPage) && rawPage > 1 ? rawPage : 1;
  const textSearch = searchParams.get(searchKey) ?? '';

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set(pageKey, String(next));
        else params.delete(pageKey);
        return params;
      }),
    [pageKey, setSearchParams],
  );

  // A new search starts again at page 1; typing replaces the entry instead of adding one per word.
  const setTextSearch = useCallback(
    (next: string) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          const value = next.trim();
          if (value) params.set(searchKey, value);
          else params.delete(searchKey);
          params.delete(pageKey);
          return params;
        },
        { replace: true },
      ),
    [pageKey, searchKey, setSearchParams],
  );

  return useMemo(() => ({ page, textSearch, setPage, setTextSearch }), [page, textSearch, setPage, setTextSearch]);
}
