import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addWatchedWordRoute,
  deleteWatchedWordRoute,
  editWatchedWordRoute,
  getWatchedWordsRoute,
  type SaveWatchedWordRequest,
} from '@souq/contract/watched-words';
import { callRoute } from '@/lib/api-client';

export const watchedWordKeys = { all: ['watched-words'] as const };

/** Every watched word (a few hundred at most), by category then phrase. */
export function watchedWordsQuery() {
  return queryOptions({ queryKey: watchedWordKeys.all, queryFn: ({ signal }) => callRoute(getWatchedWordsRoute, undefined, { signal }) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: watchedWordKeys.all });
}

/** Adds a word (no id) or edits one. */
export function useSaveWatchedWord() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: { id?: string; body: SaveWatchedWordRequest }) =>
      input.id ? callRoute(editWatchedWordRoute, input.body, { params: { id: input.id } }) : callRoute(addWatchedWordRoute, input.body),
    onSuccess,
  });
}

export function useDeleteWatchedWord() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => callRoute(deleteWatchedWordRoute, undefined, { params: { id } }), onSuccess });
}
