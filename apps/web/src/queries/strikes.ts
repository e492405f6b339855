import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { undoStrikeRoute, userStrikesRoute, type UndoStrikeBody } from '@souq/contract/strikes';
import { messages } from '@/i18n/console/messages';
import { notifyUndoable } from '@/components/console/undo-notice';
import { callRoute, errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Strikes are made by several screens (the moderation queue, the posts, listings and users
 * screens), so Undo and a member's record live here, below them all.
 */
export const strikeKeys = {
  user: (userId: string) => ['strikes', 'user', userId] as const,
};

export const userStrikesQuery = (userId: string) =>
  queryOptions({
    queryKey: strikeKeys.user(userId),
    queryFn: ({ signal }) => callRoute(userStrikesRoute, { user_id: userId }, { signal }),
    enabled: Boolean(userId),
  });

/**
 * After hide, disallow or block: a notification saying what was done, with Undo for a few
 * seconds. Undo reverses the action and its strike; every screen is read again.
 */
export function useOfferUndo() {
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: (input: UndoStrikeBody) => callRoute(undoStrikeRoute, input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return (message: string, subject: UndoStrikeBody) =>
    notifyUndoable(message, () =>
      undo.mutate(subject, { onSuccess: () => notifySuccess(messages.console.strikes.undone), onError: (error) => notifyError(errorText(error)) }),
    );
}
