import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZAddTicketMessageRequest, type AddTicketMessageRequest } from '@souq/contract/support';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { FormFailure } from '@/components/members/form-failure';
import { FormPanel } from '@/components/members/form-panel';
import { LoadMore } from '@/components/members/load-more';
import { LoadError } from '@/components/members/members-state';
import { errorText } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { threadQuery, useAddTicketMessage } from '../api';
import { BackLink } from '../components/back-link';
import { MessageField } from '../components/message-field';
import { TicketStatus } from '../components/ticket-status';
import { useLiveTickets } from '../live-tickets';
import { supportPaths } from '../support-paths';

interface Entry {
  key: string;
  who: string;
  fromStaff: boolean;
  text: string;
  at: Date;
}

/** One message of the thread: the member's on the reader's side, the team's tinted. */
function ThreadEntry({ entry }: { entry: Entry }) {
  const { i18n } = useTranslation();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={entry.fromStaff ? 'brand.0' : undefined}
      data-testid={entry.fromStaff ? 'staff-reply' : 'member-message'}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} size="sm" dir="auto" truncate>
            {entry.who}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.at.toISOString()} style={{ flexShrink: 0 }}>
            {formatDate(entry.at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The form's half of the contract's request: the ticket's id is the page's. */
const ZReply = ZAddTicketMessageRequest.pick({ message: true });
type ReplyValues = Pick<AddTicketMessageRequest, 'message'>;

/** The follow-up box; a refusal keeps what was typed. */
function ReplyForm({ ticketId, closed }: { ticketId: string; closed: boolean }) {
  const { t } = useTranslation('support');
  const add = useAddTicketMessage(ticketId);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ReplyValues>({
    resolver: zodResolver(ZReply),
    defaultValues: { message: '' },
  });

  const submit = handleSubmit(async ({ message }) => {
    try {
      await add.mutateAsync(message);
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ['message']);
      setFailure(errorText(error));
    }
  });

  return (
    <FormPanel
      busy={formState.isSubmitting}
      gap="sm"
      onSubmit={(event) => {
        setFailure(null);
        add.reset();
        void submit(event);
      }}
    >
      {closed && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          {t('ticket.closedNote')}
        </Alert>
      )}
      <FormFailure text={failure} />
      <MessageField control={control} name="message" label={t('ticket.reply')} description={t('ticket.replyHint')} rows={[3, 10]} />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="teal.9" role="status">
          {add.isSuccess ? t('ticket.sent') : ''}
        </Text>
        <Button type="submit" loading={formState.isSubmitting} leftSection={<IconSend size={18} aria-hidden />}>
          {t('ticket.send')}
        </Button>
      </Group>
    </FormPanel>
  );
}

/**
 * #/app/support/tickets/:id: one of the member's tickets with its thread, oldest first (the
 * request, then the member's messages and the Souq team's replies), and a box to write back. A
 * reply or a status change from the team appears while it is open (the event stream) and is announced.
 */
export function TicketPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('support');
  const thread = useInfiniteQuery(threadQuery(id));
  const [announced, setAnnounced] = useState('');
  useLiveTickets((update) => {
    if (update.ticketId !== id) return;
    setAnnounced(update.replied ? t('ticket.replyArrived') : update.status === 'closed' ? t('ticket.closedLive') : t('ticket.reopenedLive'));
  });

  const back = <BackLink to={supportPaths.support} label={t('support.back')} />;
  if (thread.isPending) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        {back}
        <Center py="xl">
          <Loader aria-label={t('common.loading', { ns: 'members' })} />
        </Center>
      </Stack>
    );
  }
  if (thread.isError && !thread.data) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        {back}
        <LoadError error={errorText(thread.error)} onRetry={() => void thread.refetch()} />
      </Stack>
    );
  }

  // Every page repeats the ticket; the latest page has its current status.
  const pages = thread.data.pages;
  const ticket = pages[pages.length - 1]!.tickets;
  const entries: Entry[] = [
    { key: 'request', who: t('ticket.opening'), fromStaff: false, text: ticket.description, at: ticket.createdAt },
    ...pages.flatMap((page) =>
      page.tickets.messages.map((message) => ({
        key: message._id,
        who: message.fromStaff ? (message.author ? t('ticket.staffNamed', { name: message.author.name }) : t('ticket.staff')) : t('ticket.you'),
        fromStaff: message.fromStaff,
        text: message.message,
        at: message.createdAt,
      })),
    ),
  ];
  const replies = entries.filter((entry) => entry.fromStaff).length;

  return (
    <Stack gap="md" maw={760} mx="auto">
      {back}
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {ticket.title}
          </Title>
          <TicketStatus status={ticket.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('support.ticketNo', { number: formatNumber(ticket.ticket_no, i18n.language) })} ·{' '}
          {t('support.raisedOn', { date: formatDate(ticket.createdAt, i18n.language, { dateStyle: 'medium' }) })}
          {ticket.manager && (
            <>
              {' · '}
              <span dir="auto">{t('support.assigned', { name: ticket.manager.name })}</span>
            </>
          )}
        </Text>
      </Stack>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      <Title order={2} size="h4" id="thread-title">
        {t('ticket.thread')}
      </Title>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="thread-title">
        {entries.map((entry) => (
          <ThreadEntry key={entry.key} entry={entry} />
        ))}
      </Stack>
      {thread.isFetchNextPageError && <LoadError order={2} error={errorText(thread.error)} onRetry={() => void thread.fetchNextPage()} />}
      {thread.hasNextPage && !thread.isFetchNextPageError && (
        <LoadMore hasMore loading={thread.isFetchingNextPage} onLoad={() => void thread.fetchNextPage()} label={t('ticket.loadMore')} />
      )}
      {replies === 0 && !thread.hasNextPage && (
        <Text size="sm" c="dimmed">
          {t('ticket.noReplies')}
        </Text>
      )}
      <ReplyForm ticketId={id} closed={ticket.status === 'closed'} />
    </Stack>
  );
}
