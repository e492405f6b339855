import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'userslist',
    lazy: {
      Component: screen(
        () => import('./pages/users-page'),
        (m) => m.UsersPage,
      ),
    },
  },
  {
    path: 'reported-users',
    lazy: {
      Component: screen(
        () => import('./pages/reported-users-page'),
        (m) => m.ReportedUsersPage,
      ),
    },
  },
];
