import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: {
      Component: screen(
        () => import('./pages/landing-page'),
        (m) => m.LandingPage,
      ),
    },
  },
  {
    path: 'post/:id',
    lazy: {
      Component: screen(
        () => import('./pages/shared-post-page'),
        (m) => m.SharedPostPage,
      ),
    },
  },
  {
    path: 'auth/email-password-change',
    lazy: {
      Component: screen(
        () => import('./pages/reset-password-page'),
        (m) => m.ResetPasswordPage,
      ),
    },
  },
];
