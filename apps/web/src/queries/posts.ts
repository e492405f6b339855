import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import { deletePostRoute, getAllPostsRoute, type POST_LIST_SORTS } from '@souq/contract/posts';
import type { SortOrder } from '@souq/contract/list-query';
import type { StrikeReason } from '@souq/contract/strike-reason';
import { callRoute } from '@/lib/api-client';

/**
 * The posts list is shown by two screens (Posts, and a member's posts inside the user detail),
 * so its query and its delete live here, below both features. Every post key starts with 'posts':
 * a write anywhere refreshes both screens.
 */
export const postKeys = {
  all: ['posts'] as const,
  list: (input: PostListInput) => ['posts', 'list', input] as const,
  one: (postId: string) => ['posts', 'one', postId] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
  reports: (postId: string, page: number) => ['posts', 'reports', postId, page] as const,
};

/** What a posts list shows; size, sort and the yes/no filters ('true', 'false', '' for both) are optional. */
export interface PostListInput {
  page: number;
  textSearch?: string;
  userId?: string;
  size?: number;
  sort?: string;
  order?: SortOrder;
  hidden?: string;
  reported?: string;
}

const yesNo = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

export const postsQuery = (input: PostListInput) =>
  queryOptions({
    queryKey: postKeys.list(input),
    queryFn: ({ signal }) =>
      callRoute(
        getAllPostsRoute,
        {
          page: input.page,
          itemsPerPage: input.size ?? PAGE_SIZE,
          textSearch: input.textSearch || undefined,
          user_id: input.userId || undefined,
          sort: (input.sort as (typeof POST_LIST_SORTS)[number] | undefined) || undefined,
          order: input.order,
          hidden: yesNo(input.hidden),
          reported: yesNo(input.reported),
          withTotal: 'true',
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, reason, note }: { postId: string; reason: StrikeReason; note: string | null }) =>
      callRoute(deletePostRoute, { post_id: postId, reason, note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
