import { Alert, Button, Center, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '@/i18n/console/messages';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { UserText } from '@/components/console/user-text';
import { ErrorAlert } from '@/components/console/error-alert';
import { Fact } from '@/components/console/fact';
import { errorText } from '@/lib/api-client';
import { formatGermanDate } from '@/lib/dates';
import { useSession } from '@/lib/console/session';
import { ticketThreadQuery, useAssignTicket, useUpdateTicket } from '../api';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';

const t = messages.console.support;

/** The tickets page opens this detail with ?ticket=<id>; a change there closes the reply box. */
const OPENED_BY = ['ticket'] as const;

export interface TicketDetailProps {
  ticketId: string;
  /** `saved` after a successful 'Update Replay', 'close ticket' or 'open ticket' (the detail closes then). */
  onClose: (saved?: boolean) => void;
}

/** One ticket: number, title, description, who raised it, the whole thread, the reply box and its buttons. */
export function TicketDetail({ ticketId, onClose }: TicketDetailProps) {
  const thread = useInfiniteQuery(ticketThreadQuery(ticketId));
  const update = useUpdateTicket();
  const assign = useAssignTicket();
  const session = useSession();
  const { banner, showSuccess, showError, clear } = useStatusBanner();
  const ticket = thread.data?.pages[0]?.tickets;
  const threadMessages = thread.data?.pages.flatMap((page) => page.tickets.messages) ?? [];
  const busy = update.isPending || assign.isPending;

  if (thread.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={messages.console.list.loading} />
      </Center>
    );
  }
  if (!ticket) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {errorText(thread.error)}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => onClose()}>
          {t.back}
        </Button>
      </Stack>
    );
  }

  const mine = Boolean(session && ticket.manager?._id === session._id);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" maw={900} component="section" aria-label={`${t.ticketTitle} ${ticket.ticket_no}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={600}>
              {t.ticketNo} {ticket.ticket_no}
            </Text>
            <Title order={2} size="h3">
              <UserText>{ticket.title}</UserText>
            </Title>
          </Stack>
          <TicketStatusBadge status={ticket.status} />
        </Group>

        <StatusBanner banner={banner} onClose={clear} />
        <ErrorAlert error={update.error} />

        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label={t.user}>
            <UserText>{ticket.ticket_raised_user.name}</UserText>
          </Fact>
          <Fact label={t.date}>{formatGermanDate(ticket.createdAt)}</Fact>
          <Fact label={t.assignedTo}>
            <Group gap="xs">
              {ticket.manager ? (
                <UserText>{ticket.manager.name}</UserText>
              ) : (
                <Text span c="dimmed" size="sm">
                  {t.unassigned}
                </Text>
              )}
              {session && !mine && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconUserCheck size={14} />}
                  loading={assign.isPending}
                  disabled={busy}
                  onClick={() =>
                    assign.mutate(
                      { ticket_id: ticket._id, manager_id: session._id },
                      { onSuccess: () => showSuccess(messages.generic.updateSuccess), onError: (error) => showError(errorText(error)) },
                    )
                  }
                >
                  {t.assignToMe}
                </Button>
              )}
            </Group>
          </Fact>
        </SimpleGrid>

        <Fact label={t.description}>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {ticket.description}
          </Text>
        </Fact>

        <Divider label={t.thread} labelPosition="left" />
        <TicketThread
          messages={threadMessages}
          hasMore={thread.hasNextPage}
          loadingMore={thread.isFetchingNextPage}
          onLoadMore={() => void thread.fetchNextPage()}
        />
        <Divider />

        <TicketReplyForm
          status={ticket.status}
          busy={busy}
          searchKeys={OPENED_BY}
          onBack={() => onClose()}
          onSave={async (input) => {
            try {
              await update.mutateAsync({ ticket_id: ticket._id, ...input });
              return true;
            } catch {
              // update.error shows above the facts.
              return false;
            }
          }}
          onSaved={() => onClose(true)}
        />
      </Stack>
    </Paper>
  );
}
