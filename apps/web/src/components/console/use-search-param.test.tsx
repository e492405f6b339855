import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParam, type SearchParamOptions } from './use-search-param';

let set: (next: string, options?: { resetPage?: boolean }) => void = () => undefined;

function Harness({ options }: { options?: SearchParamOptions }) {
  const [value, setValue] = useSearchParam('country', 'KW', options);
  set = setValue;
  const location = useLocation();
  return <output aria-label="state">{`${value} ${location.search} ${useNavigationType()}`}</output>;
}

function renderAt(url: string, options?: SearchParamOptions) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness options={options} />
    </MemoryRouter>,
  );
  return () => screen.getByRole('status', { name: 'state' }).textContent;
}

describe('useSearchParam', () => {
  it('reads the fallback when absent, and a filter change replaces the entry, back at page 1 without its dependants', () => {
    const state = renderAt('/?page=3&district=9&search=x', { filter: true, resets: ['district'] });
    expect(state()).toBe('KW ?page=3&district=9&search=x POP');
    act(() => set('SA'));
    expect(state()).toBe('SA ?search=x&country=SA REPLACE');
    act(() => set('KW'));
    expect(state()).toBe('KW ?search=x REPLACE');
  });

  it('pushes an entry when it opens something, so Back closes it; resetPage makes one change a filter change', () => {
    const state = renderAt('/?page=2');
    act(() => set('SA'));
    expect(state()).toBe('SA ?page=2&country=SA PUSH');
    act(() => set('AE', { resetPage: true }));
    expect(state()).toBe('AE ?country=AE REPLACE');
  });

  let openPost: (next: string) => void = () => undefined;
  function SearchAndPost() {
    const [, setSearch] = useSearchParam('search', '', { filter: true });
    const [, setPost] = useSearchParam('post');
    set = setSearch;
    openPost = setPost;
    return <output aria-label="state">{useLocation().search}</output>;
  }
  function renderSearchAndPost() {
    render(
      <MemoryRouter initialEntries={['/?page=2']}>
        <SearchAndPost />
      </MemoryRouter>,
    );
    return () => screen.getByRole('status', { name: 'state' }).textContent;
  }

  it('a setter made before another change keeps that change: a late search does not close what a click opened', () => {
    const state = renderSearchAndPost();
    // The search box's debounce holds the setter of the render before the click.
    const lateSearch = set;
    act(() => openPost('7'));
    act(() => lateSearch('car'));
    expect(state()).toBe('?post=7&search=car');
  });

  it('two changes in one event both land', () => {
    const state = renderSearchAndPost();
    act(() => {
      set('car');
      openPost('7');
    });
    expect(state()).toBe('?search=car&post=7');
  });
});
