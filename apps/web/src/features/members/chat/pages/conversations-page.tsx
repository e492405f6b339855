import { Avatar, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid, IconMessages } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@souq/contract/members-chat';
import { useMarketText } from '@/i18n/members/market';
import { LoadMore } from '@/components/members/load-more';
import { LoadError, MembersState } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { avatarImageProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { useMemberEvents } from '@/lib/members/use-member-events';
import { chatKeys, conversationsQuery } from '../api';

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const t = useMarketText();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { other, classified, lastMessage, unread } = conversation;
  const photo = safeMediaUrl(other.photo);
  return (
    <UnstyledButton
      component={Link}
      to={`${memberPaths.chat}/${conversation._id}`}
      w="100%"
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="conversation"
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar {...avatarImageProps(photo, 54)} alt={photo ? t('chat.otherPhoto', { name: other.name }) : undefined} radius="xl" size="lg" color="teal">
          {other.name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread > 0 ? 800 : 600} dir="auto" truncate>
              {other.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDate(conversation.lastMessageAt, language, { dateStyle: 'short', timeStyle: 'short' })}
            </Text>
          </Group>
          <Text size="sm" c="teal.9" truncate>
            {classified ? (
              <>
                <bdi>{classified.title}</bdi> · {formatPrice(classified.price, null, language)}
              </>
            ) : (
              t('chat.listingGone')
            )}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={unread > 0 ? undefined : 'dimmed'} fw={unread > 0 ? 600 : 400} truncate dir="auto">
              {lastMessage ? (lastMessage.fromMe ? t('chat.you', { body: lastMessage.body }) : lastMessage.body) : t('chat.noMessages')}
            </Text>
            {unread > 0 && (
              <Badge color="red" circle={unread < 10} aria-label={t('chat.unread', { count: unread })}>
                {formatNumber(unread, language)}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The member's conversations, the latest first, with unread counts; a new message moves them live. */
export function ConversationsPage() {
  const t = useMarketText();
  const queryClient = useQueryClient();
  const conversations = useInfiniteQuery(conversationsQuery());
  useMemberEvents((event) => {
    if (event.event === 'message' || event.event === 'conversation-read') void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  });
  const items = conversations.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <Stack gap="md" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('chat.title')}
        </Title>
        <Text c="dimmed">{t('chat.subtitle')}</Text>
      </div>
      {conversations.isError && items.length === 0 ? (
        <LoadError order={2} error={errorText(conversations.error)} onRetry={() => void conversations.refetch()} />
      ) : conversations.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('chat.title')} />
        </Center>
      ) : items.length === 0 ? (
        <MembersState order={2} icon={<IconMessages size={28} aria-hidden />} title={t('chat.empty')} text={t('chat.emptyText')}>
          <Button component={Link} to={memberPaths.classifieds} leftSection={<IconLayoutGrid size={18} aria-hidden />}>
            {t('chat.toClassifieds')}
          </Button>
        </MembersState>
      ) : (
        <Paper withBorder radius="md" p="xs">
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((conversation) => (
              <li key={conversation._id}>
                <ConversationRow conversation={conversation} />
              </li>
            ))}
          </Stack>
          {conversations.isFetchNextPageError ? (
            <LoadError order={2} error={errorText(conversations.error)} onRetry={() => void conversations.fetchNextPage()} />
          ) : (
            <LoadMore
              hasMore={conversations.hasNextPage}
              loading={conversations.isFetchingNextPage}
              onLoad={() => void conversations.fetchNextPage()}
              label={t('search.more')}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}
