import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'classifieds/add-dropdwons-classified', // (sic) the spec's route
    lazy: {
      Component: screen(
        () => import('./pages/dropdown-values-page'),
        (m) => m.DropdownValuesPage,
      ),
    },
  },
];
