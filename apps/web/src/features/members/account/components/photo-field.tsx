import { useId, useRef, useState } from 'react';
import { Avatar, Button, Group, Input, Progress, Stack } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { useFieldChrome } from '@/components/form/field-chrome';
import type { ImageUpload } from '@/components/use-image-upload';
import { useObjectUrl } from '@/components/use-object-url';
import { isImageType } from '@/lib/upload';
import { avatarImageProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';

const ACCEPT = Object.entries(UPLOAD_TYPES)
  .filter(([, type]) => type.kind === 'image')
  .map(([mime]) => mime)
  .join(',');

export interface PhotoFieldProps {
  image: ImageUpload;
  /** The stored photo, shown until another is picked or it is removed. */
  currentUrl: string | null;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  name: string;
}

/**
 * The profile photo: a round preview, Choose/Change and Remove; the upload runs on Save. A field
 * of the form kit: its message shows as the kit's do, and it is disabled while the form saves.
 */
export function PhotoField({ image, currentUrl, removed, onRemovedChange, name }: PhotoFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const { file, setFile, uploading, progress } = image;
  const previewUrl = useObjectUrl(file);
  const chrome = useFieldChrome(problem, uploading);

  const shown = previewUrl ?? (removed ? null : (safeMediaUrl(currentUrl) ?? null));
  const hasPhoto = Boolean(shown);

  return (
    <Input.Wrapper label={t('editProfile.photo')} id={id} error={chrome.error} errorProps={chrome.errorProps}>
      <Group gap="md" wrap="nowrap" mt={6}>
        <Avatar {...avatarImageProps(shown, 72, false)} alt={t('profile.photoOf', { name })} size={72} radius="xl" color="brand">
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('editProfile.photo')}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!picked) return;
              if (!isImageType(picked.type)) {
                setProblem(messages.upload.typeNotAllowed);
                return;
              }
              setProblem(undefined);
              setFile(picked);
              onRemovedChange(false);
            }}
          />
          <Group gap="xs">
            <Button variant="light" leftSection={<IconPhotoUp size={18} aria-hidden />} disabled={chrome.disabled} onClick={() => inputRef.current?.click()}>
              {hasPhoto ? t('editProfile.changePhoto') : t('editProfile.choosePhoto')}
            </Button>
            {hasPhoto && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                disabled={chrome.disabled}
                onClick={() => {
                  setFile(null);
                  onRemovedChange(true);
                }}
              >
                {t('editProfile.removePhoto')}
              </Button>
            )}
          </Group>
          {uploading && <Progress value={Math.round(progress * 100)} animated striped size="sm" aria-label={t('editProfile.uploading')} />}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
