import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@souq/contract/constants';
import { useListParams, type ListParamsOptions } from './use-list-params';

/** The hook inside a memory router at `url`; answers the hook's result and the router's location. */
function renderAt(url: string, options: ListParamsOptions = {}) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(options), { wrapper });
  return { hook, search: () => router?.state.location.search ?? '' };
}

describe('useListParams', () => {
  it('reads page, size, sort, order and search from the address', () => {
    const { hook } = renderAt('/l?page=3&size=50&sort=name&order=desc&search=car', { sorts: ['name', 'createdAt'] });
    expect(hook.result.current).toMatchObject({ page: 3, size: 50, sort: 'name', order: 'desc', textSearch: 'car' });
  });

  it('falls back to the defaults for junk: page 1, the list size, no sort a list does not offer', () => {
    const { hook } = renderAt('/l?page=-2&size=7&sort=password&order=sideways', { sorts: ['name'], defaultSize: 20 });
    expect(hook.result.current).toMatchObject({ page: 1, size: 20, sort: undefined, order: undefined });
    expect(renderAt('/l?order=asc', { sorts: ['name'] }).hook.result.current.order).toBeUndefined();
    expect(renderAt('/l').hook.result.current.size).toBe(PAGE_SIZE);
  });

  it('writes size and sort, each starting again at page 1, and leaves the default size out', () => {
    const { hook, search } = renderAt('/l?page=4&status=open', { sorts: ['name'] });
    act(() => hook.result.current.setSize(50));
    expect(search()).toBe('?status=open&size=50');
    act(() => hook.result.current.setPage(2));
    act(() => hook.result.current.setSort('name', 'desc'));
    expect(search()).toBe('?status=open&size=50&sort=name&order=desc');
    act(() => hook.result.current.setSize(PAGE_SIZE));
    expect(search()).toBe('?status=open&sort=name&order=desc');
    act(() => hook.result.current.setSort(undefined));
    expect(search()).toBe('?status=open');
  });

  it('keeps two lists on one screen apart by prefix', () => {
    const { hook, search } = renderAt('/l?page=2&user_page=3', { prefix: 'user_', sorts: ['title'] });
    expect(hook.result.current.page).toBe(3);
    act(() => hook.result.current.setSort('title', 'asc'));
    expect(search()).toBe('?page=2&user_sort=title&user_order=asc');
  });
});
