import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconLayoutGrid, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyClassifiedItem } from '@souq/contract/members-classifieds';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { photoProps } from '@/lib/photo';
import { myListingsQuery, useMarkSold } from '../api';
import { DeleteListingDialog } from '../components/delete-listing-dialog';
import { ListingPages } from '../components/listing-pages';
import { ListingStats } from '../components/listing-stats';
import { ListingLifetime } from '../components/listing-lifetime';

function MyListing({ listing, onDelete }: { listing: MyClassifiedItem; onDelete: () => void }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const translate = useServerText();
  const markSold = useMarkSold();
  const image = photoProps(listing.image_url ?? listing.media[0]?.url, { sizes: '88px', lazy: true });
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Link to={`${memberPaths.classifieds}/${listing._id}`} aria-hidden tabIndex={-1}>
          {image ? (
            <Image {...image} alt="" w={88} h={66} radius="sm" fit="cover" />
          ) : (
            <Center w={88} h={66} bg="gray.1" style={{ borderRadius: 4 }}>
              <IconPhotoOff size={24} aria-hidden />
            </Center>
          )}
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text component={Link} to={`${memberPaths.classifieds}/${listing._id}`} fw={600} lineClamp={2} dir="auto" c="inherit">
            {listing.title}
          </Text>
          <Text fw={700} c="teal.9">
            {formatPrice(listing.price, listing.currencyDetails.currency_code, i18n.language)}
          </Text>
          {listing.featured && (
            <Badge color="grape" variant="light" w="fit-content">
              {t('lifetime.featured')}
            </Badge>
          )}
          <ListingLifetime listing={listing} />
          <ListingStats stats={listing.stats} title={listing.title} size="xs" />
          <Group gap="xs" mt={4} role="group" aria-label={t('mine.actionsFor', { title: listing.title })}>
            {!listing.sold && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                loading={markSold.isPending}
                onClick={() => markSold.mutate(listing._id)}
              >
                {t('mine.markSold')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="light"
              color="gray"
              component={Link}
              to={`${memberPaths.classifieds}/${listing._id}/edit`}
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('mine.edit')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {t('mine.delete')}
            </Button>
          </Group>
          {markSold.error && (
            <Text size="sm" c="red.8" role="alert">
              {translate(errorText(markSold.error))}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The member's listings: on sale, ending, expired, sold or removed by staff, each with what to do next; renew, bump, mark sold or delete. */
export function MyListingsPage() {
  const t = useMarketText();
  const listings = useInfiniteQuery(myListingsQuery());
  const [deleting, setDeleting] = useState<MyClassifiedItem | null>(null);

  return (
    <Stack gap="md" maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('mine.title')}
      </Title>
      <ListingPages
        query={listings}
        label={t('mine.title')}
        empty={<MembersState order={2} icon={<IconLayoutGrid size={28} aria-hidden />} title={t('mine.empty')} text={t('mine.emptyText')} />}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((listing) => (
              <MyListing key={listing._id} listing={listing} onDelete={() => setDeleting(listing)} />
            ))}
          </Stack>
        )}
      </ListingPages>
      <DeleteListingDialog listing={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
