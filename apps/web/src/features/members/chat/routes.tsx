import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

/** The chat's texts share the marketplace's namespace, loaded with its screens. */
const texts = () => import('@/i18n/members/market').then((m) => m.marketI18nLoader);

/** The members' conversations, inside the shell; paths relative to /app. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'chat',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/conversations-page'),
        (m) => m.ConversationsPage,
      ),
    },
  },
  {
    path: 'chat/:id',
    lazy: {
      loader: texts,
      Component: screen(
        () => import('./pages/thread-page'),
        (m) => m.ThreadPage,
      ),
    },
  },
];
