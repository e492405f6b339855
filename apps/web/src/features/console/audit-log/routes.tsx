import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'audit-log',
    lazy: {
      Component: screen(
        () => import('./pages/audit-log-page'),
        (m) => m.AuditLogPage,
      ),
    },
  },
];
