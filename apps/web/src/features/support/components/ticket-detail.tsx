import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@souq/contract/messages';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { ticketQuery, useUpdateTicket } from '../api';

const t = messages.console.support;

export interface TicketDetailProps {
  ticketId: string;
  onClose: (message?: string) => void;
}

/** One ticket and its thread; 'Update Replay' saves the reply with the status, then the detail closes. */
export function TicketDetail({ ticketId, onClose }: TicketDetailProps) {
  const thread = useQuery(ticketQuery(ticketId));
  const update = useUpdateTicket();
  const [reply, setReply] = useState('');
  const ticket = thread.data?.tickets;

  const save = (status: 'open' | 'closed') =>
    update.mutate({ ticket_id: ticketId, replay: reply, status }, { onSuccess: () => onClose(messages.generic.updateSuccess) });

  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => onClose()} disabled={update.isPending}>
          {t.back}
        </Button>
      </Group>
      {thread.isPending && <Loader aria-label={messages.console.list.loading} />}
      {(thread.error ?? update.error) && (
        <Alert color="red" role="alert">
          {errorText(thread.error ?? update.error)}
        </Alert>
      )}
      {ticket && (
        <Paper withBorder radius="md" p="lg" shadow="xs" component="section" aria-label={`${t.ticketTitle} ${ticket.ticket_no}`}>
          <Stack gap="md">
            <Group gap="sm">
              <Title order={2} size="h3">{`#${ticket.ticket_no}`}</Title>
              <Title order={2} size="h3" dir="auto">
                {ticket.title}
              </Title>
              <Badge color={ticket.status === 'open' ? 'teal' : 'gray'} variant="light">
                {t[ticket.status]}
              </Badge>
            </Group>
            <Text size="sm" dir="auto">
              {t.user}: {ticket.ticket_raised_user.name}
            </Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {ticket.description}
            </Text>
            <Title order={3} size="h5">
              {t.thread}
            </Title>
            <Stack gap="xs" aria-label={t.thread} role="list">
              {ticket.messages.map((message) => (
                <Paper
                  key={message._id}
                  role="listitem"
                  withBorder
                  radius="md"
                  p="sm"
                  bg={message.fromStaff ? 'brand.0' : undefined}
                  ml={message.fromStaff ? 'xl' : 0}
                  mr={message.fromStaff ? 0 : 'xl'}
                >
                  <Text size="xs" c="dimmed">
                    {message.author?.name ?? t.deletedUser}
                    {message.fromStaff ? ` · ${t.staff}` : ''} · {formatDateTime(message.createdAt)}
                  </Text>
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {message.message}
                  </Text>
                </Paper>
              ))}
            </Stack>
            <Textarea label={t.reply} value={reply} onChange={(event) => setReply(event.currentTarget.value)} autosize minRows={3} dir="auto" disabled={update.isPending} />
            <Group justify="flex-end" gap="sm">
              {ticket.status === 'open' ? (
                <Button variant="light" color="gray" onClick={() => save('closed')} loading={update.isPending}>
                  {t.closeTicket}
                </Button>
              ) : (
                <Button variant="light" onClick={() => save('open')} loading={update.isPending}>
                  {t.openTicket}
                </Button>
              )}
              <Button onClick={() => save(ticket.status)} loading={update.isPending}>
                {t.updateReplay}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
