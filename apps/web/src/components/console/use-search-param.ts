import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

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

export type SearchParamsUpdate = (previous: URLSearchParams) => URLSearchParams;

/**
 * The address a setter has asked for that React has not rendered yet, shared by every list hook
 * of the screen: two changes in one event (a filter and the record it opens) each start from the
 * one before.
 */
let unrendered: { pathname: string; search: string } | null = null;

/**
 * react-router's useSearchParams, except that the setter's update starts from the address as it is
 * when the setter runs. React Router 7 hands the update the params of the render that made the
 * setter, so a search debounced from an older render, landing after a click had opened a record,
 * wrote the record's ?post= out of the address again and closed it.
 */
export function useCurrentSearchParams() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = useRef(location);
  useLayoutEffect(() => {
    rendered.current = location;
    unrendered = null;
  }, [location]);
  const setSearchParams = useCallback(
    (update: SearchParamsUpdate, options?: NavigateOptions) => {
      const { pathname, search } = unrendered ?? rendered.current;
      const query = update(new URLSearchParams(search)).toString();
      const next = { pathname, search: query ? `?${query}` : '' };
      unrendered = next;
      void navigate(next, options);
    },
    [navigate],
  );
  return [searchParams, setSearchParams] as const;
}

/**
 * One value kept in the address beside the list's page and search, so reload and back/forward
 * keep the view. The fallback is the value when absent or empty, and is not written out.
 */
export function useSearchParam(name: string, fallback = '', { filter = false, resets = [] }: SearchParamOptions = {}) {
  const [searchParams, setSearchParams] = useCurrentSearchParams();
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
