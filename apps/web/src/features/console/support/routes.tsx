import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const consoleRoutes: RouteObject[] = [
  {
    path: 'contactform',
    lazy: {
      Component: screen(
        () => import('./pages/contact-forms-page'),
        (m) => m.ContactFormsPage,
      ),
    },
  },
  {
    path: 'tickets',
    lazy: {
      Component: screen(
        () => import('./pages/tickets-page'),
        (m) => m.TicketsPage,
      ),
    },
  },
];
