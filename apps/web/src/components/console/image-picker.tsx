import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import { isImageType } from '@/lib/upload';
import { Thumbnail } from './thumbnail';
import type { ImageUpload } from '../use-image-upload';
import { useObjectUrl } from '../use-object-url';

const ACCEPT = Object.entries(UPLOAD_TYPES)
  .filter(([, type]) => type.kind === 'image')
  .map(([mime]) => mime)
  .join(',');

export interface ImagePickerProps {
  /** From useImageUpload(folder). */
  image: ImageUpload;
  label: string;
  /** The stored image shown until a new one is picked (edit mode). */
  currentUrl?: string | null;
  /** A validation message from the form (e.g. 'image is required'). */
  error?: string;
  required?: boolean;
  /** The form is busy: the picker looks disabled; trying to change it explains why. */
  disabled?: boolean;
}

/** Picks one image (images only), previews it 100x100 and shows the upload's progress. */
export function ImagePicker({ image, label, currentUrl, error, required, disabled }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const { file, uploading, progress, setFile } = image;
  const previewUrl = useObjectUrl(file);

  // Closing the file dialog without a choice: the spec's 'no file selected'.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onCancel = () => setNotice(messages.upload.noFileSelected);
    input.addEventListener('cancel', onCancel);
    return () => input.removeEventListener('cancel', onCancel);
  }, []);

  useEffect(() => {
    if (!uploading) setNotice((current) => (current === messages.upload.uploading ? null : current));
  }, [uploading]);

  const open = () => {
    if (uploading) {
      setNotice(messages.upload.uploading);
      return;
    }
    if (disabled) return;
    inputRef.current?.click();
  };

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (uploading) {
      setNotice(messages.upload.uploading);
      return;
    }
    if (!picked) {
      setNotice(messages.upload.noFileSelected);
      return;
    }
    if (!isImageType(picked.type)) {
      setNotice(messages.upload.typeNotAllowed);
      return;
    }
    setNotice(null);
    setFile(picked);
  };

  const shownError = notice ?? error;
  return (
    <Input.Wrapper label={label} required={required} id={id} error={shownError} errorProps={{ role: 'alert' }}>
      <Group gap="md" align="center" wrap="nowrap" mt={4}>
        <Thumbnail src={previewUrl ?? currentUrl} alt={file ? file.name : label} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <input ref={inputRef} id={id} type="file" accept={ACCEPT} hidden onChange={onChange} aria-label={label} data-testid="image-input" />
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPhotoUp size={18} />}
              onClick={open}
              data-disabled={disabled || uploading || undefined}
              aria-disabled={disabled || uploading || undefined}
            >
              {file || currentUrl ? messages.console.image.change : messages.console.image.choose}
            </Button>
          </Group>
          {file && (
            <Text size="xs" c="dimmed" truncate dir="auto">
              {file.name}
            </Text>
          )}
          {uploading && <Progress value={Math.round(progress * 100)} animated striped size="sm" aria-label={messages.console.image.uploading} />}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
