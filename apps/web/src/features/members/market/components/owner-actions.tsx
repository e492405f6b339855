import { useState } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { MemberClassifiedDetail } from '@souq/contract/members-classifieds';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { useMarkSold } from '../api';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ReleaseReservation } from './release-reservation';
import { ListingLifetime } from './listing-lifetime';

/**
 * What the seller can do from their own listing's page: the same actions as on My listings
 * (edit, mark as sold, delete), so an owner who opened the listing need not go back to find them.
 */
export function OwnerActions({ listing }: { listing: MemberClassifiedDetail }) {
  const t = useMarketText();
  const translate = useServerText();
  const navigate = useNavigate();
  const markSold = useMarkSold();
  const [deleting, setDeleting] = useState(false);
  const myListings = `${memberPaths.classifieds}/mine`;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('listing.manage')}>
      <Stack gap="xs">
        {listing.allowed && (
          <Text size="sm" c="dimmed">
            {t('listing.mine')}
          </Text>
        )}
        <ListingLifetime listing={listing} size="sm" />
        <Button size="md" component={Link} to={`${memberPaths.classifieds}/${listing._id}/edit`} leftSection={<IconEdit size={20} aria-hidden />}>
          {t('listing.edit')}
        </Button>
        <SimpleGrid cols={listing.sold ? 1 : 2} spacing="xs">
          {!listing.sold && (
            <Button
              variant="light"
              leftSection={<IconCircleCheck size={18} aria-hidden />}
              loading={markSold.isPending}
              onClick={() => markSold.mutate(listing._id)}
            >
              {t('mine.markSold')}
            </Button>
          )}
          <Button variant="light" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setDeleting(true)}>
            {t('mine.delete')}
          </Button>
        </SimpleGrid>
        {listing.reserved && !listing.sold && <ReleaseReservation listingId={listing._id} />}
        <div role="status">
          {markSold.isSuccess && (
            <Text size="sm" c="teal.9">
              {t('listing.markedSold')}
            </Text>
          )}
        </div>
        {markSold.error && (
          <Text size="sm" c="red.8" role="alert">
            {translate(errorText(markSold.error))}
          </Text>
        )}
      </Stack>
      <DeleteListingDialog
        listing={deleting ? listing : null}
        onClose={() => setDeleting(false)}
        // The listing is gone: its page would only say "not found".
        onDeleted={() => void navigate(myListings, { replace: true })}
      />
    </Paper>
  );
}
