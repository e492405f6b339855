import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'search-synonyms',
    lazy: {
      Component: screen(
        () => import('./pages/search-synonyms-page'),
        (m) => m.SearchSynonymsPage,
      ),
    },
  },
];
