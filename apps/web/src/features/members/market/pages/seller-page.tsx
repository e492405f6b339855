import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconUser } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useMarketText } from '@/i18n/members/market';
import { LoadError, MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { memberProfilePath } from '@/lib/members/paths';
import { sellerListingsQuery, sellerProfileQuery } from '../api';
import { ListingCard } from '../components/listing-card';
import { ListingPages } from '../components/listing-pages';
import { SellerSummary } from '../components/seller-summary';
import { RatingsList } from '@/components/members/ratings/ratings-list';

/** #/app/classifieds/sellers/:id: a seller as a buyer judges them, with every listing they have on sale. */
export function SellerPage() {
  const t = useMarketText();
  const { id = '' } = useParams();
  const profile = useQuery(sellerProfileQuery(id));
  const listings = useInfiniteQuery(sellerListingsQuery(id));

  if (profile.isError) return <LoadError error={errorText(profile.error)} onRetry={() => void profile.refetch()} />;
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('listing.seller')} />
      </Center>
    );
  }
  const seller = profile.data;

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <SellerSummary seller={seller} size={64} />
          <Group gap="sm">
            <Text fw={600}>{t('seller.onSale', { count: seller.listings })}</Text>
            <Button component={Link} to={memberProfilePath(seller._id)} variant="default" size="compact-md" leftSection={<IconUser size={16} aria-hidden />}>
              {t('seller.profile')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <RatingsList memberId={seller._id} memberName={seller.name} />
      </Paper>
      <Title order={1} size="h2" dir="auto">
        {t('seller.pageTitle', { name: seller.name })}
      </Title>
      <ListingPages
        query={listings}
        label={t('seller.pageTitle', { name: seller.name })}
        empty={<MembersState order={2} icon={<IconListDetails size={28} aria-hidden />} title={t('seller.empty')} text={t('seller.emptyText')} />}
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
