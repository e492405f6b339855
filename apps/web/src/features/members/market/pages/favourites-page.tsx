import { Button, Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconHeart, IconLayoutGrid } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMarketText } from '@/i18n/members/market';
import { LoadMore } from '@/components/members/load-more';
import { LoadError, MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { myFavouritesQuery } from '../api';
import { ListingCard } from '../components/listing-card';

/** The listings the member kept, the latest favourite first (sold ones marked). */
export function FavouritesPage() {
  const t = useMarketText();
  const favourites = useInfiniteQuery(myFavouritesQuery());
  const items = favourites.data?.pages.flatMap((page) => page.classifieds) ?? [];
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Title order={1} size="h2">
        {t('mine.favourites')}
      </Title>
      {favourites.isError && items.length === 0 ? (
        <LoadError order={2} error={errorText(favourites.error)} onRetry={() => void favourites.refetch()} />
      ) : favourites.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('mine.favourites')} />
        </Center>
      ) : items.length === 0 ? (
        <MembersState order={2} icon={<IconHeart size={28} aria-hidden />} title={t('mine.favouritesEmpty')} text={t('mine.favouritesEmptyText')}>
          <Button component={Link} to={memberPaths.classifieds} leftSection={<IconLayoutGrid size={18} aria-hidden />}>
            {t('chat.toClassifieds')}
          </Button>
        </MembersState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
            {items.map((listing) => (
              <ListingCard key={listing._id} listing={listing} />
            ))}
          </SimpleGrid>
          {favourites.isFetchNextPageError ? (
            <LoadError order={2} error={errorText(favourites.error)} onRetry={() => void favourites.fetchNextPage()} />
          ) : (
            <LoadMore
              hasMore={favourites.hasNextPage}
              loading={favourites.isFetchingNextPage}
              onLoad={() => void favourites.fetchNextPage()}
              label={t('search.more')}
            />
          )}
        </>
      )}
    </Stack>
  );
}
