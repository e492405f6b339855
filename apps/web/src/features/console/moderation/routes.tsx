import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'moderation',
    lazy: {
      Component: screen(
        () => import('./pages/moderation-page'),
        (m) => m.ModerationPage,
      ),
    },
  },
];
