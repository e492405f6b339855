import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'countries',
    lazy: {
      Component: screen(
        () => import('./pages/countries-page'),
        (m) => m.CountriesPage,
      ),
    },
  },
  {
    path: 'districts',
    lazy: {
      Component: screen(
        () => import('./pages/districts-page'),
        (m) => m.DistrictsPage,
      ),
    },
  },
  {
    path: 'areas',
    lazy: {
      Component: screen(
        () => import('./pages/areas-page'),
        (m) => m.AreasPage,
      ),
    },
  },
];
