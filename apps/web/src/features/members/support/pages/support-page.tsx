import { Button, Center, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconHeadset, IconMail, IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '@/components/members/load-more';
import { LoadError, MembersState } from '@/components/members/members-state';
import { PageTitle } from '@/components/members/page-title';
import { errorText } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { myTicketsQuery } from '../api';
import { TicketStatus } from '../components/ticket-status';
import { useLiveTickets } from '../live-tickets';
import { supportPaths } from '../support-paths';

/**
 * #/app/support: raise a ticket, contact the Souq team, and the member's tickets, newest first
 * (a ticket the team closes or opens again while the list is open shows its new status).
 */
export function SupportPage() {
  const { t, i18n } = useTranslation('support');
  const tickets = useInfiniteQuery(myTicketsQuery());
  useLiveTickets();
  const list = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];

  let body;
  if (tickets.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading', { ns: 'members' })} />
      </Center>
    );
  } else if (tickets.isError && !tickets.data) {
    body = <LoadError order={2} error={errorText(tickets.error)} onRetry={() => void tickets.refetch()} />;
  } else if (list.length === 0) {
    body = <MembersState order={2} icon={<IconHeadset size={28} aria-hidden />} title={t('support.emptyTitle')} text={t('support.emptyText')} />;
  } else {
    body = (
      <>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="tickets-title">
          {list.map((ticket) => (
            <Paper key={ticket._id} component="li" withBorder radius="md" data-testid="ticket-row">
              <UnstyledButton component={Link} to={supportPaths.ticket(ticket._id)} p="md" w="100%" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fw={700} dir="auto" truncate>
                      {ticket.title}
                    </Text>
                    <TicketStatus status={ticket.status} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('support.ticketNo', { number: formatNumber(ticket.ticket_no, i18n.language) })} ·{' '}
                    {t('support.raisedOn', { date: formatDate(ticket.createdAt, i18n.language, { dateStyle: 'medium' }) })}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
        {tickets.isFetchNextPageError && <LoadError order={2} error={errorText(tickets.error)} onRetry={() => void tickets.fetchNextPage()} />}
        {!tickets.isFetchNextPageError && (
          <LoadMore
            hasMore={tickets.hasNextPage}
            loading={tickets.isFetchingNextPage}
            onLoad={() => void tickets.fetchNextPage()}
            label={t('support.loadMore')}
            endText={t('support.end')}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="md" maw={760} mx="auto">
      <PageTitle title={t('support.title')} text={t('support.intro')} />
      <Group gap="sm">
        <Button component={Link} to={supportPaths.newTicket} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('support.newTicket')}
        </Button>
        <Button component={Link} to={supportPaths.contact} variant="default" leftSection={<IconMail size={18} aria-hidden />}>
          {t('support.contact')}
        </Button>
      </Group>
      <Title order={2} size="h4" id="tickets-title">
        {t('support.ticketsTitle')}
      </Title>
      {body}
    </Stack>
  );
}
