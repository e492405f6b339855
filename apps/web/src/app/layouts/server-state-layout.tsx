import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getSession, subscribeSession } from '@/lib/console/session';
import { createQueryClient } from '../query-client';

/** One cache per tab, shared by the console and the public pages. */
const queryClient = createQueryClient();

// Nothing fetched for one login may be shown to the next: drop the cache when the session ends.
// Subscribed for the tab's lifetime, not the layout's: Logout leaves the layout first.
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});

/**
 * The server-state cache around the console and the public pages. A layout route of its own so
 * the login page, which has a JavaScript budget, does not download TanStack Query.
 */
export function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
