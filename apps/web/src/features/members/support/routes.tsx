import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

const texts = () => import('@/i18n/members/support').then((module) => module.supportTextsLoader());

/** The members' support screens, inside the shell; each its own chunk, their texts loaded with the first of them. */
export const memberRoutes: RouteObject[] = [
  {
    loader: texts,
    children: [
      {
        path: 'support',
        lazy: {
          Component: screen(
            () => import('./pages/support-page'),
            (m) => m.SupportPage,
          ),
        },
      },
      {
        path: 'support/new',
        lazy: {
          Component: screen(
            () => import('./pages/new-ticket-page'),
            (m) => m.NewTicketPage,
          ),
        },
      },
      {
        path: 'support/contact',
        lazy: {
          Component: screen(
            () => import('./pages/contact-page'),
            (m) => m.ContactPage,
          ),
        },
      },
      {
        path: 'support/tickets/:id',
        lazy: {
          Component: screen(
            () => import('./pages/ticket-page'),
            (m) => m.TicketPage,
          ),
        },
      },
    ],
  },
];
