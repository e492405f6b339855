import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'classifieds/posts',
    lazy: {
      Component: screen(
        () => import('./pages/classified-posts-page'),
        (m) => m.ClassifiedPostsPage,
      ),
    },
  },
  {
    path: 'classifieds/add-classified-post',
    lazy: {
      Component: screen(
        () => import('./pages/add-classified-page'),
        (m) => m.AddClassifiedPage,
      ),
    },
  },
];
