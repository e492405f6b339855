import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRequest } from '@souq/contract/members-common';
import {
  getConversationDealRoute,
  listMemberRatingsRoute,
  markDealDoneRoute,
  rateDealRoute,
  replyToRatingRoute,
  reportRatingRoute,
  type RateRequest,
} from '@souq/contract/members-ratings';
import { callMemberRoute } from '@/lib/members/api';

/**
 * Deals and ratings, shared by the chat (the deal panel) and the marketplace (a seller's ratings
 * and the average on listings): both features show them, so they live below both.
 */
export const ratingKeys = {
  all: ['members', 'ratings'] as const,
  deal: (conversationId: string) => ['members', 'ratings', 'deal', conversationId] as const,
  member: (memberId: string) => ['members', 'ratings', 'member', memberId] as const,
};

export const dealQuery = (conversationId: string) =>
  queryOptions({
    queryKey: ratingKeys.deal(conversationId),
    queryFn: ({ signal }) => callMemberRoute(getConversationDealRoute, undefined, { params: { id: conversationId }, signal }),
  });

/** A member's visible ratings, newest first, each page with the average and count. */
export const memberRatingsQuery = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.member(memberId),
    queryFn: ({ signal, pageParam }) => callMemberRoute(listMemberRatingsRoute, pageParam ? { cursor: pageParam } : {}, { params: { id: memberId }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 60_000,
  });

/** Every write here changes what a deal or a member's page shows: both are read again. */
function useRatingsWrite<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}

export const useMarkDealDone = (conversationId: string) =>
  useRatingsWrite(() => callMemberRoute(markDealDoneRoute, undefined, { params: { id: conversationId } }));

export const useRateDeal = (dealId: string) => useRatingsWrite((rating: RateRequest) => callMemberRoute(rateDealRoute, rating, { params: { id: dealId } }));

export const useReplyToRating = (ratingId: string) =>
  useRatingsWrite((reply: string) => callMemberRoute(replyToRatingRoute, { reply }, { params: { id: ratingId } }));

export const useReportRating = (ratingId: string) =>
  useRatingsWrite((report: ReportRequest) => callMemberRoute(reportRatingRoute, report, { params: { id: ratingId } }));
