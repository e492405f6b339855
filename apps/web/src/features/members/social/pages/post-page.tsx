import { ActionIcon, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, ZCreateCommentRequest, type CreateCommentRequest, type MemberComment } from '@souq/contract/members-posts';
import { BusyForm } from '@/components/form/busy-form';
import { showServerErrorOn } from '@/components/form/server-field-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { LoadError } from '@/components/members/members-state';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMemberSession } from '@/lib/members/session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { commentsQuery, postQuery, useCreateComment, useDeleteComment } from '../api';
import { MemberAvatar } from '../components/member-avatar';
import { PostCard } from '../components/post-card';
import { useInfiniteScroll } from '../components/use-infinite-scroll';
import { socialPaths } from '../social-paths';
import { WithMentions } from '@/components/members/bidi';
import { askToJoin } from '@/lib/members/visitors';

function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation('social');
  const create = useCreateComment(postId);
  const { control, handleSubmit, setError, reset, formState } = useForm<CreateCommentRequest>({
    resolver: zodResolver(ZCreateCommentRequest),
    defaultValues: { comment: '' },
  });
  const submit = handleSubmit(async ({ comment }) => {
    try {
      await create.mutateAsync(comment);
      reset();
    } catch (error) {
      showServerErrorOn(error, setError, 'comment');
    }
  });
  return (
    <BusyForm busy={formState.isSubmitting} onSubmit={(event) => void submit(event)}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextareaField
          control={control}
          name="comment"
          style={{ flex: 1 }}
          aria-label={t('detail.write')}
          placeholder={t('detail.write')}
          maxLength={COMMENT_MAX}
          autosize
          minRows={1}
          maxRows={6}
          dir="auto"
        />
        <Button type="submit" loading={formState.isSubmitting} leftSection={<IconSend size={18} aria-hidden />}>
          {t('detail.send')}
        </Button>
      </Group>
    </BusyForm>
  );
}

function Comment({ comment, canDelete, postId }: { comment: MemberComment; canDelete: boolean; postId: string }) {
  const { t, i18n } = useTranslation('social');
  const translate = useServerText();
  const remove = useDeleteComment(postId);
  const author = comment.user_id;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <MemberAvatar name={author.name} photo={author.photo} alt="" size={36} />
      <Paper bg="gray.0" radius="md" px="sm" py={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={socialPaths.member(author._id)} size="sm" fw={700} c="dark.8" truncate>
            <span dir="auto">{author.name}</span>
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dark.3" component="time" dateTime={comment.createdAt.toISOString()}>
              {formatDate(comment.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="md"
                aria-label={t('detail.deleteComment')}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(comment._id, {
                    onSuccess: () => notifySuccess(t('detail.deleted')),
                    onError: (error) => notifyError(translate(errorText(error))),
                  })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <WithMentions text={comment.comment} />
        </Text>
      </Paper>
    </Group>
  );
}

function Comments({ postId, postAuthorId }: { postId: string; postAuthorId: string }) {
  const { t } = useTranslation('social');
  const me = useMemberSession();
  const query = useInfiniteQuery(commentsQuery(postId));
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
  }, Boolean(query.hasNextPage));
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="comments-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="comments-title">
          {t('detail.comments')}
        </Title>
        {me ? (
          <CommentForm postId={postId} />
        ) : (
          // A visitor reads the comments; writing one asks them to join first.
          <Button variant="light" leftSection={<IconSend size={18} aria-hidden />} onClick={() => askToJoin('comment')} style={{ alignSelf: 'flex-start' }}>
            {t('detail.write')}
          </Button>
        )}
        {query.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('detail.comments')} />
          </Center>
        ) : query.isError && !query.data ? (
          <LoadError order={2} error={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : comments.length === 0 ? (
          <Text size="sm" c="dark.3">
            {t('detail.noComments')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {comments.map((comment) => (
              <Comment key={comment._id} comment={comment} postId={postId} canDelete={comment.user_id._id === me?._id || postAuthorId === me?._id} />
            ))}
          </Stack>
        )}
        <div ref={sentinel} />
        {query.isFetchNextPageError && <LoadError order={2} error={errorText(query.error)} onRetry={() => void query.fetchNextPage()} />}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Center>
            <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('detail.moreComments')}
            </Button>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

/** #/app/posts/:id: the post with every photo, and its comments (write one, delete one's own). */
export function PostPage() {
  const { t, i18n } = useTranslation('social');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = useQuery(postQuery(id));
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap="md" maw={680} mx="auto">
      <Group gap="xs">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<Back size={18} aria-hidden />}
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(socialPaths.home))}
        >
          {t('detail.back')}
        </Button>
      </Group>
      {post.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('detail.title')} />
        </Center>
      ) : post.isError ? (
        <LoadError error={errorText(post.error)} onRetry={() => void post.refetch()} />
      ) : (
        <>
          {!post.data.title && (
            <VisuallyHidden>
              <h1>{t('post.by', { name: post.data.user_id.name })}</h1>
            </VisuallyHidden>
          )}
          <PostCard post={post.data} detail />
          <Comments postId={id} postAuthorId={post.data.user_id._id} />
        </>
      )}
    </Stack>
  );
}
