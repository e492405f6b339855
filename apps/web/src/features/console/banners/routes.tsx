import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'banners',
    lazy: {
      Component: screen(
        () => import('./pages/banners-page'),
        (m) => m.BannersPage,
      ),
    },
  },
];
