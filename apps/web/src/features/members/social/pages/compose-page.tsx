import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages } from '@souq/contract/messages';
import { POST_DESCRIPTION_MAX, POST_MEDIA_MAX, POST_TITLE_MAX, ZCreatePostRequest } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';
import { ApiError, errorText } from '@/lib/api-client';
import { memberPaths } from '@/lib/members/paths';
import { memberAuth } from '@/lib/members/api';
import { notifySuccess } from '@/lib/notify';
import { mediaKindOf, uploadMedia } from '@/lib/upload';
import { useCreatePost } from '../api';
import { MediaPicker, type MediaItem } from '../components/media-picker';
import { moveItem } from '@/lib/members/move-item';
import { socialPaths } from '../social-paths';

type Field = 'title' | 'description' | 'media';

/** #/app/posts/new: title, description, photos or a video; what was typed stays through any error. */
export function ComposePage() {
  const { t } = useTranslation('social');
  const translate = useServerText();
  const navigate = useNavigate();
  const create = useCreatePost();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ text: string; unverified: boolean } | null>(null);
  const counter = useRef(0);

  const update = (key: string, change: Partial<MediaItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (item: MediaItem) => {
    update(item.key, { status: 'uploading', progress: 0, error: undefined });
    uploadMedia(item.file, { folder: 'posts', auth: memberAuth, onProgress: (progress) => update(item.key, { progress }) }).then(
      (url) => update(item.key, { status: 'done', progress: 1, url }),
      (error: unknown) => update(item.key, { status: 'failed', error: errorText(error) }),
    );
  };

  const pick = (files: File[]) => {
    const allowed = files.filter((file) => mediaKindOf(file.type));
    const room = POST_MEDIA_MAX - items.length;
    const taken = allowed.slice(0, Math.max(0, room));
    const problem =
      allowed.length < files.length ? messages.upload.typeNotAllowed : taken.length < allowed.length ? messages.members.posts.tooManyMedia : undefined;
    setErrors((current) => ({ ...current, media: problem, ...(current.title === messages.members.posts.postEmpty ? { title: undefined } : {}) }));
    const added: MediaItem[] = taken.map((file) => ({
      key: `media-${++counter.current}`,
      name: file.name,
      kind: mediaKindOf(file.type)!,
      file,
      preview: URL.createObjectURL(file),
      status: 'uploading',
      progress: 0,
    }));
    setItems((current) => [...current, ...added]);
    added.forEach(upload);
  };

  const uploading = items.some((item) => item.status === 'uploading');
  // "Say something" sits on the title: anything written or added answers it.
  const edited = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined, ...(current.title === messages.members.posts.postEmpty ? { title: undefined } : {}) }));

  const submit = () => {
    setFailure(null);
    if (items.some((item) => item.status !== 'done')) {
      setErrors((current) => ({ ...current, media: uploading ? t('compose.waitUploads') : t('compose.uploadFailed') }));
      return;
    }
    const checked = ZCreatePostRequest.safeParse({
      title,
      description,
      media: items.map((item) => ({ url: item.url, type: item.kind })),
    });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (post) => {
        notifySuccess(t('compose.posted'));
        void navigate(socialPaths.post(post._id), { replace: true });
      },
      onError: (error) => {
        const text = errorText(error);
        setFailure({ text, unverified: error instanceof ApiError && error.status === 403 && text === messages.members.common.notVerified });
      },
    });
  };

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
      {failure && !failure.unverified && (
        <Alert color="red" variant="light" role="alert">
          {translate(failure.text)}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('compose.postTitle')}
              value={title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                edited('title');
              }}
              maxLength={POST_TITLE_MAX}
              error={errors.title ? translate(errors.title) : undefined}
              errorProps={{ role: 'alert' }}
              dir="auto"
            />
            <Textarea
              label={t('compose.description')}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
                edited('description');
              }}
              maxLength={POST_DESCRIPTION_MAX}
              error={errors.description ? translate(errors.description) : undefined}
              errorProps={{ role: 'alert' }}
              autosize
              minRows={4}
              maxRows={14}
              dir="auto"
            />
            <MediaPicker
              items={items}
              error={errors.media}
              disabled={create.isPending}
              onPick={pick}
              onMove={(key, by) => setItems((current) => moveItem(current, key, by))}
              onRemove={(key) =>
                setItems((current) => {
                  const gone = current.find((item) => item.key === key);
                  if (gone) URL.revokeObjectURL(gone.preview);
                  return current.filter((item) => item.key !== key);
                })
              }
              onRetry={(key) => {
                const item = items.find((candidate) => candidate.key === key);
                if (item) upload(item);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={socialPaths.home} variant="default">
                {t('compose.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={uploading}>
                {t('compose.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
