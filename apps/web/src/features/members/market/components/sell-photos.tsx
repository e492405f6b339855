import { Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMarketText } from '@/i18n/members/market';
import { OrderButtons } from '@/components/members/order-buttons';
import { useObjectUrl } from '@/components/use-object-url';
import { photoProps } from '@/lib/photo';

/** One photo of the Sell form: picked and uploading, or already stored (an edited listing's). */
export interface SellPhoto {
  key: string;
  /** The stored path, once uploaded. */
  path?: string;
  /** The picked file, previewed until the form goes; a stored photo has none and shows its path. */
  file?: File;
  progress: number;
  error?: string;
}

export interface SellPhotosProps {
  photos: SellPhoto[];
  disabled: boolean;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string) => void;
}

interface PhotoRowProps extends Omit<SellPhotosProps, 'photos'> {
  photo: SellPhoto;
  index: number;
  count: number;
}

function PhotoRow({ photo, index, count, disabled, onMove, onRemove }: PhotoRowProps) {
  const t = useMarketText();
  const picked = useObjectUrl(photo.file);
  const number = index + 1;
  return (
    <Paper component="li" withBorder radius="md" p="xs" aria-label={t('sell.photoLabel', { number })}>
      <Group gap="sm" wrap="nowrap">
        <Image {...photoProps(photo.file ? picked : photo.path, { sizes: '96px' })} alt="" w={96} h={72} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
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
        <OrderButtons
          labels={{
            earlier: t('sell.moveEarlier', { number }),
            later: t('sell.moveLater', { number }),
            remove: t('sell.removePhoto', { number }),
          }}
          index={index}
          count={count}
          disabled={disabled}
          onMove={(by) => onMove(photo.key, by)}
          onRemove={() => onRemove(photo.key)}
        />
      </Group>
    </Paper>
  );
}

/**
 * The listing's photos in their order (the first one leads in the search): each with its upload's
 * progress, buttons to move it earlier or later and to remove it.
 */
export function SellPhotos({ photos, ...actions }: SellPhotosProps) {
  const t = useMarketText();
  if (photos.length === 0) return null;
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sell.photos')}>
      {photos.map((photo, index) => (
        <PhotoRow key={photo.key} photo={photo} index={index} count={photos.length} {...actions} />
      ))}
    </Stack>
  );
}
