import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addChatWarningRuleRoute,
  deleteChatWarningRuleRoute,
  editChatWarningRuleRoute,
  getChatWarningRulesRoute,
  type AddChatWarningRuleRequest,
  type EditChatWarningRuleRequest,
} from '@souq/contract/chat-warnings';
import { callRoute } from '@/lib/api-client';

export const chatWarningKeys = { all: ['chat-warning-rules'] as const };

/** Every rule (the table is small): the built-in checks, then the phrases. */
export function chatWarningRulesQuery() {
  return queryOptions({ queryKey: chatWarningKeys.all, queryFn: ({ signal }) => callRoute(getChatWarningRulesRoute, undefined, { signal }) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatWarningKeys.all });
}

/** Adds a phrase (no id) or edits a rule. */
export function useSaveChatWarningRule() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string; body: EditChatWarningRuleRequest } | { body: AddChatWarningRuleRequest }) =>
      'id' in input ? callRoute(editChatWarningRuleRoute, input.body, { params: { id: input.id } }) : callRoute(addChatWarningRuleRoute, input.body),
    onSuccess,
  });
}

export function useDeleteChatWarningRule() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => callRoute(deleteChatWarningRuleRoute, undefined, { params: { id } }), onSuccess });
}
