import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/app/layouts/members-server-state';
import { getMemberSession } from '@/lib/members/session';
import { feedQuery } from './api';
import { loadAccountRoutes } from './route-specs';

/**
 * Home's loader: starts its first call (the feed's first page) as soon as the route matches,
 * beside the download of the screen's chunk, rather than once the screen has loaded and mounted.
 * Not awaited: the screen renders as usual and finds the call under way in the members' cache
 * (and makes it again, showing the failure, if it failed).
 */
export function prefetch({ request }: LoaderFunctionArgs): null {
  // The other specs Home's calls need; a failure shows where they are used, which loads them again.
  loadAccountRoutes().catch(() => undefined);
  if (new URL(request.url).search === '' && getMemberSession()) {
    queryClient.prefetchInfiniteQuery(feedQuery()).catch(() => undefined);
  }
  return null;
}
