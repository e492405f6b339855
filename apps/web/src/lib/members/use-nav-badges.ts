import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnswerCheck } from '../api-client';
import { unreadOf } from './inbox';
import { memberRequest } from './api';
import type { MemberEvent } from './event-stream';
import { useMemberEvents } from './use-member-events';

/**
 * The counts on the shell's navigation: unread items of the activity inbox and unread chat messages,
 * read once when the shell opens and kept live from the member's event stream. Checked by hand,
 * not with the contract's zod schemas: the shell is part of the members' first screen, which has
 * a JavaScript budget (use-nav-badges.test.ts holds these addresses to the contract's routes).
 */

/** The inbox's unread count (activityUnreadCountRoute), capped by the server at 100 ("99+"). */
export const INBOX_BADGE_ADDRESS = { method: 'GET', path: '/api/v1/notifications/unread-count', access: ['user'], sendsBody: false } as const;
/** The conversations' first page (listConversationsRoute), with their unread counts. */
export const CHAT_BADGE_ADDRESS = { method: 'GET', path: '/api/v1/conversations', access: ['user'], sendsBody: false } as const;
export const CHAT_BADGE_PAGE = 50;

export const navBadgeKeys = {
  inbox: ['members', 'badges', 'inbox'] as const,
  chat: ['members', 'badges', 'chat'] as const,
};

const checkInbox: AnswerCheck<number> = (json) => {
  const unread = unreadOf(json);
  return unread === null ? { success: false } : { success: true, data: unread };
};

/** The unread messages of a conversations page (`{conversations: [{unread}]}`), or null when it is not one. */
export function totalUnread(json: unknown): number | null {
  if (!json || typeof json !== 'object') return null;
  const { conversations } = json as Record<string, unknown>;
  if (!Array.isArray(conversations)) return null;
  let total = 0;
  for (const conversation of conversations) {
    const unread: unknown = conversation && typeof conversation === 'object' ? (conversation as Record<string, unknown>).unread : undefined;
    if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) return null;
    total += unread;
  }
  return total;
}

const checkChat: AnswerCheck<number> = (json) => {
  const total = totalUnread(json);
  return total === null ? { success: false } : { success: true, data: total };
};

/** What one live event changes in the badges' cache. */
export function applyBadgeEvent(queryClient: QueryClient, event: MemberEvent): void {
  if (event.event === 'activity' || event.event === 'activity-read') {
    // The event carries the count after the change: no need to ask.
    const unread = unreadOf(event.data);
    if (unread !== null) queryClient.setQueryData<number>(navBadgeKeys.inbox, unread);
  } else if (event.event === 'notification') {
    // A message of the Souq team counts too, but its event (sent to many) carries no count.
    void queryClient.invalidateQueries({ queryKey: navBadgeKeys.inbox });
  } else if (event.event === 'message' || event.event === 'conversation-read') {
    void queryClient.invalidateQueries({ queryKey: navBadgeKeys.chat });
  }
}

export interface NavBadges {
  /** Unread items of the activity inbox (groups and team messages), at most 100. */
  notifications: number;
  /** Unread messages across the member's latest conversations. */
  chat: number;
}

/** The shell's badges for the signed-in member; zero while loading or when a load failed. */
export function useNavBadges(memberId: string | undefined): NavBadges {
  const queryClient = useQueryClient();
  const inbox = useQuery({
    queryKey: navBadgeKeys.inbox,
    queryFn: ({ signal }) => memberRequest(INBOX_BADGE_ADDRESS, undefined, checkInbox, { signal }),
    enabled: Boolean(memberId),
    staleTime: Infinity,
  });
  const chat = useQuery({
    queryKey: navBadgeKeys.chat,
    queryFn: ({ signal }) => memberRequest(CHAT_BADGE_ADDRESS, { limit: CHAT_BADGE_PAGE }, checkChat, { signal }),
    enabled: Boolean(memberId),
    staleTime: Infinity,
  });
  useMemberEvents((event) => applyBadgeEvent(queryClient, event));
  return { notifications: inbox.data ?? 0, chat: chat.data ?? 0 };
}
