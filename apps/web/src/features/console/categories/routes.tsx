import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'classifieds',
    lazy: {
      Component: screen(
        () => import('./pages/categories-page'),
        (m) => m.CategoriesPage,
      ),
    },
  },
  {
    path: 'sub-categories',
    lazy: {
      Component: screen(
        () => import('./pages/sub-categories-page'),
        (m) => m.SubCategoriesPage,
      ),
    },
  },
];
