import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@souq/contract/messages';
import { POST_DESCRIPTION_MAX, POST_MEDIA_MAX, POST_TITLE_MAX, ZCreatePostRequest, type CreatePostRequest } from '@souq/contract/members-posts';
import { requestResolver } from '@/components/form/request-resolver';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { FormFailure } from '@/components/members/form-failure';
import { FormPanel } from '@/components/members/form-panel';
import { ApiError, errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { memberAuth } from '@/lib/members/api';
import { notifySuccess } from '@/lib/notify';
import { mediaKindOf, uploadMedia } from '@/lib/upload';
import { UPLOAD_MAX_SIDE } from '@/lib/scale-photo';
import { useCreatePost } from '../api';
import { MediaPicker, type MediaItem } from '../components/media-picker';
import { moveItem } from '@/lib/members/move-item';
import { socialPaths } from '../social-paths';

interface ComposeValues {
  title: string;
  description: string;
  /** Not an input: the picked media live beside the form (their uploads run at once); their message lands here. */
  media?: undefined;
}

/** The post as the contract checks it: the typed text and the uploaded media, in their order. */
const resolver = requestResolver<ComposeValues, { media: MediaItem[] }, CreatePostRequest>((values, context) =>
  ZCreatePostRequest.safeParse({
    title: values.title,
    description: values.description,
    media: (context?.media ?? []).map((item) => ({ url: item.url, type: item.kind })),
  }),
);

/** #/app/posts/new: title, description, photos or a video; what was typed stays through any error. */
export function ComposePage() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const create = useCreatePost();
  const [items, setItems] = useState<MediaItem[]>([]);
  const [failure, setFailure] = useState<{ text: string; unverified: boolean } | null>(null);
  const counter = useRef(0);
  const { control, handleSubmit, setError, clearErrors, getFieldState, formState } = useForm<ComposeValues, { media: MediaItem[] }, CreatePostRequest>({
    resolver,
    context: { media: items },
    defaultValues: { title: '', description: '' },
  });

  const update = (key: string, change: Partial<MediaItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (item: MediaItem) => {
    update(item.key, { status: 'uploading', progress: 0, error: undefined });
    uploadMedia(item.file, { folder: 'posts', auth: memberAuth, maxSide: UPLOAD_MAX_SIDE, onProgress: (progress) => update(item.key, { progress }) }).then(
      (url) => update(item.key, { status: 'done', progress: 1, url }),
      (error: unknown) => update(item.key, { status: 'failed', error: errorText(error) }),
    );
  };

  // "Say something" sits on the title: anything written or added answers it.
  const answered = () => {
    if (getFieldState('title').error?.message === messages.members.posts.postEmpty) clearErrors('title');
  };

  const pick = (files: File[]) => {
    const allowed = files.filter((file) => mediaKindOf(file.type));
    const room = POST_MEDIA_MAX - items.length;
    const taken = allowed.slice(0, Math.max(0, room));
    const problem =
      allowed.length < files.length ? messages.upload.typeNotAllowed : taken.length < allowed.length ? messages.members.posts.tooManyMedia : undefined;
    if (problem) setError('media', { message: problem });
    else clearErrors('media');
    answered();
    const added: MediaItem[] = taken.map((file) => ({
      key: `media-${++counter.current}`,
      name: file.name,
      kind: mediaKindOf(file.type)!,
      file,
      status: 'uploading',
      progress: 0,
    }));
    setItems((current) => [...current, ...added]);
    added.forEach(upload);
  };

  const uploading = items.some((item) => item.status === 'uploading');

  const submit = handleSubmit(async (post) => {
    try {
      const created = await create.mutateAsync(post);
      notifySuccess(t('compose.posted'));
      void navigate(socialPaths.post(created._id), { replace: true });
    } catch (error) {
      showServerFieldErrors(error, setError, ['title', 'description', 'media']);
      const text = errorText(error);
      setFailure({ text, unverified: error instanceof ApiError && error.status === 403 && text === messages.members.common.notVerified });
    }
  });

  return (
    <Stack gap="md" maw={680} mx="auto">
      <Title order={1} size="h2">
        {t('compose.title')}
      </Title>
      {failure?.unverified && (
        <Alert color="orange" variant="light" icon={<IconMailExclamation size={20} aria-hidden />} title={t('compose.unverifiedTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            {t('compose.unverifiedText')}
            <Button component={Link} to={memberPaths.profile} size="compact-sm" variant="light" color="orange">
              {t('compose.toProfile')}
            </Button>
          </Stack>
        </Alert>
      )}
      <FormFailure text={failure?.unverified ? null : failure?.text} />
      <FormPanel
        busy={formState.isSubmitting}
        onSubmit={(event) => {
          setFailure(null);
          // The uploads are checked first: the contract's schema cannot tell a file still on its way.
          if (items.some((item) => item.status !== 'done')) {
            event.preventDefault();
            setError('media', { message: uploading ? t('compose.waitUploads') : t('compose.uploadFailed') });
            return;
          }
          void submit(event);
        }}
      >
        <TextField control={control} name="title" label={t('compose.postTitle')} maxLength={POST_TITLE_MAX} />
        <TextareaField
          control={control}
          name="description"
          label={t('compose.description')}
          maxLength={POST_DESCRIPTION_MAX}
          onValueChange={answered}
          autosize
          minRows={4}
          maxRows={14}
          dir="auto"
        />
        <MediaPicker
          items={items}
          error={formState.errors.media?.message}
          onPick={pick}
          onMove={(key, by) => setItems((current) => moveItem(current, key, by))}
          onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
          onRetry={(key) => {
            const item = items.find((candidate) => candidate.key === key);
            if (item) upload(item);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={socialPaths.home} variant="default">
            {t('compose.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={uploading}>
            {t('compose.submit')}
          </Button>
        </Group>
      </FormPanel>
    </Stack>
  );
}
