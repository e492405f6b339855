import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconHeart, IconHeartFilled, IconMessageCircle, IconShare3 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberPost } from '@souq/contract/members-posts';
import { useServerText } from '@/i18n/members/server-text';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { POST_TIME_FORMAT } from '@/lib/members/post-look';
import { useOnline } from '@/lib/members/online';
import { useMemberSession } from '@/lib/members/session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { lazyOnFirstUse } from '@/lib/first-use';
import { useLikePost, useReportPost, useSharePost } from '../api';
import { useWaitingLike } from '@/lib/members/like-outbox';
import { socialPaths } from '../social-paths';
import { MemberAvatar } from './member-avatar';
import { PostMedia } from './post-media';
import { shareLink } from '@/lib/members/share';
import { WithMentions } from '@/components/members/bidi';
import { useMembersOnly } from '@/lib/members/visitors';

// The menu and the report dialog load apart from the feed (Mantine's Menu and Modal bring
// floating-ui and the scroll lock): the menu once the first card renders, the dialog when the
// menu first opens.
const loadReportDialog = () => import('./report-dialog');
const postMenu = lazyOnFirstUse(() => import('./post-menu').then((module) => module.PostMenu));
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));

export interface PostCardProps {
  post: MemberPost;
  /** On the post's own page: every photo, and no link to itself. */
  detail?: boolean;
  /** At the top of the screen: its photos are asked for at once, not when they near the screen. */
  eager?: boolean;
}

/**
 * One post: its author, text, photos or video, time, and Like, Comments, Share, Report.
 * Memoised: a feed's next page must draw only its own cards, not every card above it again
 * (the query shares unchanged posts by reference, so their props stay equal).
 */
export const PostCard = memo(function PostCard({ post, detail = false, eager = false }: PostCardProps) {
  const { t, i18n } = useTranslation('social');
  const translate = useServerText();
  const like = useLikePost((error) => notifyError(`${t('post.likeFailed')} ${translate(errorText(error))}`));
  const member = useMemberSession()?._id ?? '';
  const waitingLike = useWaitingLike(member, post._id);
  // A saved copy read offline predates the like: the card shows what waits to be sent.
  const liked = waitingLike ?? post.likedByMe;
  const online = useOnline();
  const sendLike = like.mutate;
  // A like made offline goes when the network returns (or when its card is next shown online).
  useEffect(() => {
    if (online && navigator.onLine && waitingLike !== undefined) sendLike({ id: post._id, liked: waitingLike });
  }, [online, waitingLike, post._id, sendLike]);
  const share = useSharePost();
  const report = useReportPost();
  const [reporting, setReporting] = useState(false);
  const [menuAsked, setMenuAsked] = useState(false);
  // A visitor's like, share or report asks them to join first.
  const membersOnly = useMembersOnly();
  const author = post.user_id;
  const headingId = `post-${post._id}-title`;
  const time = formatDate(post.createdAt, i18n.language, POST_TIME_FORMAT);

  const onShare = membersOnly('share', () =>
    share.mutate(post._id, {
      onSuccess: async ({ link }) => {
        const outcome = await shareLink(link, t('post.shareTitle'));
        if (outcome === 'copied') notifySuccess(t('post.linkCopied', { link }));
        if (outcome === 'shown') notifySuccess(t('post.shareLink', { link }));
      },
      onError: (error) => notifyError(translate(errorText(error))),
    }),
  );

  const moreButton = (onClick?: () => void) => (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('post.more')} aria-haspopup="menu" onClick={onClick}>
      <IconDots size={20} aria-hidden />
    </ActionIcon>
  );

  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <MemberAvatar name={author.name} photo={author.photo} alt="" size={44} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={socialPaths.member(author._id)} fw={700} c="dark.8" truncate id={headingId}>
                <span dir="auto">{author.name}</span>
              </Anchor>
              <Text size="xs" c="dark.3" component="time" dateTime={post.createdAt.toISOString()}>
                {time}
              </Text>
            </Stack>
            {post.hidden && (
              <Badge color="gray" variant="light" tt="none">
                {t('post.hidden')}
              </Badge>
            )}
          </Group>
          {/* The menu's code is fetched on the first tap on the button, which opens it once it arrives. */}
          <Suspense
            fallback={moreButton(() => {
              setMenuAsked(true);
              postMenu.ask();
            })}
          >
            <postMenu.Component
              target={moreButton()}
              opened={menuAsked}
              reportLabel={t('post.report')}
              onReport={membersOnly('report', () => setReporting(true))}
              onOpen={() => void loadReportDialog().catch(() => undefined)}
            />
          </Suspense>
        </Group>

        {post.title && (
          <Title order={detail ? 1 : 2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <span dir="auto">{post.title}</span>
          </Title>
        )}
        {post.description && (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={detail ? undefined : 8}>
            <WithMentions text={post.description} />
          </Text>
        )}
        <PostMedia post={post} all={detail} eager={eager || detail} />

        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            color={liked ? 'red' : 'gray'}
            size="compact-md"
            aria-pressed={liked}
            aria-label={`${t('post.like')} · ${t('post.likes', { count: post.totalLikes })}`}
            leftSection={liked ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
            onClick={membersOnly('like', () => like.mutate({ id: post._id, liked: !liked }))}
          >
            <Text span size="sm" c="dark.6">
              {t('post.likes', { count: post.totalLikes })}
            </Text>
          </Button>
          {detail ? (
            <Text size="sm" c="dark.6" px="xs">
              {t('post.comments', { count: post.totalComments })}
            </Text>
          ) : (
            <Button
              component={Link}
              to={socialPaths.post(post._id)}
              variant="subtle"
              color="gray"
              size="compact-md"
              leftSection={<IconMessageCircle size={20} aria-hidden />}
            >
              <Text span size="sm" c="dark.6">
                {t('post.comments', { count: post.totalComments })}
              </Text>
            </Button>
          )}
          <Button
            variant="subtle"
            color="gray"
            size="compact-md"
            ms="auto"
            loading={share.isPending}
            leftSection={<IconShare3 size={20} aria-hidden />}
            onClick={onShare}
          >
            <Text span size="sm" c="dark.6">
              {t('post.share')}
            </Text>
          </Button>
        </Group>
        {waitingLike !== undefined && (
          <Text size="xs" c="dimmed" role="status" data-testid="like-waiting">
            {t('post.likeWaiting')}
          </Text>
        )}
      </Stack>

      {/* Mounted only while open: a long feed carries no closed dialog per card. */}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            opened
            title={t('report.titlePost')}
            onClose={() => setReporting(false)}
            onSend={async (request) => {
              await report.mutateAsync({ id: post._id, report: request });
              notifySuccess(t('report.sent'));
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
});
