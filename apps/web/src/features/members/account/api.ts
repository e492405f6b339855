import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteMyAccountRoute,
  resendVerificationRoute,
  updateMyAccountRoute,
  type MyAccount,
  type UpdateMyAccountRequest,
} from '@souq/contract/members-account';
import { callMemberRoute } from '@/lib/members/api';
import { myAccountKey } from '@/lib/members/my-account';
import { updateMemberSession } from '@/lib/members/session';

/** The member's own account, for the profile screen. */
export const memberAccountKeys = {
  me: myAccountKey,
};

/** PATCH /api/v1/me with the fields that changed; the profile and the header show the answer. */
export function useUpdateMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateMyAccountRequest) => callMemberRoute(updateMyAccountRoute, changes),
    onSuccess: (account: MyAccount) => {
      queryClient.setQueryData(memberAccountKeys.me, account);
      updateMemberSession({ name: account.name, photo: account.photo });
    },
  });
}

/** A new verification link, unless the address is verified already (then the profile refreshes). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callMemberRoute(resendVerificationRoute, undefined),
    onSuccess: ({ emailVerified }) => {
      if (emailVerified) void queryClient.invalidateQueries({ queryKey: memberAccountKeys.me });
    },
  });
}

/** Erases the account (DELETE /api/v1/me); the caller then forgets the session. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: () => callMemberRoute(deleteMyAccountRoute, undefined) });
}
