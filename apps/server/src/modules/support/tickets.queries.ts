import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TICKET_LIST_SORTS } from '@souq/contract/support';
import type { TICKET_STATUSES } from '@souq/contract/constants';
import type { Tx } from '../../db/client';
import { tickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { personRef } from '../users/users.queries';

type TicketStatus = (typeof TICKET_STATUSES)[number];

const raiser = alias(users, 'raiser');
const manager = alias(users, 'manager');

const ticketColumns = {
  _id: tickets.id,
  ticket_no: tickets.ticketNo,
  title: tickets.title,
  description: tickets.description,
  status: tickets.status,
  createdAt: tickets.createdAt,
  ticket_raised_user: personRef(raiser),
  // Null while nobody manages the ticket (an outer join).
  manager: personRef(manager),
};

/** Tickets with who raised them and who manages them, as the API answers them. */
export function selectTickets(db: Tx) {
  return db.select(ticketColumns).from(tickets).innerJoin(raiser, eq(raiser.id, tickets.userId)).leftJoin(manager, eq(manager.id, tickets.managerId));
}

export type Ticket = Awaited<ReturnType<typeof selectTickets>>[number];

/**
 * The tickets list's filter on the tickets table alone: the list, its bulk actions on "all
 * matching" and its export read the same rows.
 */
export function ticketListWhere(input: { status?: TicketStatus; manager_id?: string }): SQL | undefined {
  // An assignee that is no id manages nothing.
  if (input.manager_id !== undefined && !isUuid(input.manager_id)) return sql`false`;
  const filters: SQL[] = [];
  if (input.status) filters.push(eq(tickets.status, input.status));
  if (input.manager_id) filters.push(eq(tickets.managerId, input.manager_id));
  return and(...filters);
}

/**
 * How the tickets list sorts. Date rides `tickets_created`, status `tickets_status_created`, the
 * number its unique index; title has no index (docs/performance.md).
 */
export const TICKET_SORT_KEYS = {
  createdAt: [tickets.createdAt, tickets.id],
  ticketNo: [tickets.ticketNo],
  title: [tickets.title, tickets.id],
  status: [tickets.status, tickets.createdAt, tickets.id],
} satisfies Record<(typeof TICKET_LIST_SORTS)[number], unknown>;
