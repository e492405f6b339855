import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyAccount } from '@souq/contract/members-account';
import { sendPhoneCodeRoute, updatePhoneSettingsRoute, verifyPhoneRoute, type PhoneState } from '@souq/contract/members-phone';
import { callMemberRoute } from '@/lib/members/api';
import { myAccountKey } from '@/lib/members/my-account';

/** The profile's account with the phone's new state, so the profile shows it without a reload. */
function useKeepPhoneState() {
  const queryClient = useQueryClient();
  return (state: PhoneState) => {
    queryClient.setQueryData<MyAccount>(myAccountKey, (account) => (account ? { ...account, ...state } : account));
  };
}

/** POST /api/v1/me/phone: the number becomes the member's (unverified) and a code is texted to it. */
export function useSendPhoneCode() {
  const keep = useKeepPhoneState();
  return useMutation({
    mutationFn: (phone: string) => callMemberRoute(sendPhoneCodeRoute, { phone }),
    onSuccess: ({ codeExpiresAt: _sent, ...state }) => keep(state),
  });
}

/** POST /api/v1/me/phone/verify with the texted code. */
export function useVerifyPhone() {
  const keep = useKeepPhoneState();
  return useMutation({
    mutationFn: (code: string) => callMemberRoute(verifyPhoneRoute, { code }),
    onSuccess: keep,
  });
}

/** PATCH /api/v1/me/phone: whether the verified number is shown on the member's listings. */
export function useShowPhone() {
  const keep = useKeepPhoneState();
  return useMutation({
    mutationFn: (showPhone: boolean) => callMemberRoute(updatePhoneSettingsRoute, { showPhone }),
    onSuccess: keep,
  });
}
