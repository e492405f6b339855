import type { SortOrder } from '@souq/contract/list-query';
import type { TICKET_LIST_SORTS } from '@souq/contract/support';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, TICKET_MESSAGES_PAGE, type TICKET_STATUSES } from '@souq/contract/constants';
import {
  assignTicketRoute,
  getAllTicketsRoute,
  getContactFormsRoute,
  getTicketMessagesRoute,
  updateContactFormRoute,
  updateTicketRoute,
  type AssignTicketRequest,
  type ContactForm,
  type UpdateContactFormRequest,
  type UpdateTicketRequest,
} from '@souq/contract/support';
import { callRoute, type RouteOutput } from '@/lib/api-client';
import type { ContactFormAction } from './components/action-select';

export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The tickets list's status filter: '' is every ticket. */
export type TicketFilter = TicketStatus | '';

export const supportKeys = {
  forms: ['contact-forms'] as const,
  formList: (input: ContactFormListInput) => ['contact-forms', 'list', input] as const,
  tickets: ['tickets'] as const,
  ticketList: (input: TicketListInput) => ['tickets', 'list', input] as const,
  thread: (ticketId: string) => ['tickets', 'thread', ticketId] as const,
};

/** What the contact forms list shows: the page and the status filter ('' is every form). */
export interface ContactFormListInput {
  page: number;
  action: ContactFormAction | '';
}

export function contactFormsQuery(input: ContactFormListInput) {
  return queryOptions({
    queryKey: supportKeys.formList(input),
    queryFn: ({ signal }) =>
      callRoute(getContactFormsRoute, { page: input.page, itemsPerPage: PAGE_SIZE, action: input.action || undefined, withTotal: 'true' }, { signal }),
    placeholderData: keepPreviousData,
  });
}

type ContactFormList = RouteOutput<typeof getContactFormsRoute>;

/** The selector saves at once; the saved form replaces its row in every cached page straight away. */
export function useUpdateContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateContactFormRequest) => callRoute(updateContactFormRoute, input),
    onSuccess: (saved: ContactForm) => {
      queryClient.setQueriesData<ContactFormList>(
        { queryKey: supportKeys.forms },
        (list) => list && { ...list, contactforms: list.contactforms.map((form) => (form._id === saved._id ? saved : form)) },
      );
      return queryClient.invalidateQueries({ queryKey: supportKeys.forms });
    },
  });
}

/** What the tickets list shows: page, size, sort and the status and assignee filters. */
export interface TicketListInput {
  page: number;
  size?: number;
  status: TicketFilter;
  sort?: string;
  order?: SortOrder;
  managerId?: string;
}

export function ticketsQuery(input: TicketListInput) {
  return queryOptions({
    queryKey: supportKeys.ticketList(input),
    queryFn: ({ signal }) =>
      callRoute(
        getAllTicketsRoute,
        {
          page: input.page,
          itemsPerPage: input.size ?? PAGE_SIZE,
          status: input.status || undefined,
          sort: (input.sort as (typeof TICKET_LIST_SORTS)[number] | undefined) || undefined,
          order: input.order,
          manager_id: input.managerId || undefined,
          withTotal: 'true',
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

// Widened from the literal 1, so the next page's number can be any page.
const FIRST_THREAD_PAGE: number = TICKET_MESSAGES_PAGE.page;

/** A ticket and its thread, oldest first, in the spec's pages of 10 (more on demand). */
export function ticketThreadQuery(ticketId: string) {
  return infiniteQueryOptions({
    queryKey: supportKeys.thread(ticketId),
    queryFn: ({ pageParam, signal }) =>
      callRoute(getTicketMessagesRoute, { ticket_id: ticketId, page: pageParam, itemsPerPage: TICKET_MESSAGES_PAGE.itemsPerPage }, { signal }),
    initialPageParam: FIRST_THREAD_PAGE,
    getNextPageParam: (last, _all, lastPage) => (last.isNext ? lastPage + 1 : undefined),
  });
}

/** Replies, status changes and assignments all refresh the list and the open thread. */
function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
}

export function useUpdateTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (input: UpdateTicketRequest) => callRoute(updateTicketRoute, input),
    onSuccess: invalidate,
  });
}

export function useAssignTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (input: AssignTicketRequest) => callRoute(assignTicketRoute, input),
    onSuccess: invalidate,
  });
}
