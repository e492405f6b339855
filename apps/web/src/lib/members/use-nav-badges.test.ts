import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listConversationsRoute } from '@souq/contract/members-chat';
import { activityUnreadCountRoute } from '@souq/contract/members-activity';
import { applyBadgeEvent, CHAT_BADGE_ADDRESS, INBOX_BADGE_ADDRESS, navBadgeKeys, totalUnread } from './use-nav-badges';

describe("the shell's badge addresses", () => {
  it('are the contract routes they stand for (the shell reads them without zod)', () => {
    for (const [address, route] of [
      [INBOX_BADGE_ADDRESS, activityUnreadCountRoute],
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
  it('takes the unread count an activity event or a read elsewhere carries', () => {
    const client = new QueryClient();
    client.setQueryData(navBadgeKeys.inbox, 2);
    applyBadgeEvent(client, { id: '1', event: 'activity', data: { item: { _id: 'a1' }, unread: 3 } });
    expect(client.getQueryData(navBadgeKeys.inbox)).toBe(3);
    applyBadgeEvent(client, { id: '2', event: 'activity-read', data: { unread: 0 } });
    expect(client.getQueryData(navBadgeKeys.inbox)).toBe(0);
  });

  it('ignores an activity event without a count in it', () => {
    const client = new QueryClient();
    client.setQueryData(navBadgeKeys.inbox, 2);
    applyBadgeEvent(client, { id: '1', event: 'activity', data: { unread: -1 } });
    applyBadgeEvent(client, { id: '2', event: 'activity', data: { unread: '4' } });
    expect(client.getQueryData(navBadgeKeys.inbox)).toBe(2);
  });

  it("asks the count again on a Souq team's message, whose event carries none", () => {
    const client = new QueryClient();
    client.setQueryData(navBadgeKeys.inbox, 2);
    applyBadgeEvent(client, { id: '1', event: 'notification', data: { _id: 'n1', title: 'Hi' } });
    expect(client.getQueryState(navBadgeKeys.inbox)?.isInvalidated).toBe(true);
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
