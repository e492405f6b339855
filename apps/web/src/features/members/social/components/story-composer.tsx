import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Image, Input, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconPhotoPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { STORY_DESCRIPTION_MAX, ZCreateStoryRequest } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { memberAuth } from '@/lib/members/api';
import { notifySuccess } from '@/lib/notify';
import { mediaKindOf, uploadMedia } from '@/lib/upload';
import { useCreateStory } from '../api';

const ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** The story's one photo or video, uploaded as soon as it is picked (the composer's pre-signed flow). */
interface StoryFile {
  file: File;
  kind: 'image' | 'video';
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  url?: string;
  error?: string;
}

export interface StoryComposerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "Add a story": pick a photo or a video (its upload's progress shown), write an optional
 * caption, share it for 24 hours. A refusal (an unverified e-mail, a failed upload) keeps the
 * file and the caption; closing and opening again starts afresh.
 */
export function StoryComposer({ opened, onClose }: StoryComposerProps) {
  const { t } = useTranslation('social');
  return (
    <Modal opened={opened} onClose={onClose} title={t('stories.newTitle')} centered size="md">
      {opened && <StoryForm onDone={onClose} />}
    </Modal>
  );
}

function StoryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('social');
  const translate = useServerText();
  const create = useCreateStory();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<StoryFile | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<{ field: 'media' | 'description' | 'form'; text: string } | null>(null);

  const preview = picked?.preview;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = (file: File, kind: 'image' | 'video', previewUrl: string) => {
    // A later pick replaces an upload still under way: only the picked file's own upload fills the form.
    const update = (change: Partial<StoryFile>) =>
      setPicked((current) => (current && current.file === file ? { ...current, ...change } : current));
    setPicked({ file, kind, preview: previewUrl, status: 'uploading', progress: 0 });
    uploadMedia(file, { folder: 'stories', auth: memberAuth, onProgress: (progress) => update({ progress }) }).then(
      (url) => update({ status: 'done', progress: 1, url }),
      (failure: unknown) => update({ status: 'failed', error: errorText(failure) }),
    );
  };

  const pick = (file: File) => {
    const kind = mediaKindOf(file.type);
    if (!kind) {
      setError({ field: 'media', text: messages.upload.typeNotAllowed });
      return;
    }
    setError(null);
    upload(file, kind, URL.createObjectURL(file));
  };

  const submit = () => {
    if (picked?.status === 'uploading') {
      setError({ field: 'media', text: t('stories.waitUpload') });
      return;
    }
    if (picked?.status === 'failed') {
      setError({ field: 'media', text: t('compose.uploadFailed') });
      return;
    }
    const checked = ZCreateStoryRequest.safeParse({ story_type: picked?.kind ?? 'image', story_url: picked?.url ?? '', description });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: issue.path[0] === 'description' ? 'description' : 'media', text: issue.message });
      return;
    }
    setError(null);
    create.mutate(checked.data, {
      onSuccess: () => {
        notifySuccess(t('stories.posted'));
        onDone();
      },
      onError: (failure) => setError({ field: 'form', text: errorText(failure) }),
    });
  };

  const uploading = picked?.status === 'uploading';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dark.4">
          {t('stories.hint')}
        </Text>
        <Input.Wrapper
          label={t('stories.media')}
          error={error?.field === 'media' ? translate(error.text) : undefined}
          errorProps={{ role: 'alert' }}
        >
          <Stack gap="xs" mt={6}>
            {picked && (
              <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#000' }}>
                {picked.kind === 'image' ? (
                  <Image src={picked.preview} alt={t('stories.previewPhoto')} h={240} fit="contain" />
                ) : (
                  <video src={picked.preview} muted playsInline controls aria-label={t('stories.previewVideo')} style={{ display: 'block', width: '100%', height: 240 }} />
                )}
              </Box>
            )}
            {picked?.status === 'uploading' && (
              <Progress value={Math.round(picked.progress * 100)} size="sm" animated striped aria-label={t('compose.uploading', { name: picked.file.name })} />
            )}
            {picked?.status === 'failed' && (
              <Group gap="xs" role="alert">
                <Text size="sm" c="red.8">
                  {t('compose.uploadFailed')}
                  {picked.error ? ` — ${translate(picked.error)}` : ''}
                </Text>
                <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => upload(picked.file, picked.kind, picked.preview)}>
                  {t('compose.retryUpload')}
                </Button>
              </Group>
            )}
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label={t('stories.pick')}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) pick(file);
              }}
            />
            <Group>
              <Button variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => inputRef.current?.click()} disabled={create.isPending}>
                {picked ? t('stories.pickAnother') : t('stories.pick')}
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
        <Textarea
          label={t('stories.caption')}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            if (error?.field === 'description') setError(null);
          }}
          maxLength={STORY_DESCRIPTION_MAX}
          error={error?.field === 'description' ? translate(error.text) : undefined}
          errorProps={{ role: 'alert' }}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
        />
        {error?.field === 'form' && (
          <Alert color="red" variant="light" role="alert">
            {translate(error.text)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t('compose.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={uploading}>
            {t('stories.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
