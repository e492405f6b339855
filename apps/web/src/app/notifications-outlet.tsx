import { useEffect } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { attachNotifications } from '@/lib/notify';

/**
 * The notifications themselves, a chunk of their own. Attached in an effect, which runs after
 * <Notifications> has set its position and limit, so waiting notifications land where they belong.
 */
export function NotificationsOutlet() {
  useEffect(() => attachNotifications(notifications.show), []);
  return <Notifications position="top-right" zIndex={1000} limit={4} />;
}
