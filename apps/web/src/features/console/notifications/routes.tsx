import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: {
      Component: screen(
        () => import('./pages/notifications-page'),
        (m) => m.NotificationsPage,
      ),
    },
  },
];
