import type { RouteObject } from 'react-router';
import { screen } from '@/app/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  { path: 'stories', lazy: { Component: screen(() => import('./pages/stories-page'), (m) => m.StoriesPage) } },
];
