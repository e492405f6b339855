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

export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The tickets list's status filter: '' is every ticket. */
export type TicketFilter = TicketStatus | '';

export const supportKeys = {
  forms: ['contact-forms'] as const,
  formList: (page: number) => ['contact-forms', 'list', page] as const,
  tickets: ['tickets'] as const,
  ticketList: (page: number, status: TicketFilter) => ['tickets', 'list', page, status] as const,
  thread: (ticketId: string) => ['tickets', 'thread', ticketId] as const,
};

export function contactFormsQuery(page: number) {
  return queryOptions({
    queryKey: supportKeys.formList(page),
    queryFn: ({ signal }) => callRoute(getContactFormsRoute, { page, itemsPerPage: PAGE_SIZE }, { signal }),
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
      queryClient.setQueriesData<ContactFormList>({ queryKey: supportKeys.forms }, (list) =>
        list && { ...list, contactforms: list.contactforms.map((form) => (form._id === saved._id ? saved : form)) },
      );
      return queryClient.invalidateQueries({ queryKey: supportKeys.forms });
    },
  });
}

export function ticketsQuery(page: number, status: TicketFilter) {
  return queryOptions({
    queryKey: supportKeys.ticketList(page, status),
    queryFn: ({ signal }) =>
      callRoute(getAllTicketsRoute, { page, itemsPerPage: PAGE_SIZE, status: status || undefined }, { signal }),
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
      callRoute(
        getTicketMessagesRoute,
        { ticket_id: ticketId, page: pageParam, itemsPerPage: TICKET_MESSAGES_PAGE.itemsPerPage },
        { signal },
      ),
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
