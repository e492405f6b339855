import { queryOptions } from '@tanstack/react-query';
import { getPublicPostRoute } from '@souq/contract/public-posts';
import { publicInfoRoute } from '@souq/contract/settings';
import { callRoute } from '@/lib/api-client';

export const publicKeys = {
  info: ['public-info'] as const,
  post: (postId: string) => ['public-post', postId] as const,
};

export const publicInfoQuery = () =>
  queryOptions({
    queryKey: publicKeys.info,
    queryFn: ({ signal }) => callRoute(publicInfoRoute, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const publicPostQuery = (postId: string) =>
  queryOptions({
    queryKey: publicKeys.post(postId),
    queryFn: ({ signal }) => callRoute(getPublicPostRoute, { post_id: postId }, { signal }),
    retry: false,
  });
