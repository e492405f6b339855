import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  deleteSavedSearchRoute,
  listSavedSearchesRoute,
  openSavedSearchRoute,
  unsubscribeSavedSearchRoute,
  updateSavedSearchRoute,
  type SavedSearchAlert,
} from '@souq/contract/members-saved-searches';
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

/**
 * Marks every item read; answers the unread count left (0, unless something arrived meanwhile).
 * Sent to outlive the page: the member may be leaving as it goes.
 */
export const markAllRead = () => callMemberRoute(markActivityReadRoute, { all: true }, { keepalive: true });

export type InboxPages = InfiniteData<ActivityInbox, unknown>;

// ---- Saved searches: their list, alerts and opening (the search itself is the market's screen) ----

export const savedSearchKeys = {
  all: ['members', 'saved-searches'] as const,
};

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => callMemberRoute(listSavedSearchesRoute, undefined, { signal }),
  });

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alert }: { id: string; alert: SavedSearchAlert }) => callMemberRoute(updateSavedSearchRoute, { alert }, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callMemberRoute(deleteSavedSearchRoute, undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/**
 * Opening moves the saved search's "seen" mark, so a second call answers no new listings: a screen
 * mounted twice (a lazy route settling) shares the first call's answer instead of asking again.
 */
const openings = new Map<string, ReturnType<typeof callOpen>>();
const callOpen = (id: string) => callMemberRoute(openSavedSearchRoute, undefined, { params: { id } });
export function openSavedSearch(id: string) {
  const pending = openings.get(id) ?? callOpen(id);
  if (!openings.has(id)) {
    openings.set(id, pending);
    const forget = () => setTimeout(() => openings.delete(id), 10_000);
    pending.then(forget, () => openings.delete(id));
  }
  return pending;
}

export const unsubscribeSavedSearch = (token: string) => callMemberRoute(unsubscribeSavedSearchRoute, { token });

/** The member's decisions (strikes) with their appeals. */
export const decisionsKeys = { all: ['members', 'decisions'] as const };

export const decisionsQuery = () =>
  queryOptions({
    queryKey: decisionsKeys.all,
    queryFn: ({ signal }) => callMemberRoute(myStrikesRoute, undefined, { signal }),
  });

/** Sends the one appeal of a decision. */
export const appealDecision = (id: string, text: string) => callMemberRoute(appealStrikeRoute, { text }, { params: { id } });
