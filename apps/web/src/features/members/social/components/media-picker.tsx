import { useEffect, useId, useRef } from 'react';
import { ActionIcon, Box, Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconRefresh, IconTrash, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { POST_MEDIA_MAX } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';

const ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** One photo or video of the post being written, uploaded as soon as it is picked. */
export interface MediaItem {
  key: string;
  name: string;
  kind: 'image' | 'video';
  file: File;
  preview: string;
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

/** Photos or a video: add, see the upload's progress, move earlier or later, remove. */
export function MediaPicker({ items, error, onPick, onMove, onRemove, onRetry, disabled }: MediaPickerProps) {
  const { t } = useTranslation('social');
  const translate = useServerText();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = items.length >= POST_MEDIA_MAX;

  // The previews are object URLs of the picked files: free them when the composer goes.
  const previews = useRef(items);
  previews.current = items;
  useEffect(() => () => previews.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  return (
    <Input.Wrapper
      label={t('compose.media')}
      description={t('compose.mediaHint', { count: POST_MEDIA_MAX })}
      error={error ? translate(error) : undefined}
      errorProps={{ role: 'alert' }}
      id={`${id}-wrapper`}
    >
      <Stack gap="xs" mt={6}>
        {items.length > 0 && (
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item, index) => (
              <Paper key={item.key} component="li" withBorder radius="md" p="xs" aria-label={t('compose.itemLabel', { index: index + 1, name: item.name })}>
                <Group gap="sm" wrap="nowrap">
                  {item.kind === 'image' ? (
                    <Image src={item.preview} alt="" w={64} h={64} radius="sm" fit="cover" />
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
                  <Group gap={2} wrap="nowrap">
                    {item.status === 'failed' && (
                      <ActionIcon variant="subtle" size="lg" aria-label={t('compose.retryUpload')} onClick={() => onRetry(item.key)} disabled={disabled}>
                        <IconRefresh size={18} aria-hidden />
                      </ActionIcon>
                    )}
                    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('compose.moveEarlier')} disabled={disabled || index === 0} onClick={() => onMove(item.key, -1)}>
                      <IconArrowUp size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={t('compose.moveLater')}
                      disabled={disabled || index === items.length - 1}
                      onClick={() => onMove(item.key, 1)}
                    >
                      <IconArrowDown size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('compose.remove')} disabled={disabled} onClick={() => onRemove(item.key)}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
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
          <Button variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} disabled={disabled || full} onClick={() => inputRef.current?.click()}>
            {t('compose.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
