import { Center, Loader } from '@mantine/core';
import { createHashRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/lib/console-paths';
import { getSession } from '@/lib/session';
import { screen } from '@/lib/lazy-screen';
import { RouteErrorPage } from './pages/route-error-page';

function PageLoader() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

interface FeatureRoutes {
  /** Pages inside the console layout, paths relative to /rm-admin. */
  consoleRoutes?: RouteObject[];
  /** Pages outside the console (public pages), paths relative to /. */
  publicRoutes?: RouteObject[];
}

/**
 * Each feature declares its own routes in `features/<name>/routes.tsx`; the route modules are
 * tiny (every screen stays its own lazily loaded chunk), so collecting them eagerly costs nothing
 * and adding a screen never touches this file.
 */
const features = Object.values(import.meta.glob<FeatureRoutes>('../features/*/routes.tsx', { eager: true }));
const consoleRoutes = features.flatMap((feature) => feature.consoleRoutes ?? []);
const publicRoutes = features.flatMap((feature) => feature.publicRoutes ?? []);

/**
 * Routes that read server state, inside the TanStack Query provider. The login page stays
 * outside it: it has a JavaScript budget (docs/performance.md) and makes a single call.
 */
function withServerState(children: RouteObject[]): RouteObject {
  return {
    lazy: { Component: screen(() => import('./layouts/server-state-layout'), (m) => m.ServerStateLayout) },
    children,
  };
}

/** The hash routes of spec section 2. */
export const router = createHashRouter([
  {
    path: '/',
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      withServerState(publicRoutes),
      {
        path: 'rm-admin',
        children: [
          {
            index: true,
            // A saved session skips the login page (a loader redirect, so it never renders first).
            loader: () => (getSession() ? redirect(paths.dashboard) : null),
            lazy: { Component: screen(() => import('@/features/auth/pages/login-page'), (m) => m.LoginPage) },
          },
          withServerState([
            {
              lazy: { Component: screen(() => import('./layouts/console-layout'), (m) => m.ConsoleLayout) },
              children: [
                {
                  errorElement: <RouteErrorPage />,
                  children: [
                    ...consoleRoutes,
                    {
                      path: '*',
                      lazy: { Component: screen(() => import('./pages/console-states'), (m) => m.ConsoleNotFoundPage) },
                    },
                  ],
                },
              ],
            },
          ]),
        ],
      },
      {
        path: '*',
        lazy: { Component: screen(() => import('./pages/not-found-page'), (m) => m.NotFoundPage) },
      },
    ],
  },
]);
