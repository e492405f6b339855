import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'watched-words',
    lazy: {
      Component: screen(
        () => import('./pages/watched-words-page'),
        (m) => m.WatchedWordsPage,
      ),
    },
  },
];
