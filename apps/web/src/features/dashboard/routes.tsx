import type { RouteObject } from 'react-router';
import { screen } from '@/app/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: { Component: screen(() => import('./pages/dashboard-page'), (m) => m.DashboardPage) },
  },
];
