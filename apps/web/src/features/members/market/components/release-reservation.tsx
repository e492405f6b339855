import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { useReleaseReservation } from '../api';

/** The seller ends the reservation an accepted offer made, after saying yes to what it means. */
export function ReleaseReservation({ listingId }: { listingId: string }) {
  const t = useMarketText();
  const translate = useServerText();
  const release = useReleaseReservation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="light" color="orange" leftSection={<IconLockOpen size={18} aria-hidden />} onClick={() => setAsking(true)}>
        {t('offers.release')}
      </Button>
      <div role="status">
        {release.isSuccess && (
          <Text size="sm" c="teal.9">
            {t('offers.released')}
          </Text>
        )}
      </div>
      <Modal opened={asking} onClose={() => !release.isPending && setAsking(false)} title={t('offers.releaseTitle')} centered>
        <Stack gap="md">
          <Text>{t('offers.releaseText')}</Text>
          {release.error && (
            <Text c="red.8" size="sm" role="alert">
              {translate(errorText(release.error))}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} disabled={release.isPending} data-autofocus>
              {t('offers.cancel')}
            </Button>
            <Button color="orange" loading={release.isPending} onClick={() => release.mutate(listingId, { onSuccess: () => setAsking(false) })}>
              {t('offers.release')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
