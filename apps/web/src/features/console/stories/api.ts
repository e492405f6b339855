import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@souq/contract/constants';
import { getStoriesByAdminRoute, getStoryAdminRoute } from '@souq/contract/stories';
import { callRoute } from '@/lib/api-client';

export const storyKeys = {
  list: (page: number, textSearch: string) => ['stories', 'list', page, textSearch] as const,
  one: (storyId: string) => ['stories', 'one', storyId] as const,
};

export const storiesQuery = (page: number, textSearch: string) =>
  queryOptions({
    queryKey: storyKeys.list(page, textSearch),
    queryFn: ({ signal }) => callRoute(getStoriesByAdminRoute, { page, itemsPerPage: PAGE_SIZE, textSearch: textSearch || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

export const storyQuery = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.one(storyId),
    queryFn: ({ signal }) => callRoute(getStoryAdminRoute, { story_id: storyId }, { signal }),
    enabled: Boolean(storyId),
  });
