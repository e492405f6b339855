import { QueryClient } from '@tanstack/react-query';
import { myAccount } from '@/test/my-account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myAccountQuery, searchQuery } from './api';
import { askSearchEarly } from './early-search';
import { queryFromSearch, searchFromParams } from './filters';

const CATEGORY = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';
const account = myAccount({ country_id: 'SA' });

afterEach(() => vi.unstubAllGlobals());

/** Records every address asked; the listings' answer is an empty page. */
function recordCalls() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://souq.test');
    asked.push(url.pathname + url.search);
    return new Response(JSON.stringify({ classifieds: [], nextCursor: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const listingsAsked = (asked: string[]) =>
  asked.filter((address) => address.startsWith('/api/v1/classifieds?')).map((address) => Object.fromEntries(new URL(address, 'http://souq.test').searchParams));

describe("a member's search asked beside the account, not after it", () => {
  it('asks at once in Kuwait while the account is unknown, under the key the page then asks with', async () => {
    const asked = recordCalls();
    const client = new QueryClient();
    const params = new URLSearchParams({ category_id: CATEGORY, price_max: '900' });
    askSearchEarly(client, params);
    await vi.waitFor(() => expect(listingsAsked(asked)).toEqual([{ category_id: CATEGORY, country_id: 'KW', price_max: '900' }]));
    // The page's query once the account says Kuwait, its type known: the same key.
    const page = searchQuery(queryFromSearch(searchFromParams(params, 'automotive'), 'KW'));
    expect(client.getQueryState(page.queryKey)).toBeDefined();
  });

  it('asks in the account’s country when the account is known', async () => {
    const asked = recordCalls();
    const client = new QueryClient();
    client.setQueryData(myAccountQuery().queryKey, account);
    askSearchEarly(client, new URLSearchParams({ category_id: CATEGORY }));
    await vi.waitFor(() => expect(listingsAsked(asked)).toEqual([{ category_id: CATEGORY, country_id: 'SA' }]));
  });

  it('leaves a search with a filter of the type’s own to the page, which knows the type', async () => {
    const asked = recordCalls();
    askSearchEarly(new QueryClient(), new URLSearchParams({ category_id: CATEGORY, model: 'Camry' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
