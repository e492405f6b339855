import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@souq/contract/members-chat';
import { acceptOfferRoute, counterOfferRoute, declineOfferRoute, makeOfferRoute, withdrawOfferRoute } from '@souq/contract/members-offers-routes';
import { callMemberRoute } from '@/lib/members/api';
import { chatKeys } from './api';

/**
 * Offers in a conversation. Each step answers a message; the thread is read again after it, since
 * a step also changes an earlier offer's status (countered, accepted...), which that earlier
 * message shows. The listing's page learns of a reservation the same way.
 */
function useOfferStep<Input>(conversationId: string, call: (input: Input) => Promise<ChatMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: ['members', 'market'] });
    },
  });
}

export function useMakeOffer(conversationId: string) {
  return useOfferStep(conversationId, (amount: string) => callMemberRoute(makeOfferRoute, { amount }, { params: { id: conversationId } }));
}

export type OfferStep =
  | { action: 'accept'; offerId: string; reserveDays?: number }
  | { action: 'decline' | 'withdraw'; offerId: string }
  | { action: 'counter'; offerId: string; amount: string; reserveDays?: number };

export function useOfferAnswer(conversationId: string) {
  return useOfferStep(conversationId, (step: OfferStep) => {
    const params = { id: step.offerId };
    switch (step.action) {
      case 'accept':
        return callMemberRoute(acceptOfferRoute, step.reserveDays === undefined ? {} : { reserveDays: step.reserveDays }, { params });
      case 'counter':
        return callMemberRoute(
          counterOfferRoute,
          step.reserveDays === undefined ? { amount: step.amount } : { amount: step.amount, reserveDays: step.reserveDays },
          { params },
        );
      case 'decline':
        return callMemberRoute(declineOfferRoute, undefined, { params });
      case 'withdraw':
        return callMemberRoute(withdrawOfferRoute, undefined, { params });
    }
  });
}
