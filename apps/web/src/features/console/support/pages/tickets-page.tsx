import { NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TICKET_STATUSES } from '@souq/contract/constants';
import { messages } from '@/i18n/console/messages';
import type { Ticket } from '@souq/contract/support';
import { ListTable, pagedList, type Column } from '@/components/console/list-table';
import { actionsColumn } from '@/components/console/row-actions';
import { StatusBanner, useStatusBanner } from '@/components/console/status-banner';
import { useListParams } from '@/components/console/use-list-params';
import { StaffFilter, useListFilter } from '@/components/console/list-filters';
import { TICKET_LIST_SORTS } from '@souq/contract/support';
import { useSearchParam } from '@/components/console/use-search-param';
import { formatGermanDate } from '@/lib/dates';
import { supportKeys, ticketsQuery, type TicketFilter } from '../api';
import { bulkTicketsRoute, exportTicketsRoute } from '@souq/contract/console-lists';
import { ExportMenu } from '@/components/console/export-menu';
import { useListBulk } from '@/components/console/use-list-bulk';
import { TicketDetail } from '../components/ticket-detail';
import { TicketStatusBadge } from '../components/ticket-status-badge';

const t = messages.console.support;
const b = messages.console.bulk;

const toFilter = (value: string): TicketFilter => (value === 'open' || value === 'closed' ? value : '');

/** #/rm-admin/tickets: support tickets, optionally one status (?status=), and the one open in ?ticket=. */
export function TicketsPage() {
  const params = useListParams({ sorts: TICKET_LIST_SORTS });
  const [rawStatus, setStatus] = useSearchParam('status', '', { filter: true });
  const [assignee] = useListFilter('assignee');
  const [openTicket, setOpenTicket] = useSearchParam('ticket');
  const status = toFilter(rawStatus);
  const tickets = useQuery(ticketsQuery({ page: params.page, size: params.size, status, sort: params.sort, order: params.order, managerId: assignee }));
  const { banner, showSuccess, clear } = useStatusBanner();
  // The list's filter exactly as ticketsQuery sends it: bulk "all matching" and the export read the same rows.
  const listFilter = { status: status || undefined, manager_id: assignee || undefined };
  const bulk = useListBulk({
    route: bulkTicketsRoute,
    filter: listFilter,
    pageIds: tickets.data?.tickets.map((ticket) => ticket._id) ?? [],
    total: tickets.data?.total,
    actions: [
      { action: 'close', label: b.closeTickets, confirm: b.closeTicketsConfirm },
      { action: 'reopen', label: b.reopenTickets, confirm: b.reopenTicketsConfirm },
    ],
    invalidate: supportKeys.tickets,
    onDone: showSuccess,
  });

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
    { key: 'no', header: t.ticketNo, width: 100, sortKey: 'ticketNo', value: (row) => row.ticket_no },
    { key: 'user', header: t.user, value: (row) => row.ticket_raised_user.name },
    { key: 'title', header: t.title, sortKey: 'title', value: (row) => row.title },
    { key: 'status', header: t.status, width: 110, sortKey: 'status', render: (row) => <TicketStatusBadge status={row.status} /> },
    { key: 'date', header: t.date, width: 120, sortKey: 'createdAt', firstOrder: 'desc', value: (row) => formatGermanDate(row.createdAt) },
    actionsColumn(t.action, 80, (row) => ({ name: String(row.ticket_no), view: { label: t.view, onClick: () => setOpenTicket(row._id) } })),
  ];

  return (
    <Stack gap="md">
      <StatusBanner banner={banner} onClose={clear} />
      <ListTable
        title={t.ticketsTitle}
        filters={
          <>
            <NativeSelect
              label={t.statusFilter}
              value={status}
              data={[{ value: '', label: t.allStatuses }, ...TICKET_STATUSES.map((value) => ({ value, label: t[value] }))]}
              onChange={(event) => setStatus(event.currentTarget.value)}
            />
            <StaffFilter label={messages.console.list.filters.assignee} name="assignee" />
          </>
        }

        columns={columns}
        {...pagedList(tickets, (data) => data.tickets)}
        rowKey={(row) => row._id}
        params={params}
        searchable={false}
        sizeChoice
        onRowClick={(row) => setOpenTicket(row._id)}
        emptyText={t.emptyTickets}
        selection={{ state: bulk.selection, label: (row) => `${row.ticket_no} ${row.title}` }}
        bulkBar={bulk.bulkBar}
        actions={<ExportMenu path={exportTicketsRoute.path} filter={listFilter} />}
      />
    </Stack>
  );
}
