import { useCallback, useMemo } from 'react';
import { PAGE_SIZE } from '@souq/contract/constants';
import type { SortOrder } from '@souq/contract/list-query';
import { useCurrentSearchParams } from './use-search-param';

/** The page sizes a list offers, beside the spec's default for the list. */
export const PAGE_SIZE_CHOICES = [10, 20, 50, 100] as const;

export interface ListParams {
  /** From 1. */
  page: number;
  /** What the search box holds; sent to the server as `textSearch`. */
  textSearch: string;
  /** Rows a page: the list's default unless one of PAGE_SIZE_CHOICES is in the address. */
  size: number;
  /** The column the list is sorted by (one of the list's `sorts`), or undefined for its default order. */
  sort: string | undefined;
  /** The direction chosen with `sort`; undefined leaves it to the server's default for the column. */
  order: SortOrder | undefined;
  setPage: (page: number) => void;
  setTextSearch: (textSearch: string) => void;
  setSize: (size: number) => void;
  /** Sorts by a column (undefined: the default order again); back to page 1. */
  setSort: (sort: string | undefined, order?: SortOrder) => void;
}

export interface ListParamsOptions {
  /** Separates two lists on one screen. */
  prefix?: string;
  /** The spec's page size for this list; not written in the address. */
  defaultSize?: number;
  /** The sort keys the list's server accepts; anything else in the address is ignored. */
  sorts?: readonly string[];
}

/** A new query of the list starts again at page 1, replacing the entry instead of adding one. */
const REPLACE = { replace: true } as const;

/**
 * The page, size, sort and search of a list, kept in the address
 * (?page=2&size=50&sort=name&order=desc&search=car) so back/forward and reload keep the view.
 * Filters live beside them through useSearchParam(name, '', { filter: true }).
 */
export function useListParams({ prefix = '', defaultSize = PAGE_SIZE, sorts = [] }: ListParamsOptions = {}): ListParams {
  const [searchParams, setSearchParams] = useCurrentSearchParams();
  const pageKey = `${prefix}page`;
  const searchKey = `${prefix}search`;
  const sizeKey = `${prefix}size`;
  const sortKey = `${prefix}sort`;
  const orderKey = `${prefix}order`;
  const rawPage = Number.parseInt(searchParams.get(pageKey) ?? '', 10);
  const page = Number.isFinite(rawPage) && rawPage > 1 ? rawPage : 1;
  const textSearch = searchParams.get(searchKey) ?? '';
  const rawSize = Number(searchParams.get(sizeKey));
  const size = (PAGE_SIZE_CHOICES as readonly number[]).includes(rawSize) ? rawSize : defaultSize;
  const rawSort = searchParams.get(sortKey) ?? '';
  // A string, so callers may pass a fresh array on every render.
  const sortList = sorts.join(',');
  const sort = rawSort && sortList.split(',').includes(rawSort) ? rawSort : undefined;
  const rawOrder = searchParams.get(orderKey);
  const order = sort && (rawOrder === 'asc' || rawOrder === 'desc') ? rawOrder : undefined;

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
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        const value = next.trim();
        if (value) params.set(searchKey, value);
        else params.delete(searchKey);
        params.delete(pageKey);
        return params;
      }, REPLACE),
    [pageKey, searchKey, setSearchParams],
  );

  const setSize = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next !== defaultSize && (PAGE_SIZE_CHOICES as readonly number[]).includes(next)) params.set(sizeKey, String(next));
        else params.delete(sizeKey);
        params.delete(pageKey);
        return params;
      }, REPLACE),
    [defaultSize, pageKey, setSearchParams, sizeKey],
  );

  const setSort = useCallback(
    (next: string | undefined, nextOrder?: SortOrder) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set(sortKey, next);
        else params.delete(sortKey);
        if (next && nextOrder) params.set(orderKey, nextOrder);
        else params.delete(orderKey);
        params.delete(pageKey);
        return params;
      }, REPLACE),
    [orderKey, pageKey, setSearchParams, sortKey],
  );

  return useMemo(
    () => ({ page, textSearch, size, sort, order, setPage, setTextSearch, setSize, setSort }),
    [page, textSearch, size, sort, order, setPage, setTextSearch, setSize, setSort],
  );
}
