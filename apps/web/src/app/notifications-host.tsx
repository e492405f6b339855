import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsRequested, subscribeNotificationRequests } from '@/lib/notify';

const NotificationsOutlet = lazy(() => import('./notifications-outlet').then((module) => ({ default: module.NotificationsOutlet })));

/** Mounts the notifications (and loads their package) when the first one is asked for. */
export function NotificationsHost() {
  const requested = useSyncExternalStore(subscribeNotificationRequests, notificationsRequested, notificationsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsOutlet />
    </Suspense>
  );
}
