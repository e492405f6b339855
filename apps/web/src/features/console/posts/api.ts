import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENTS_PREVIEW, PAGE_SIZE } from '@souq/contract/constants';
import { getCommentsRoute, getPostByAdminRoute, getReportedPostRoute, hidePostRoute } from '@souq/contract/posts';
import { callRoute } from '@/lib/api-client';
import { postKeys } from '@/queries/posts';

export const postQuery = (postId: string) =>
  queryOptions({
    queryKey: postKeys.one(postId),
    queryFn: ({ signal }) => callRoute(getPostByAdminRoute, { post_id: postId }, { signal }),
    enabled: Boolean(postId),
  });

export const commentsQuery = (postId: string) =>
  queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) => callRoute(getCommentsRoute, { post_id: postId, ...COMMENTS_PREVIEW }, { signal }),
    enabled: Boolean(postId),
  });

export const postReportsQuery = (postId: string, page: number) =>
  queryOptions({
    queryKey: postKeys.reports(postId, page),
    queryFn: ({ signal }) => callRoute(getReportedPostRoute, { post_id: postId, page, itemsPerPage: PAGE_SIZE }, { signal }),
    enabled: Boolean(postId),
    placeholderData: keepPreviousData,
  });

export function useHidePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { post_id: string; active: boolean }) => callRoute(hidePostRoute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
