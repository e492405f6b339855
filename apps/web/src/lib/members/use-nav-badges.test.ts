import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listConversationsRoute } from '@souq/contract/members-chat';
import { myNotificationsRoute } from '@souq/contract/notifications';
import type { InboxItem } from './inbox';
import { applyBadgeEvent, CHAT_BADGE_ADDRESS, INBOX_BADGE_ADDRESS, navBadgeKeys, totalUnread } from './use-nav-badges';

describe("the shell's badge addresses", () => {
  it('are the contract routes they stand for (the shell reads them without zod)', () => {
    for (const [address, route] of [
      [INBOX_BADGE_ADDRESS, myNotificationsRoute],
      [CHAT_BADGE_ADDRESS, listConversationsRoute],
    ] as const) {
      expect(address.method).toBe(route.method);
      expect(address.path).toBe(route.path);
      expect([...address.access]).toEqual([...route.access]);
    }
  });
});

describe('the unread messages badge', () => {
  it('adds up the unread counts of the conversations', () => {
    expect(totalUnread({ conversations: [{ unread: 2 }, { unread: 0 }, { unread: 5 }], nextCursor: null })).toBe(7);
    expect(totalUnread({ conversations: [], nextCursor: null })).toBe(0);
  });

  it('refuses an answer that is not a conversations page', () => {
    expect(totalUnread({ conversations: [{ unread: -1 }] })).toBeNull();
    expect(totalUnread({ conversations: [{ unread: '2' }] })).toBeNull();
    expect(totalUnread({ conversations: [null] })).toBeNull();
    expect(totalUnread({})).toBeNull();
    expect(totalUnread('x')).toBeNull();
  });
});

describe('live events on the badges', () => {
  const first: InboxItem = { _id: 'n1', title: 'Old', description: 'x', createdAt: '2026-11-25T10:00:00.000Z' };

  it('puts a notification into the inbox badge, once', () => {
    const client = new QueryClient();
    client.setQueryData(navBadgeKeys.inbox, [first]);
    const event = {
      id: '1',
      event: 'notification',
      data: { _id: 'n2', title: 'New', description: 'y', createdAt: '2026-11-25T11:00:00.000Z' },
    };
    applyBadgeEvent(client, event);
    applyBadgeEvent(client, event);
    expect(client.getQueryData<InboxItem[]>(navBadgeKeys.inbox)?.map((item) => item._id)).toEqual(['n2', 'n1']);
  });

  it('ignores a notification event without a notification in it', () => {
    const client = new QueryClient();
    client.setQueryData(navBadgeKeys.inbox, [first]);
    applyBadgeEvent(client, { id: '1', event: 'notification', data: { title: 'No id' } });
    expect(client.getQueryData<InboxItem[]>(navBadgeKeys.inbox)).toEqual([first]);
  });

  it('reloads the unread count on a message and on a conversation read elsewhere, not on a like', () => {
    const client = new QueryClient();
    client.setQueryData(navBadgeKeys.chat, 3);
    applyBadgeEvent(client, { id: '1', event: 'like', data: {} });
    expect(client.getQueryState(navBadgeKeys.chat)?.isInvalidated).toBe(false);
    applyBadgeEvent(client, { id: '2', event: 'message', data: {} });
    expect(client.getQueryState(navBadgeKeys.chat)?.isInvalidated).toBe(true);
    client.setQueryData(navBadgeKeys.chat, 0);
    applyBadgeEvent(client, { id: '3', event: 'conversation-read', data: { conversation_id: 'c1' } });
    expect(client.getQueryState(navBadgeKeys.chat)?.isInvalidated).toBe(true);
  });
});
