import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'chat-warnings',
    lazy: {
      Component: screen(
        () => import('./pages/chat-warnings-page'),
        (m) => m.ChatWarningsPage,
      ),
    },
  },
];
