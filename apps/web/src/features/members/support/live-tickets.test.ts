import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { supportKeys } from './api';
import { applyTicketUpdate, ticketUpdateOf } from './live-tickets';

const reply = { _id: 'm1', message: 'Sent back today', createdAt: '2026-11-25T10:00:00.000Z' };

describe('a live ticket update', () => {
  it('reads which ticket changed, its status and whether staff replied', () => {
    expect(ticketUpdateOf({ id: '1', event: 'ticket-update', data: { ticket_id: 't1', status: 'open', reply } })).toEqual({
      ticketId: 't1',
      status: 'open',
      replied: true,
    });
    expect(ticketUpdateOf({ id: '2', event: 'ticket-update', data: { ticket_id: 't1', status: 'closed', reply: null } })).toEqual({
      ticketId: 't1',
      status: 'closed',
      replied: false,
    });
  });

  it('ignores other events and data that names no ticket or no known status', () => {
    expect(ticketUpdateOf({ id: '1', event: 'notification', data: { ticket_id: 't1', status: 'open', reply } })).toBeNull();
    expect(ticketUpdateOf({ id: '2', event: 'ticket-update', data: { status: 'open', reply } })).toBeNull();
    expect(ticketUpdateOf({ id: '3', event: 'ticket-update', data: { ticket_id: '', status: 'open' } })).toBeNull();
    expect(ticketUpdateOf({ id: '4', event: 'ticket-update', data: { ticket_id: 't1', status: 'pending' } })).toBeNull();
  });

  it("marks that ticket's thread and the tickets list stale, and leaves other threads alone", () => {
    const client = new QueryClient();
    for (const key of [supportKeys.thread('t1'), supportKeys.thread('t2'), supportKeys.tickets]) client.setQueryData(key, { pages: [], pageParams: [] });
    applyTicketUpdate(client, { ticketId: 't1', status: 'open', replied: true });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(supportKeys.thread('t1'))).toBe(true);
    expect(stale(supportKeys.tickets)).toBe(true);
    expect(stale(supportKeys.thread('t2'))).toBe(false);
  });
});
