import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Box, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconArrowBackUp,
  IconAt,
  IconBell,
  IconHeart,
  IconMessageCircle,
  IconSearch,
  IconShieldExclamation,
  IconSpeakerphone,
  IconTag,
  IconTrendingDown,
  IconStar,
  IconUserPlus,
} from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityItem } from '@souq/contract/members-activity';
import { LoadMore } from '@/components/members/load-more';
import { LoadError, MembersState } from '@/components/members/members-state';
import { PageTitle } from '@/components/members/page-title';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { navBadgeKeys } from '@/lib/members/use-nav-badges';
import { useMemberEvents } from '@/lib/members/use-member-events';
import { inboxKeys, inboxQuery, markAllRead, type InboxPages } from '../api';
import { inboxList, itemFromEvent, putFirst } from '../inbox-pages';
import { itemTarget, NAME_MARK, REASON_MARK, sentenceParts } from '../item-text';

/** Reads coming close together (a burst of live items) are sent as one. */
const MARK_READ_DELAY_MS = 1_000;

const KIND_ICONS = {
  follow: IconUserPlus,
  like: IconHeart,
  comment: IconMessageCircle,
  reply: IconArrowBackUp,
  mention: IconAt,
  moderation: IconShieldExclamation,
  saved_search: IconSearch,
  price_drop: IconTrendingDown,
  favourite_sold: IconTag,
  rating: IconStar,
  team: IconSpeakerphone,
} as const;

