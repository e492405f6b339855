import { useEffect, useState } from 'react';
import { Badge, Center, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/members/load-more';
import { LoadError, MembersState } from '@/components/members/members-state';
import { PageTitle } from '@/components/members/page-title';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { inboxSeenAt, markInboxSeen } from '@/lib/members/inbox';
import { useMemberSession } from '@/lib/members/session';
import { useMemberEvents } from '@/lib/members/use-member-events';
import { inboxKeys, inboxQuery, type InboxPages } from '../api';
import { addToInbox, inboxEntryFromEvent, inboxList } from '../inbox-pages';

/**
 * #/app/notifications: the member's in-app inbox, newest first. A notification the Souq team
 * sends while it is open appears at the top at once (the event stream) and is announced; the
 * ones newer than the last visit on this device are marked New, and opening the inbox clears the
 * navigation's badge.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation('inbox');
  const memberId = useMemberSession()?._id ?? '';
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery(inboxQuery());
  // What counted as seen when the screen opened: newer ones show as New during this visit.
  const [seenBefore] = useState(() => (memberId ? inboxSeenAt(memberId) : null));
  const [announced, setAnnounced] = useState('');

  useMemberEvents((event) => {
    if (event.event !== 'notification') return;
    const entry = inboxEntryFromEvent(event.data);
    if (!entry) return;
    queryClient.setQueryData<InboxPages>(inboxKeys.all, (data) => addToInbox(data, entry));
    setAnnounced(t('arrived', { title: entry.title }));
  });

  const items = inboxList(inbox.data);
  const newest = items[0]?.createdAt.toISOString();
  useEffect(() => {
    if (memberId && newest) markInboxSeen(memberId, newest);
  }, [memberId, newest]);

  const header = <PageTitle title={t('title')} text={t('intro')} />;

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

  const isNew = (createdAt: Date) => seenBefore === null || createdAt.getTime() > Date.parse(seenBefore);
  return (
    <Stack gap="md" maw={760} mx="auto">
      {header}
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {items.length === 0 ? (
        <MembersState order={2} icon={<IconBell size={28} aria-hidden />} title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
          {items.map((item) => (
            <Paper key={item._id} component="li" withBorder radius="md" p="md" data-testid="inbox-item">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Text fw={700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Text>
                  {isNew(item.createdAt) && (
                    <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
                      {t('new')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.description}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt.toISOString()}>
                  {formatDate(item.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </Stack>
            </Paper>
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
