import { ActionIcon, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMarketText } from '@/i18n/members/market';

/** One photo of the Sell form: picked and uploading, or already stored (an edited listing's). */
export interface SellPhoto {
  key: string;
  /** The stored path, once uploaded. */
  path?: string;
  preview: string;
  progress: number;
  error?: string;
  /** The preview is an object URL of a picked file (to free), not a stored photo's address. */
  local: boolean;
}

export interface SellPhotosProps {
  photos: SellPhoto[];
  disabled: boolean;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string) => void;
}

/**
 * The listing's photos in their order (the first one leads in the search): each with its upload's
 * progress, buttons to move it earlier or later and to remove it — buttons, so the keyboard and
 * screen readers can re-order as well as a finger.
 */
export function SellPhotos({ photos, disabled, onMove, onRemove }: SellPhotosProps) {
  const t = useMarketText();
  if (photos.length === 0) return null;
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sell.photos')}>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <Paper key={photo.key} component="li" withBorder radius="md" p="xs" aria-label={t('sell.photoLabel', { number })}>
            <Group gap="sm" wrap="nowrap">
              <Image src={photo.preview} alt="" w={96} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {index === 0 ? t('sell.photoFirst', { number }) : t('sell.photoNumber', { number })}
                </Text>
                {!photo.path && !photo.error && (
                  <Progress value={photo.progress * 100} size="sm" animated striped aria-label={t('sell.uploading', { percent: Math.round(photo.progress * 100) })} />
                )}
                {photo.error && (
                  <Text size="xs" c="red.8" role="alert">
                    {photo.error}
                  </Text>
                )}
              </Stack>
              <Group gap={2} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('sell.moveEarlier', { number })} disabled={disabled || index === 0} onClick={() => onMove(photo.key, -1)}>
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('sell.moveLater', { number })}
                  disabled={disabled || index === photos.length - 1}
                  onClick={() => onMove(photo.key, 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('sell.removePhoto', { number })} disabled={disabled} onClick={() => onRemove(photo.key)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
