import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { appealStrikeRoute, myStrikesRoute } from '@souq/contract/strikes';
import { activityInboxRoute, markActivityReadRoute, type ActivityInbox } from '@souq/contract/members-activity';
import { callMemberRoute } from '@/lib/members/api';

/** The member's activity inbox: grouped items and the Souq team's messages, newest first, by cursor. */
export const inboxKeys = {
  all: ['members', 'inbox'] as const,
};

export const INBOX_PAGE_SIZE = 20;

export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: inboxKeys.all,
    queryFn: ({ signal, pageParam }) => callMemberRoute(activityInboxRoute, { cursor: pageParam, limit: INBOX_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ActivityInbox) => page.nextCursor ?? undefined,
  });

/** Marks every item read; answers the unread count left (0, unless something arrived meanwhile). */
export const markAllRead = () => callMemberRoute(markActivityReadRoute, { all: true });

export type InboxPages = InfiniteData<ActivityInbox, unknown>;

/** The member's decisions (strikes) with their appeals. */
export const decisionsKeys = { all: ['members', 'decisions'] as const };

export const decisionsQuery = () =>
  queryOptions({
    queryKey: decisionsKeys.all,
    queryFn: ({ signal }) => callMemberRoute(myStrikesRoute, undefined, { signal }),
  });

/** Sends the one appeal of a decision. */
export const appealDecision = (id: string, text: string) => callMemberRoute(appealStrikeRoute, { text }, { params: { id } });
