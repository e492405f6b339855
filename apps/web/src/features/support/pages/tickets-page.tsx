import { ActionIcon, NativeSelect, Stack, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { TICKET_STATUSES } from '@souq/contract/constants';
import { messages } from '@/i18n/console-messages';
import type { Ticket } from '@souq/contract/support';
import { ListTable, pagedList, type Column } from '@/components/list-table';
import { StatusBanner, useStatusBanner } from '@/components/status-banner';
import { useListParams } from '@/components/use-list-params';
import { useSearchParam } from '@/components/use-search-param';
import { formatGermanDate } from '@/lib/dates';
import { ticketsQuery, type TicketFilter } from '../api';
import { TicketDetail } from '../components/ticket-detail';
import { TicketStatusBadge } from '../components/ticket-status-badge';

const t = messages.console.support;

const toFilter = (value: string): TicketFilter => (value === 'open' || value === 'closed' ? value : '');

/** #/rm-admin/tickets: support tickets, optionally one status (?status=), and the one open in ?ticket=. */
export function TicketsPage() {
  const params = useListParams();
  const [rawStatus, setStatus] = useSearchParam('status', '', { filter: true });
  const [openTicket, setOpenTicket] = useSearchParam('ticket');
  const status = toFilter(rawStatus);
  const tickets = useQuery(ticketsQuery(params.page, status));
  const { banner, showSuccess, clear } = useStatusBanner();

  if (openTicket) {
    return (
      <TicketDetail
        ticketId={openTicket}
        onClose={(saved) => {
          setOpenTicket('');
          if (saved) showSuccess(messages.generic.updateSuccess);
        }}
      />
    );
  }

  const columns: Column<Ticket>[] = [
    { key: 'no', header: t.ticketNo, width: 100, value: (row) => row.ticket_no },
    { key: 'user', header: t.user, value: (row) => row.ticket_raised_user.name },
    { key: 'title', header: t.title, value: (row) => row.title },
    { key: 'status', header: t.status, width: 110, render: (row) => <TicketStatusBadge status={row.status} /> },
    { key: 'date', header: t.date, width: 120, value: (row) => formatGermanDate(row.createdAt) },
    {
      key: 'action',
      header: t.action,
      width: 80,
      render: (row) => (
        <Tooltip label={t.view} withArrow>
          <ActionIcon variant="light" aria-label={`${t.view} ${row.ticket_no}`} onClick={() => setOpenTicket(row._id)}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.ticketsTitle}
        filters={
          <NativeSelect
            label={t.statusFilter}
            value={status}
            data={[{ value: '', label: t.allStatuses }, ...TICKET_STATUSES.map((value) => ({ value, label: t[value] }))]}
            onChange={(event) => setStatus(event.currentTarget.value)}
          />
        }
        columns={columns}
        {...pagedList(tickets, (data) => data.tickets)}
        rowKey={(row) => row._id}
        params={params}
        searchable={false}
        emptyText={t.emptyTickets}
      />
    </Stack>
  );
}
