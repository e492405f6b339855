import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'change-password',
    lazy: {
      Component: screen(
        () => import('./pages/change-password-page'),
        (m) => m.ChangePasswordPage,
      ),
    },
  },
];
