import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assignModerationRoute,
  decideModerationRoute,
  getModerationQueueRoute,
  getModerationSubjectRoute,
  type ModerationAssignment,
  type ModerationDecision,
  type ModerationKind,
  type ModerationState,
} from '@souq/contract/moderation';
import { getChatWarningSendersRoute } from '@souq/contract/chat-warnings';
import { dismissRatingReportsRoute, listReportedRatingsRoute, removeRatingRoute } from '@souq/contract/members-ratings';
import { appealQueueRoute, decideAppealRoute, type AppealDecision } from '@souq/contract/strikes';
import { callRoute } from '@/lib/api-client';

export interface QueueFilter {
  kind?: ModerationKind;
  state: ModerationState;
  assigneeId?: string;
}

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (filter: QueueFilter) => ['moderation', 'queue', filter] as const,
  subject: (kind: ModerationKind, subjectId: string) => ['moderation', 'subject', kind, subjectId] as const,
};

/** The queue, most recently reported first, a page at a time on the server's keyset cursor. */
export function queueQuery(filter: QueueFilter) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue(filter),
    queryFn: ({ pageParam, signal }) =>
      callRoute(
        getModerationQueueRoute,
        { kind: filter.kind, state: filter.state, assignee_id: filter.assigneeId, cursor: pageParam || undefined },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function subjectQuery(kind: ModerationKind, subjectId: string) {
  return queryOptions({
    queryKey: moderationKeys.subject(kind, subjectId),
    queryFn: ({ signal }) => callRoute(getModerationSubjectRoute, { kind, subject_id: subjectId }, { signal }),
  });
}

/** Decisions and assignments change the queue and the record's history: both are read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationDecision) => callRoute(decideModerationRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationAssignment) => callRoute(assignModerationRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** The members whose chat messages hit the warning rules, latest first. */
export function chatWarningSendersQuery() {
  return queryOptions({
    queryKey: [...moderationKeys.all, 'chat-warnings'] as const,
    queryFn: ({ signal }) => callRoute(getChatWarningSendersRoute, undefined, { signal }),
  });
}

/** Ratings with open reports, the latest reported first (the first page: the queue stays short). */
export function reportedRatingsQuery() {
  return queryOptions({
    queryKey: [...moderationKeys.all, 'ratings'] as const,
    queryFn: ({ signal }) => callRoute(listReportedRatingsRoute, { page: 1, itemsPerPage: 50 }, { signal }),
  });
}

/** Removes a rating, or dismisses its reports; either way it leaves the list. */
export function useRatingDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'remove' | 'dismiss' }) =>
      callRoute(action === 'remove' ? removeRatingRoute : dismissRatingReportsRoute, undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Appeals waiting for a decision, oldest first. */
export function appealsQuery() {
  return infiniteQueryOptions({
    queryKey: [...moderationKeys.all, 'appeals'] as const,
    queryFn: ({ pageParam, signal }) => callRoute(appealQueueRoute, { cursor: pageParam || undefined }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealDecision) => callRoute(decideAppealRoute, input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
