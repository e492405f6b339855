import { useId, useRef } from 'react';
import { ActionIcon, Box, Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconRefresh, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { POST_MEDIA_MAX } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';
import { useFieldChrome } from '@/components/form/field-chrome';
import { OrderButtons } from '@/components/members/order-buttons';
import { useObjectUrl } from '@/components/use-object-url';

const ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** One photo or video of the post being written, uploaded as soon as it is picked. */
export interface MediaItem {
  key: string;
  name: string;
  kind: 'image' | 'video';
  file: File;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  /** The stored path, once uploaded. */
  url?: string;
  error?: string;
}

export interface MediaPickerProps {
  items: MediaItem[];
  error?: string | null;
  onPick: (files: File[]) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  disabled?: boolean;
}

interface MediaRowProps extends Omit<MediaPickerProps, 'items' | 'error' | 'onPick'> {
  item: MediaItem;
  index: number;
  count: number;
}

/** One picked photo (its preview) or video (an icon), its upload's state and its buttons. */
function MediaRow({ item, index, count, onMove, onRemove, onRetry, disabled }: MediaRowProps) {
  const { t } = useTranslation('social');
  const translate = useServerText();
  const preview = useObjectUrl(item.kind === 'image' ? item.file : null);
  return (
    <Paper component="li" withBorder radius="md" p="xs" aria-label={t('compose.itemLabel', { index: index + 1, name: item.name })}>
      <Group gap="sm" wrap="nowrap">
        {item.kind === 'image' ? (
          <Image src={preview} alt="" w={64} h={64} radius="sm" fit="cover" />
        ) : (
          <Box w={64} h={64} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
            <IconVideo size={28} color="white" aria-hidden />
          </Box>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate dir="auto">
            {item.name}
          </Text>
          {item.status === 'uploading' && (
            <Progress value={Math.round(item.progress * 100)} size="sm" animated striped aria-label={t('compose.uploading', { name: item.name })} />
          )}
          {item.status === 'failed' && (
            <Text size="xs" c="red.8" role="alert">
              {t('compose.uploadFailed')}
              {item.error ? ` — ${translate(item.error)}` : ''}
            </Text>
          )}
        </Stack>
        <OrderButtons
          labels={{ earlier: t('compose.moveEarlier'), later: t('compose.moveLater'), remove: t('compose.remove') }}
          index={index}
          count={count}
          disabled={disabled}
          onMove={(by) => onMove(item.key, by)}
          onRemove={() => onRemove(item.key)}
        >
          {item.status === 'failed' && (
            <ActionIcon variant="subtle" size="lg" aria-label={t('compose.retryUpload')} onClick={() => onRetry(item.key)} disabled={disabled}>
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          )}
        </OrderButtons>
      </Group>
    </Paper>
  );
}

/**
 * Photos or a video: add, see the upload's progress, move earlier or later, remove. A field of the
 * form kit: its message shows as the kit's do, and it is disabled while the form saves.
 */
export function MediaPicker({ items, error, onPick, disabled, ...actions }: MediaPickerProps) {
  const { t } = useTranslation('social');
  const chrome = useFieldChrome(error ?? undefined, disabled);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = items.length >= POST_MEDIA_MAX;

  return (
    <Input.Wrapper
      label={t('compose.media')}
      description={t('compose.mediaHint', { count: POST_MEDIA_MAX })}
      error={chrome.error}
      errorProps={chrome.errorProps}
      id={`${id}-wrapper`}
    >
      <Stack gap="xs" mt={6}>
        {items.length > 0 && (
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item, index) => (
              <MediaRow key={item.key} item={item} index={index} count={items.length} disabled={chrome.disabled} {...actions} />
            ))}
          </Stack>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={t('compose.add')}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) onPick(files);
          }}
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            disabled={chrome.disabled || full}
            onClick={() => inputRef.current?.click()}
          >
            {t('compose.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
