import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myAccountQuery, searchQuery } from './search-queries';
import { queryFromSearch, searchCountry, searchFromParams, searchNeedsType } from './filters';

/**
 * Asks for a member's search beside their account, not after it: the search is in the account's
 * country, and on a phone the page renders for over a second with the account and the categories
 * before its own query could start. The ask guesses the country as the page reads it
 * (`searchCountry`: the account's when already known, else Kuwait); the page asks with the
 * account's, and takes this answer when the guess was right. A wrong guess costs one request, never
 * a wrong list. A search with a filter of the type's own waits for the categories, as the page does.
 */
export function askSearchEarly(queryClient: QueryClient, params: URLSearchParams): void {
  if (searchNeedsType(params)) return;
  const country = searchCountry(queryClient.getQueryData(myAccountQuery().queryKey));
  void queryClient.prefetchInfiniteQuery(searchQuery(queryFromSearch(searchFromParams(params, undefined), country)));
}

/** The search page's early ask, for a signed-in member (a visitor's search is in Kuwait, asked at once). */
export function useSearchAskedEarly(params: URLSearchParams, signedIn: boolean): void {
  const queryClient = useQueryClient();
  const address = params.toString();
  useEffect(() => {
    if (signedIn) askSearchEarly(queryClient, new URLSearchParams(address));
  }, [queryClient, address, signedIn]);
}
