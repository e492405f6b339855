import { createElement, Fragment } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { startMembersLanguage } from '@/test/members';
import type * as SearchBoxModule from './listing-search-box';
import type { ListingSearchBoxProps } from './listing-search-box';
import { LazyListingSearchBox } from './lazy-listing-search-box';

/**
 * The real box's code arrives when the test says (the gate), and `keysDuringArrival` stands for a
 * member still typing in the stand-in after React has rendered the real box (which read the
 * stand-in's state then) and before it has put it on the page: React may hold that commit back for
 * up to 300 ms (it throttles revealing a Suspense boundary), and on a phone that is several keys.
 */
const arrival = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open: () => open(), requested: false, keysDuringArrival: undefined as (() => void) | undefined };
});

vi.mock('./listing-search-box', async (importOriginal) => {
  arrival.requested = true;
  const actual = await importOriginal<typeof SearchBoxModule>();
  await arrival.gate;
  // A sibling renders after the real box's render, and before the commit of both.
  function KeysBetweenRenderAndCommit() {
    arrival.keysDuringArrival?.();
    arrival.keysDuringArrival = undefined;
    return null;
  }
  function ListingSearchBox(props: ListingSearchBoxProps) {
    return createElement(Fragment, null, createElement(actual.ListingSearchBox, props), createElement(KeysBetweenRenderAndCommit));
  }
  return { ...actual, ListingSearchBox };
});

beforeAll(async () => {
  await startMembersLanguage('en');
  // The real box's module (Mantine's combobox) loaded ahead, so its arrival waits on the gate alone.
  await vi.importActual<typeof SearchBoxModule>('./listing-search-box');
});

/** What a key does to a plain field: the browser's own value setter (not React's), then `input`. */
function typeInto(field: HTMLInputElement, text: string) {
  field.focus();
  const value = field.value + text;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.setSelectionRange(value.length, value.length);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function renderBox(onSearch: ListingSearchBoxProps['onSearch']) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
        <LazyListingSearchBox onSearch={onSearch} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// In this order: the first test needs the real box's code still on its way (the gate is opened once
// for the file, as a browser loads a chunk once).
describe('LazyListingSearchBox', () => {
  it('fetches the real box only when the member first reaches for the field', async () => {
    const view = renderBox(vi.fn());
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search listings' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(arrival.requested).toBe(false);
    act(() => field.focus());
    await waitFor(() => expect(arrival.requested).toBe(true));
    view.unmount();
  });

  it('searches at once when Enter is pressed in the stand-in, with the text in the field', async () => {
    const onSearch = vi.fn();
    renderBox(onSearch);
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search listings' });
    expect(screen.queryByRole('combobox')).toBeNull();
    act(() => typeInto(field, ' camry toyota '));
    act(() => field.form?.requestSubmit());
    expect(onSearch).toHaveBeenCalledWith({ q: 'camry toyota' });
  });

  it('keeps the text, the focus and the caret typed into the stand-in while the real box arrives', async () => {
    const onSearch = vi.fn();
    renderBox(onSearch);
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search listings' });
    act(() => typeInto(field, 'camry'));
    // The member goes on typing after the real box has rendered, before it is on the page.
    arrival.keysDuringArrival = () => {
      expect(field.isConnected).toBe(true);
      typeInto(field, ' toyota');
      field.setSelectionRange(5, 5);
    };
    await act(async () => arrival.open());
    // A busy machine may take a while to render Mantine's combobox the first time.
    const box = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search listings' }, { timeout: 10_000 });
    expect(arrival.keysDuringArrival).toBeUndefined();
    expect(field.isConnected).toBe(false);
    expect(box.value).toBe('camry toyota');
    expect(box).toHaveFocus();
    expect([box.selectionStart, box.selectionEnd]).toEqual([5, 5]);
    // React's next render of the box keeps it: its state took the text too.
    act(() => typeInto(box, '!'));
    await waitFor(() => expect(box.value).toBe('camry toyota!'));
    act(() => box.form?.requestSubmit());
    expect(onSearch).toHaveBeenCalledWith({ q: 'camry toyota!' });
  });
});
