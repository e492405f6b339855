import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addContactFormRoute,
  addTicketMessageRoute,
  createTicketRoute,
  getMyTicketMessagesRoute,
  getMyTicketsRoute,
  type AddTicketMessageRequest,
  type CreateTicketRequest,
} from '@souq/contract/support';
import { callMemberRoute, nextPageNumber } from '@/lib/members/api';

/** The member's tickets and ticket threads (page-numbered, as the apps' routes are). */
export const supportKeys = {
  tickets: ['members', 'support', 'tickets'] as const,
  thread: (id: string) => ['members', 'support', 'thread', id] as const,
};

export const TICKETS_PAGE_SIZE = 10;
export const THREAD_PAGE_SIZE = 20;

export const myTicketsQuery = () =>
  infiniteQueryOptions({
    queryKey: supportKeys.tickets,
    queryFn: ({ signal, pageParam }) => callMemberRoute(getMyTicketsRoute, { page: pageParam, itemsPerPage: TICKETS_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });

export const threadQuery = (ticketId: string) =>
  infiniteQueryOptions({
    queryKey: supportKeys.thread(ticketId),
    queryFn: ({ signal, pageParam }) =>
      callMemberRoute(getMyTicketMessagesRoute, { ticket_id: ticketId, page: pageParam, itemsPerPage: THREAD_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketRequest) => callMemberRoute(createTicketRoute, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.tickets }),
  });
}

/** A follow-up on a ticket; the thread reloads (a closed ticket opens again). */
export function useAddTicketMessage(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: AddTicketMessageRequest['message']) => callMemberRoute(addTicketMessageRoute, { ticket_id: ticketId, message }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.thread(ticketId) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
    },
  });
}

export function useSendContactForm() {
  return useMutation({ mutationFn: (message: string) => callMemberRoute(addContactFormRoute, { message }) });
}
