import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

const texts = () => import('@/i18n/members/inbox').then((module) => module.inboxTextsLoader());

/** The digest e-mail's unsubscribe link: no sign-in needed, outside the shell. */
export const memberJoinRoutes: RouteObject[] = [
  {
    path: 'unsubscribe/:token',
    loader: texts,
    lazy: {
      Component: screen(
        () => import('./pages/unsubscribe-page'),
        (m) => m.UnsubscribePage,
      ),
    },
  },
];

/** The members' notifications inbox and saved searches, inside the shell, their own chunk with their own texts. */
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
  {
    path: 'saved-searches',
    loader: texts,
    lazy: {
      Component: screen(
        () => import('./pages/saved-searches-page'),
        (m) => m.SavedSearchesPage,
      ),
    },
  },
  {
    path: 'saved-searches/:id',
    loader: texts,
    lazy: {
      Component: screen(
        () => import('./pages/open-saved-search-page'),
        (m) => m.OpenSavedSearchPage,
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
