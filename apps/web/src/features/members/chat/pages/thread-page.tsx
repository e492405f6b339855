import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Anchor, Avatar, Box, Button, Center, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconClock, IconSend } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, ZChatMessage, ZSendMessageRequest, type ChatMessage } from '@souq/contract/members-chat';
import { useMarketText } from '@/i18n/members/market';
import { useServerText } from '@/i18n/members/server-text';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { memberPaths } from '@/lib/members/paths';
import { useOnline } from '@/lib/members/online';
import { useMemberSession } from '@/lib/members/session';
import { avatarImageProps } from '@/lib/photo';
import { safeMediaUrl } from '@/lib/safe-url';
import { useMemberEvents, useStreamStatus } from '@/lib/members/use-member-events';
import { addMessageToPages, chatKeys, conversationsQuery, messagesQuery, sendChatMessage, useMarkRead } from '../api';
import { loadDraft, saveDraft, type OutgoingMessage } from '@/lib/members/chat-outbox';
import { discardOutgoing, queueOutgoing, sendOutgoing, sendWaiting, useOutbox } from '@/lib/members/chat-outbox-store';
import { SentenceWithName, WithMentions } from '@/components/members/bidi';
import { ScamWarningCard } from '../components/scam-warning-card';
import { OfferMessage } from '../components/offer-card';
import { OfferComposer } from '../components/offer-composer';
import { QuickReplies } from '../components/quick-replies';
import { DealPanel } from '@/components/members/ratings/deal-panel';

function Bubble({ mine, children, footer }: { mine: boolean; children: React.ReactNode; footer: React.ReactNode }) {
  return (
    <Box style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        bg={mine ? 'teal.9' : 'white'}
        c={mine ? 'white' : undefined}
        withBorder={!mine}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Paper>
      <Box ta={mine ? 'end' : 'start'} px={4}>
        {footer}
      </Box>
    </Box>
  );
}

/**
 * One conversation: the oldest message on top, live from the event stream, a state per message
 * being sent (Retry when it failed); the draft and unsent messages survive a reload. A message
 * written offline waits, shown so, and goes by itself when the network returns.
 */
