import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { useDeleteListing } from '../api';

/**
 * Asks before deleting one of the member's listings (My listings and the listing's own page);
 * a refusal stays in the dialog. `onDeleted` runs once the server has deleted it.
 */
export function DeleteListingDialog({
  listing,
  onClose,
  onDeleted = onClose,
}: {
  listing: { _id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const t = useMarketText();
  const { t: common } = useTranslation();
  const translate = useServerText();
  const remove = useDeleteListing();
  return (
    <Modal opened={listing !== null} onClose={() => !remove.isPending && onClose()} title={t('mine.deleteTitle')} centered>
      <Stack gap="md">
        <Text dir="auto">{t('mine.deleteText', { title: listing?.title ?? '' })}</Text>
        {remove.error && (
          <Text c="red.8" size="sm" role="alert">
            {translate(errorText(remove.error))}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            {common('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => listing && remove.mutate(listing._id, { onSuccess: onDeleted })}
          >
            {t('mine.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
