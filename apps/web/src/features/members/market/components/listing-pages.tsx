import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMarketText } from '@/i18n/members/market';
import { LoadMore } from '@/components/members/load-more';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';

export interface ListingPagesProps<Item> {
  /** The list's pages, each with its listings. */
  query: UseInfiniteQueryResult<InfiniteData<{ classifieds: Item[] }>>;
  /** What the spinner says while the first page comes. */
  label: string;
  /** Shown when the list has no listing at all. */
  empty: ReactNode;
  /** The listings loaded so far, drawn as the screen lists them (cards in a grid, rows...). */
  children: (items: Item[]) => ReactNode;
}

/**
 * A paged list of listings in its four states, as every list of the marketplace shows them: the
 * first page failing (with Retry), coming, empty, or shown with More (and Retry when a later
 * page fails, keeping what is already on screen).
 */
export function ListingPages<Item>({ query, label, empty, children }: ListingPagesProps<Item>) {
  const t = useMarketText();
  const items = query.data?.pages.flatMap((page) => page.classifieds) ?? [];
  if (query.isError && items.length === 0) return <LoadError order={2} error={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={label} />
      </Center>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      {query.isFetchNextPageError ? (
        <LoadError order={2} error={errorText(query.error)} onRetry={() => void query.fetchNextPage()} />
      ) : (
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} label={t('search.more')} />
      )}
    </>
  );
}
