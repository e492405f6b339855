import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'posts',
    lazy: {
      Component: screen(
        () => import('./pages/posts-page'),
        (m) => m.PostsPage,
      ),
    },
  },
];
