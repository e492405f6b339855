import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: {
      Component: screen(
        () => import('./pages/settings-page'),
        (m) => m.SettingsPage,
      ),
    },
  },
];
