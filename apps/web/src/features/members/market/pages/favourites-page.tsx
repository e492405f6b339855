import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconHeart, IconLayoutGrid } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMarketText } from '@/i18n/members/market';
import { MembersState } from '@/components/members/members-state';
import { memberPaths } from '@/lib/members/paths';
import { myFavouritesQuery } from '../api';
import { ListingCard } from '../components/listing-card';
import { ListingPages } from '../components/listing-pages';

/** The listings the member kept, the latest favourite first (sold ones marked). */
export function FavouritesPage() {
  const t = useMarketText();
  const favourites = useInfiniteQuery(myFavouritesQuery());
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Title order={1} size="h2">
        {t('mine.favourites')}
      </Title>
      <ListingPages
        query={favourites}
        label={t('mine.favourites')}
        empty={
          <MembersState order={2} icon={<IconHeart size={28} aria-hidden />} title={t('mine.favouritesEmpty')} text={t('mine.favouritesEmptyText')}>
            <Button component={Link} to={memberPaths.classifieds} leftSection={<IconLayoutGrid size={18} aria-hidden />}>
              {t('chat.toClassifieds')}
            </Button>
          </MembersState>
        }
      >
        {(items) => (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
            {items.map((listing) => (
              <ListingCard key={listing._id} listing={listing} />
            ))}
          </SimpleGrid>
        )}
      </ListingPages>
    </Stack>
  );
}
