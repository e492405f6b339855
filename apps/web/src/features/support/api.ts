import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import { getNotificationsRoute, sendNotificationRoute } from '@souq/contract/notifications';
import {
  getAllTicketsRoute,
  getContactFormsRoute,
  getTicketMessagesRoute,
  updateContactFormRoute,
  updateTicketRoute,
} from '@souq/contract/support';
import { callRoute, type RouteInput } from '@/lib/api-client';

export const contactFormsQuery = (page: number) =>
  queryOptions({
    queryKey: ['contact-forms', page],
    queryFn: ({ signal }) => callRoute(getContactFormsRoute, { page, itemsPerPage: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useUpdateContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof updateContactFormRoute>) => callRoute(updateContactFormRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-forms'] }),
  });
}

export const ticketsQuery = (page: number, status: string) =>
  queryOptions({
    queryKey: ['tickets', 'list', page, status],
    queryFn: ({ signal }) => callRoute(getAllTicketsRoute, { page, itemsPerPage: PAGE_SIZE, status: status === 'open' || status === 'closed' ? status : undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

export const ticketQuery = (ticketId: string) =>
  queryOptions({
    queryKey: ['tickets', 'one', ticketId],
    // The whole thread the console shows: the newest 100 messages.
    queryFn: ({ signal }) => callRoute(getTicketMessagesRoute, { ticket_id: ticketId, page: 1, itemsPerPage: 100 }, { signal }),
    enabled: Boolean(ticketId),
  });

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof updateTicketRoute>) => callRoute(updateTicketRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tickets'] }),
  });
}

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: ['notifications', page],
    queryFn: ({ signal }) => callRoute(getNotificationsRoute, { page, itemsPerPage: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    // Delivery runs in the background: follow it while anything is still queued.
    refetchInterval: (query) => (query.state.data?.notifications.some((item) => !item.complete) ? 1500 : false),
  });

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof sendNotificationRoute>) => callRoute(sendNotificationRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
