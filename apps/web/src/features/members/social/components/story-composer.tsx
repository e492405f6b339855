import { useRef, useState } from 'react';
import { Box, Button, Group, Image, Input, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconRefresh } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import { STORY_DESCRIPTION_MAX, STORY_LIFETIME_MS, ZCreateStoryRequest, type CreateStoryRequest } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';
import { BusyForm } from '@/components/form/busy-form';
import { useFieldChrome } from '@/components/form/field-chrome';
import { requestResolver } from '@/components/form/request-resolver';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { FormFailure } from '@/components/members/form-failure';
import { useObjectUrl } from '@/components/use-object-url';
import { errorText } from '@/lib/api-client';
import { memberAuth } from '@/lib/members/api';
import { notifySuccess } from '@/lib/notify';
import { mediaKindOf, uploadMedia } from '@/lib/upload';
import { UPLOAD_MAX_SIDE } from '@/lib/scale-photo';
import { useCreateStory } from '../api';

/** How long a story shows, in the catalog's sentences: the number is written in the reader's digits. */
const STORY_HOURS = STORY_LIFETIME_MS / (60 * 60 * 1000);

const ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** The story's one photo or video, uploaded as soon as it is picked (the composer's pre-signed flow). */
interface StoryFile {
  file: File;
  kind: 'image' | 'video';
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  url?: string;
  error?: string;
}

interface StoryValues {
  description: string;
  /** Not an input: the picked file lives beside the form (its upload runs at once); its message lands here. */
  media?: undefined;
}

/** The story as the contract checks it; what it says of the file (its type, its address) shows on the file's place. */
const resolver = requestResolver<StoryValues, { picked: StoryFile | null }, CreateStoryRequest>((values, context) => {
  const checked = ZCreateStoryRequest.safeParse({
    story_type: context?.picked?.kind ?? 'image',
    story_url: context?.picked?.url ?? '',
    description: values.description,
  });
  if (checked.success) return checked;
  const issues = checked.error.issues.map((issue) => (issue.path[0] === 'description' ? issue : { ...issue, path: ['media'] }));
  return { success: false, error: { issues } };
});

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
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useObjectUrl(picked?.file);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<StoryValues, { picked: StoryFile | null }, CreateStoryRequest>({
    resolver,
    context: { picked },
    defaultValues: { description: '' },
  });
  const busy = formState.isSubmitting;
  // Read here, outside the form it renders: the form's busy state is passed in.
  const media = useFieldChrome(formState.errors.media?.message, busy);

  const upload = (file: File, kind: 'image' | 'video') => {
    // A later pick replaces an upload still under way: only the picked file's own upload fills the form.
    const update = (change: Partial<StoryFile>) => setPicked((current) => (current && current.file === file ? { ...current, ...change } : current));
    setPicked({ file, kind, status: 'uploading', progress: 0 });
    uploadMedia(file, { folder: 'stories', auth: memberAuth, maxSide: UPLOAD_MAX_SIDE, onProgress: (progress) => update({ progress }) }).then(
      (url) => update({ status: 'done', progress: 1, url }),
      (error: unknown) => update({ status: 'failed', error: errorText(error) }),
    );
  };

  const pick = (file: File) => {
    const kind = mediaKindOf(file.type);
    if (!kind) {
      setError('media', { message: messages.upload.typeNotAllowed });
      return;
    }
    clearErrors('media');
    upload(file, kind);
  };

  const submit = handleSubmit(async (story) => {
    try {
      await create.mutateAsync(story);
      notifySuccess(t('stories.posted', { hours: STORY_HOURS }));
      onDone();
    } catch (error) {
      showServerFieldErrors(error, setError, ['description']);
      setFailure(errorText(error));
    }
  });

  const uploading = picked?.status === 'uploading';
  return (
    <BusyForm
      busy={busy}
      onSubmit={(event) => {
        setFailure(null);
        // The upload is checked first: the contract's schema cannot tell a file still on its way.
        if (picked && picked.status !== 'done') {
          event.preventDefault();
          setError('media', { message: uploading ? t('stories.waitUpload') : t('compose.uploadFailed') });
          return;
        }
        void submit(event);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dark.4">
          {t('stories.hint', { hours: STORY_HOURS })}
        </Text>
        <Input.Wrapper label={t('stories.media')} error={media.error} errorProps={media.errorProps}>
          <Stack gap="xs" mt={6}>
            {picked && (
              <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#000' }}>
                {picked.kind === 'image' ? (
                  <Image src={preview} alt={t('stories.previewPhoto')} h={240} fit="contain" />
                ) : (
                  <video
                    src={preview ?? undefined}
                    muted
                    playsInline
                    controls
                    aria-label={t('stories.previewVideo')}
                    style={{ display: 'block', width: '100%', height: 240 }}
                  />
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
                <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => upload(picked.file, picked.kind)}>
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
              <Button variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => inputRef.current?.click()} disabled={media.disabled}>
                {picked ? t('stories.pickAnother') : t('stories.pick')}
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
        <TextareaField
          control={control}
          name="description"
          label={t('stories.caption')}
          maxLength={STORY_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
        />
        <FormFailure text={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('compose.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={uploading}>
            {t('stories.submit')}
          </Button>
        </Group>
      </Stack>
    </BusyForm>
  );
}