export function ThreadPage() {
  const { id = '' } = useParams();
  const t = useMarketText();
  const { i18n } = useTranslation();
  const translate = useServerText();
  const language = i18n.language;
  const session = useMemberSession();
  const member = session?._id ?? '';
  const online = useOnline();
  const queryClient = useQueryClient();
  const messages = useInfiniteQuery(messagesQuery(id));
  const conversations = useInfiniteQuery(conversationsQuery());
  const conversation = conversations.data?.pages.flatMap((page) => page.conversations).find((c) => c._id === id);
  const send = useCallback((conversationId: string, body: string) => sendChatMessage(queryClient, conversationId, body), [queryClient]);
  const markRead = useMarkRead(id);
  const status = useStreamStatus();

  const [draft, setDraft] = useState(() => loadDraft(member, id));
  const [draftError, setDraftError] = useState<string | null>(null);
  const outbox = useOutbox(member, id);
  useEffect(() => saveDraft(member, id, draft), [member, id, draft]);

  const markReadNow = markRead.mutate;
  useEffect(() => markReadNow(), [id, markReadNow]);

  useMemberEvents((event) => {
    if (event.event !== 'message' || event.data.conversation_id !== id) return;
    const parsed = ZChatMessage.safeParse(event.data);
    if (!parsed.success) return;
    // A step on an offer also changes the status an earlier offer message shows: read the thread again.
    if (parsed.data.kind !== 'text') void queryClient.invalidateQueries({ queryKey: chatKeys.messages(id) });
    else queryClient.setQueryData(chatKeys.messages(id), (data: Parameters<typeof addMessageToPages>[0]) => addMessageToPages(data, parsed.data));
    markReadNow();
  });

  // Back online (or opened online with messages waiting): they go, one after another, in order.
  const anyWaiting = outbox.some((item) => item.status === 'waiting');
  useEffect(() => {
    if (online && navigator.onLine && anyWaiting) void sendWaiting(member, id, send);
  }, [online, anyWaiting, member, id, send]);

  const discardButton = (item: OutgoingMessage) => (
    <Button size="compact-xs" variant="subtle" color="gray" onClick={() => discardOutgoing(member, id, item.localId)}>
      {t('chat.discard')}
    </Button>
  );

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const checked = ZSendMessageRequest.safeParse({ body: draft });
    if (!checked.success) {
      setDraftError(translate(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setDraftError(null);
    setDraft('');
    void queueOutgoing(member, id, checked.data.body, send);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  // Oldest at the top: the API pages newest first.
  const shown: ChatMessage[] = (messages.data?.pages.flatMap((page) => page.messages) ?? []).slice().reverse();
  const scroller = useRef<HTMLDivElement>(null);
  // Down to the newest when one arrives or is sent (not when older ones load above).
  const newest = `${shown.at(-1)?._id ?? ''}|${outbox.length}`;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  const other = conversation?.other;
  const otherPhoto = safeMediaUrl(other?.photo);
  const time = (date: Date) => formatDate(date, language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack gap="sm" maw={760} mx="auto" h="100%">
      <Group gap="sm" wrap="nowrap">
        <Anchor component={Link} to={memberPaths.chat} aria-label={t('chat.back')}>
          <IconArrowLeft size={22} aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined, display: 'block' }} />
        </Anchor>
        <Avatar
          {...avatarImageProps(otherPhoto, 38, false)}
          alt={otherPhoto && other ? t('chat.otherPhoto', { name: other.name }) : undefined}
          radius="xl"
          color="teal"
        >
          {other?.name.slice(0, 1)}
        </Avatar>
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} size="h4" lineClamp={1}>
            {other ? <SentenceWithName name={other.name} sentence={(name) => t('chat.thread', { name })} /> : t('chat.title')}
          </Title>
          {conversation?.classified && (
            <Anchor component={Link} to={`${memberPaths.classifieds}/${conversation.classified._id}`} size="sm" truncate display="block">
              <SentenceWithName name={conversation.classified.title} sentence={(title) => t('chat.about', { title })} />
            </Anchor>
          )}
        </Box>
        <Text size="xs" c={status === 'open' ? 'teal.9' : 'orange.9'} role="status" style={{ flexShrink: 0 }}>
          {status === 'open' ? t('chat.live') : t('chat.reconnecting')}
        </Text>
      </Group>

      <Paper withBorder radius="md" bg="gray.0" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Stack ref={scroller} gap="xs" p="sm" style={{ flex: 1, overflowY: 'auto' }} role="log" aria-label={t('chat.messages')} aria-live="polite" tabIndex={0}>
          {messages.isError && shown.length === 0 ? (
            <LoadError order={2} error={errorText(messages.error)} onRetry={() => void messages.refetch()} />
          ) : messages.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('chat.messages')} />
            </Center>
          ) : (
            <>
              {messages.hasNextPage && (
                <Center>
                  <Button variant="subtle" size="xs" loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
                    {t('chat.older')}
                  </Button>
                </Center>
              )}
              {shown.length === 0 && outbox.length === 0 && (
                <Text c="dimmed" ta="center" py="lg">
                  {t('chat.first')}
                </Text>
              )}
              {shown.map((message) => {
                const mine = message.sender_id === session?._id;
                if (message.kind !== 'text') return <OfferMessage key={message._id} message={message} mine={mine} asBuyer={conversation?.asBuyer ?? false} />;
                return (
                  <Bubble
                    key={message._id}
                    mine={mine}
                    footer={
                      <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt.toISOString()}>
                        {time(message.createdAt)}
                      </Text>
                    }
                  >
                    <Text dir="auto" data-testid="message">
                      <WithMentions text={message.body} />
                    </Text>
                    {!mine && message.warnings && <ScamWarningCard warnings={message.warnings} />}
                  </Bubble>
                );
              })}
              {outbox.map((item) => (
                <Bubble
                  key={item.localId}
                  mine
                  footer={
                    item.status === 'sending' ? (
                      <Group gap={4} justify="flex-end">
                        <IconClock size={14} aria-hidden />
                        <Text size="xs" c="dimmed">
                          {t('chat.sending')}
                        </Text>
                      </Group>
                    ) : item.status === 'waiting' ? (
                      <Group gap={6} justify="flex-end">
                        <IconClock size={14} aria-hidden />
                        <Text size="xs" c="dimmed" data-testid="message-waiting">
                          {t('chat.waiting')}
                        </Text>
                        {discardButton(item)}
                      </Group>
                    ) : (
                      <Group gap={6} justify="flex-end" role="alert">
                        <IconAlertCircle size={14} aria-hidden color="var(--mantine-color-red-8)" />
                        <Text size="xs" c="red.8">
                          {t('chat.failed')} {item.error ? translate(item.error) : ''}
                        </Text>
                        <Button size="compact-xs" variant="light" color="red" onClick={() => void sendOutgoing(member, id, item.localId, send)}>
                          {t('chat.retry')}
                        </Button>
                        {discardButton(item)}
                      </Group>
                    )
                  }
                >
                  <Text dir="auto" opacity={item.status === 'sending' ? 0.8 : 1}>
                    <WithMentions text={item.body} />
                  </Text>
                </Bubble>
              ))}
            </>
          )}
        </Stack>
        {conversation && (
          <Box px="xs" pt="xs" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <DealPanel conversationId={id} otherName={conversation.other.name} listingThere={Boolean(conversation.classified)} />
          </Box>
        )}
        {conversation?.asBuyer && conversation.classified && (
          <Stack gap="xs" px="xs" pt="xs" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            {shown.length === 0 && outbox.length === 0 && <QuickReplies onPick={(text) => void queueOutgoing(member, id, text, send)} />}
            {/* One open offer at a time: while one waits, its card holds the next step. */}
            {!shown.some((message) => message.offer?.status === 'open') && <OfferComposer conversationId={id} listingPrice={conversation.classified.price} />}
          </Stack>
        )}
        <Box component="form" onSubmit={submit} p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} bg="white" aria-label={t('chat.message')}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              aria-label={t('chat.message')}
              placeholder={t('chat.messagePlaceholder')}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                if (draftError) setDraftError(null);
              }}
              onKeyDown={onKeyDown}
              error={draftError}
              autosize
              minRows={1}
              maxRows={5}
              maxLength={MESSAGE_MAX_LENGTH}
              dir="auto"
              style={{ flex: 1 }}
            />
            <ActionIcon type="submit" size={42} radius="xl" aria-label={t('chat.send')}>
              <IconSend size={20} aria-hidden style={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />
            </ActionIcon>
          </Group>
        </Box>
      </Paper>
    </Stack>
  );
}
