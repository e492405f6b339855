import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addSearchSynonymRoute,
  deleteSearchSynonymRoute,
  editSearchSynonymRoute,
  getSearchSynonymsRoute,
  type SaveSearchSynonymRequest,
} from '@souq/contract/search-synonyms';
import { callRoute } from '@/lib/api-client';

export const searchSynonymKeys = {
  all: ['search-synonyms'] as const,
  list: (textSearch: string, page: number, size: number) => ['search-synonyms', 'list', textSearch, page, size] as const,
};

/** One page of the synonym groups, newest first. */
export function searchSynonymsQuery(textSearch: string, page: number, size: number) {
  return queryOptions({
    queryKey: searchSynonymKeys.list(textSearch, page, size),
    queryFn: ({ signal }) => callRoute(getSearchSynonymsRoute, { textSearch: textSearch || undefined, page, itemsPerPage: size }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateSearchSynonyms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: searchSynonymKeys.all });
}

/** Adds a group (no id) or replaces an existing group's terms. */
export function useSaveSearchSynonym() {
  const invalidate = useInvalidateSearchSynonyms();
  return useMutation({
    mutationFn: ({ id, ...input }: SaveSearchSynonymRequest & { id?: string }) =>
      id ? callRoute(editSearchSynonymRoute, input, { params: { id } }) : callRoute(addSearchSynonymRoute, input),
    onSuccess: invalidate,
  });
}

export function useDeleteSearchSynonym() {
  const invalidate = useInvalidateSearchSynonyms();
  return useMutation({
    mutationFn: (id: string) => callRoute(deleteSearchSynonymRoute, undefined, { params: { id } }),
    onSuccess: invalidate,
  });
}
