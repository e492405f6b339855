import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getMemberSession, subscribeMemberSession } from '@/lib/members/session';
import { createQueryClient } from '../query-client';

/**
 * The members' own cache, apart from the console's: nothing of one login is shown to the next.
 * Offline, its reads still go to the service worker, which answers with the copies it saved.
 */
const queryClient = createQueryClient('always');

// Subscribed for the tab's lifetime, not the layout's: Log out leaves the layout first. Logging in
// clears it too: what a visitor read (nothing favourited, nothing liked) is not the member's view.
let token = getMemberSession()?.token;
subscribeMemberSession(() => {
  const now = getMemberSession()?.token;
  if (now !== token) queryClient.clear();
  token = now;
});

/** Server state for the members' screens, a visitor's too (the join screens make single calls). */
export function MembersServerState() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
