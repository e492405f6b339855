import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: {
      Component: screen(
        () => import('./pages/dashboard-page'),
        (m) => m.DashboardPage,
      ),
    },
  },
];
