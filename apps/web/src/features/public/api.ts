import { queryOptions } from '@tanstack/react-query';
import { getPublicPostRoute } from '@souq/contract/public-posts';
import { publicInfoRoute } from '@souq/contract/settings';
import { callRoute } from '@/lib/api-client';

export const publicInfoQuery = () =>
  queryOptions({
    queryKey: ['public-info'],
    queryFn: ({ signal }) => callRoute(publicInfoRoute, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export const publicPostQuery = (postId: string) =>
  queryOptions({
    queryKey: ['public-post', postId],
    queryFn: ({ signal }) => callRoute(getPublicPostRoute, { post_id: postId }, { signal }),
    retry: false,
  });
