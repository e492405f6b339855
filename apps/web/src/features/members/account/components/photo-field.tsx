import { useEffect, useId, useRef, useState } from 'react';
import { Avatar, Button, Group, Input, Progress, Stack } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { useServerText } from '@/i18n/members/server-text';
import type { ImageUpload } from '@/components/use-image-upload';
import { isImageType } from '@/lib/upload';
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
  disabled?: boolean;
}

/** The profile photo: a round preview, Choose/Change and Remove; the upload runs on Save. */
export function PhotoField({ image, currentUrl, removed, onRemovedChange, name, disabled }: PhotoFieldProps) {
  const { t } = useTranslation();
  const translate = useServerText();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const { file, setFile, uploading, progress } = image;

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = previewUrl ?? (removed ? null : safeMediaUrl(currentUrl) ?? null);
  const hasPhoto = Boolean(shown);

  return (
    <Input.Wrapper label={t('editProfile.photo')} id={id} error={problem ? translate(problem) : undefined} errorProps={{ role: 'alert' }}>
      <Group gap="md" wrap="nowrap" mt={6}>
        <Avatar src={shown} alt={t('profile.photoOf', { name })} size={72} radius="xl" color="brand">
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
              setProblem(null);
              setFile(picked);
              onRemovedChange(false);
            }}
          />
          <Group gap="xs">
            <Button variant="light" leftSection={<IconPhotoUp size={18} aria-hidden />} disabled={disabled || uploading} onClick={() => inputRef.current?.click()}>
              {hasPhoto ? t('editProfile.changePhoto') : t('editProfile.choosePhoto')}
            </Button>
            {hasPhoto && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                disabled={disabled || uploading}
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
