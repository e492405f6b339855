import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import { deletePostRoute, getAllPostsRoute } from '@souq/contract/posts';
import { callRoute } from '@/lib/api-client';

/**
 * The posts list is shown by two screens (Posts, and a member's posts inside the user detail),
 * so its query and its delete live here, below both features. Every post key starts with 'posts':
 * a write anywhere refreshes both screens.
 */
export const postKeys = {
  all: ['posts'] as const,
  list: (input: { page: number; textSearch?: string; userId?: string }) => ['posts', 'list', input] as const,
  one: (postId: string) => ['posts', 'one', postId] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
  reports: (postId: string, page: number) => ['posts', 'reports', postId, page] as const,
};

export const postsQuery = (input: { page: number; textSearch?: string; userId?: string }) =>
  queryOptions({
    queryKey: postKeys.list(input),
    queryFn: ({ signal }) =>
      callRoute(
        getAllPostsRoute,
        { page: input.page, itemsPerPage: PAGE_SIZE, textSearch: input.textSearch || undefined, user_id: input.userId || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => callRoute(deletePostRoute, { post_id: postId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