/**
 * #/app/notifications: the member's activity inbox, newest first, grouped ("Sara and 3 others
 * liked your post"), the Souq team's messages among them. Opening it marks everything read (the
 * bell clears); what was unread keeps its mark for this visit. An item that arrives or grows while
 * it is open goes to the top at once and is announced. Each item opens what it is about.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation('inbox');
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery(inboxQuery());
  const [announced, setAnnounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const sendRead = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    markAllRead()
      .then(({ unread }) => queryClient.setQueryData<number>(navBadgeKeys.inbox, unread))
      // Not marked now: the bell keeps its count, and the next visit marks them.
      .catch(() => undefined);
  };
  // Live items come in bursts: one read for the burst.
  const readSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(sendRead, MARK_READ_DELAY_MS);
  };
  // Leaving, for another screen or by closing the app, before a pending read went: what was
  // shown counts as seen.
  useEffect(() => {
    const leave = () => {
      if (timer.current !== undefined) sendRead();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const firstUnread = inbox.data?.pages[0]?.unread ?? 0;
  const loaded = inbox.isSuccess;
  // Read as the list paints, not later: a member who sees it and leaves at once has seen it.
  useLayoutEffect(() => {
    if (loaded && firstUnread > 0) sendRead();
    // Once per load: live items schedule their own read.
  }, [loaded]);

  useMemberEvents((event) => {
    if (event.event === 'activity') {
      const item = itemFromEvent(event.data);
      if (!item) return;
      queryClient.setQueryData<InboxPages>(inboxKeys.all, (data) => putFirst(data, item));
      setAnnounced(t('arrived'));
      readSoon();
    } else if (event.event === 'notification') {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      setAnnounced(t('arrived'));
      readSoon();
    }
  });

  const header = <PageTitle title={t('title')} text={t('intro')} />;
  const settingsLink = (
    <Anchor component={Link} to={memberPaths.notificationSettings} size="sm">
      {t('settings')}
    </Anchor>
  );

  if (inbox.isPending) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        {header}
        <Center py="xl">
          <Loader aria-label={t('common.loading', { ns: 'members' })} />
        </Center>
      </Stack>
    );
  }
  if (inbox.isError && !inbox.data) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        {header}
        <LoadError order={2} error={errorText(inbox.error)} onRetry={() => void inbox.refetch()} />
      </Stack>
    );
  }

  const items = inboxList(inbox.data);
  return (
    <Stack gap="md" maw={760} mx="auto">
      {header}
      <Group justify="flex-end" gap="md">
        <Anchor component={Link} to={memberPaths.savedSearches} size="sm">
          {t('savedSearchesLink')}
        </Anchor>
        {settingsLink}
      </Group>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {items.length === 0 ? (
        <MembersState order={2} icon={<IconBell size={28} aria-hidden />} title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
          {items.map((item) => (
            <InboxEntry key={item._id} item={item} language={i18n.language} />
          ))}
        </Stack>
      )}
      {inbox.isFetchNextPageError && <LoadError order={2} error={errorText(inbox.error)} onRetry={() => void inbox.fetchNextPage()} />}
      {items.length > 0 && !inbox.isFetchNextPageError && (
        <LoadMore
          hasMore={inbox.hasNextPage}
          loading={inbox.isFetchingNextPage}
          onLoad={() => void inbox.fetchNextPage()}
          label={t('loadMore')}
          endText={t('end')}
        />
      )}
    </Stack>
  );
}

/** One item: its sentence (names and reasons isolated, as they may be in either script), its words, its time. */
function InboxEntry({ item, language }: { item: ActivityItem; language: string }) {
  const { t } = useTranslation('inbox');
  const Icon = KIND_ICONS[item.kind];
  const target = itemTarget(item);
  const unread = !item.read;

  let headline: ReactNode;
  if (item.kind === 'team') {
    headline = <span dir="auto">{item.title}</span>;
  } else if (item.kind === 'moderation') {
    const decision = item.decision;
    if (decision?.action === 'appeal_upheld' || decision?.action === 'appeal_overturned') {
      headline = t(decision.action === 'appeal_upheld' ? 'appealUpheld' : 'appealOverturned');
    } else {
      const base = decision?.action === 'deleted' ? 'postDeleted' : item.subject?.type === 'listing' ? 'listingDisallowed' : 'postHidden';
      // The reason from the list when staff chose one (their note follows), else the note itself.
      const reason = decision?.category ? t(`reasons.${decision.category}`) : decision?.reason;
      const sentence = reason ? t(`${base}Because`, { reason: REASON_MARK }) : t(base);
      headline = renderParts(sentence, { reason: reason ?? '' });
    }
  } else if (item.kind === 'saved_search') {
    headline = t('savedSearchNew', { count: item.actorCount });
  } else if (item.kind === 'price_drop') {
    headline = t('priceDropped');
  } else if (item.kind === 'favourite_sold') {
    headline = t('favouriteSold');
  } else {
    const name = item.actors[0]?.name ?? '';
    const others = Math.max(0, item.actorCount - 1);
    const who = others > 0 ? t('others', { count: others, name: NAME_MARK }) : NAME_MARK;
    headline = renderParts(t(`kinds.${item.kind}`, { who }), { name });
  }
  const words = item.kind === 'team' ? item.description : item.kind === 'moderation' && item.decision?.category ? item.decision.reason : item.preview;

  const body = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant={unread ? 'filled' : 'light'} color={item.kind === 'moderation' ? 'orange' : 'teal'} radius="xl" size="lg" style={{ flexShrink: 0 }}>
        <Icon size={18} aria-hidden />
      </ThemeIcon>
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          {unread && <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>}
          {headline}
        </Text>
        {words && (
          <Text size="sm" c="dimmed" dir="auto" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {words}
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt.toISOString()}>
          {formatDate(item.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      </Stack>
      {unread && <Box w={10} h={10} mt={6} bg="red.7" style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />}
    </Group>
  );
  const look = { withBorder: true, radius: 'md', p: 'md', bg: unread ? 'teal.0' : undefined } as const;
  return (
    <li data-testid="inbox-item" data-kind={item.kind} data-unread={unread ? 'true' : 'false'}>
      {target ? (
        <Paper component={Link} to={target} {...look} style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
          {body}
        </Paper>
      ) : (
        <Paper {...look}>{body}</Paper>
      )}
    </li>
  );
}

function renderParts(sentence: string, values: { name?: string; reason?: string }): ReactNode {
  return sentenceParts(sentence, values).map((part, index) =>
    'text' in part ? (
      <span key={index}>{part.text}</span>
    ) : (
      <bdi key={index} dir="auto">
        {'name' in part ? part.name : part.reason}
      </bdi>
    ),
  );
}
