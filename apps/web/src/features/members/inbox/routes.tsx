import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

const texts = () => import('@/i18n/members/inbox').then((module) => module.inboxTextsLoader());

/** The members' notifications inbox, inside the shell, its own chunk with its own texts. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'notifications',
    loader: texts,
    lazy: {
      Component: screen(
        () => import('./pages/inbox-page'),
        (m) => m.InboxPage,
      ),
    },
  },
  // The member's decisions (strikes), where each can be appealed once.
  {
    path: 'decisions',
    loader: texts,
    lazy: {
      Component: screen(
        () => import('./pages/decisions-page'),
        (m) => m.DecisionsPage,
      ),
    },
  },
];
