import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'stories',
    lazy: {
      Component: screen(
        () => import('./pages/stories-page'),
        (m) => m.StoriesPage,
      ),
    },
  },
];
