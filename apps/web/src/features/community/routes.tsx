import type { RouteObject } from 'react-router';
import { screen } from '@/app/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  { path: 'userslist', lazy: { Component: screen(() => import('./pages/users-page'), (m) => m.UsersPage) } },
  { path: 'posts', lazy: { Component: screen(() => import('./pages/posts-page'), (m) => m.PostsPage) } },
  { path: 'stories', lazy: { Component: screen(() => import('./pages/stories-page'), (m) => m.StoriesPage) } },
  {
    path: 'reported-users',
    lazy: { Component: screen(() => import('./pages/reported-users-page'), (m) => m.ReportedUsersPage) },
  },
  { path: 'audit-log', lazy: { Component: screen(() => import('./pages/audit-log-page'), (m) => m.AuditLogPage) } },
];
