import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MemberEvent } from '@/lib/members/event-stream';
import { useMemberEvents } from '@/lib/members/use-member-events';
import { supportKeys } from './api';

/** What a live `ticket-update` event says: staff replied to one of the member's tickets, or opened or closed it. */
export interface TicketUpdate {
  ticketId: string;
  status: 'open' | 'closed';
  replied: boolean;
}

/** The update a live event carries, or null when it is another event or its data is not one. */
export function ticketUpdateOf(event: MemberEvent): TicketUpdate | null {
  if (event.event !== 'ticket-update') return null;
  const { ticket_id: ticketId, status, reply } = event.data;
  if (typeof ticketId !== 'string' || !ticketId || (status !== 'open' && status !== 'closed')) return null;
  return { ticketId, status, replied: reply !== null && typeof reply === 'object' };
}

/**
 * The thread and the tickets list read again from the server: the event says what changed, the
 * thread's own pages (order, authors, paging) come from the API as on a reload.
 */
export function applyTicketUpdate(queryClient: QueryClient, update: TicketUpdate): void {
  void queryClient.invalidateQueries({ queryKey: supportKeys.thread(update.ticketId) });
  void queryClient.invalidateQueries({ queryKey: supportKeys.tickets });
}

/** Keeps the member's open ticket screens current while staff answer; `onUpdate` hears each update after it is applied. */
export function useLiveTickets(onUpdate?: (update: TicketUpdate) => void): void {
  const queryClient = useQueryClient();
  useMemberEvents((event) => {
    const update = ticketUpdateOf(event);
    if (!update) return;
    applyTicketUpdate(queryClient, update);
    onUpdate?.(update);
  });
}
