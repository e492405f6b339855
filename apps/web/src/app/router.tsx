import { Center, Loader } from '@mantine/core';
import { createHashRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/lib/console/paths';
import { getSession } from '@/lib/console/session';
import { screen } from '@/lib/lazy-screen';
import { RouteErrorPage } from './pages/route-error-page';

function PageLoader() {
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/** The routes a console feature declares: pages inside the console layout, relative to /rm-admin. */
interface ConsoleFeatureRoutes {
  consoleRoutes: RouteObject[];
}
/** The routes a public feature declares: pages outside both apps, relative to /. */
interface PublicFeatureRoutes {
  publicRoutes: RouteObject[];
}
/** The routes a members' feature declares, relative to /app. */
interface MembersFeatureRoutes {
  /** Screens before signing in (log in, register...). */
  memberJoinRoutes?: RouteObject[];
  /** Signed-in screens, inside the members' shell. */
  memberRoutes?: RouteObject[];
}

/**
 * Each feature declares its own routes in `features/<audience>/<name>/routes.tsx`, and the
 * audience folder decides where they mount. The route modules are tiny (every screen stays its
 * own lazily loaded chunk), so collecting them eagerly costs nothing and adding a screen never
 * touches this file.
 */
const consoleFeatures = Object.values(import.meta.glob<ConsoleFeatureRoutes>('../features/console/*/routes.tsx', { eager: true }));
const publicFeatures = Object.values(import.meta.glob<PublicFeatureRoutes>('../features/public/*/routes.tsx', { eager: true }));
const membersFeatures = Object.values(import.meta.glob<MembersFeatureRoutes>('../features/members/*/routes.tsx', { eager: true }));
const consoleRoutes = consoleFeatures.flatMap((feature) => feature.consoleRoutes);
const publicRoutes = publicFeatures.flatMap((feature) => feature.publicRoutes);
const memberJoinRoutes = membersFeatures.flatMap((feature) => feature.memberJoinRoutes ?? []);
const memberRoutes = membersFeatures.flatMap((feature) => feature.memberRoutes ?? []);

/**
 * Routes that read server state, inside the TanStack Query provider. The login page stays
 * outside it: it has a JavaScript budget (docs/performance.md) and makes a single call.
 */
function withServerState(children: RouteObject[]): RouteObject {
  return {
    lazy: {
      Component: screen(
        () => import('./layouts/server-state-layout'),
        (m) => m.ServerStateLayout,
      ),
    },
    children,
  };
}

/**
 * The members' web app at /app: a tree of its own whose chunks never load with the
 * console's (nor the console's with it). Its root brings the language and direction (i18next),
 * its shell the navigation; the join screens sit outside the shell and the server-state cache.
 */
const membersApp: RouteObject = {
  path: 'app',
  lazy: {
    loader: () => import('./layouts/members-root').then((m) => m.membersRootLoader),
    Component: screen(
      () => import('./layouts/members-root'),
      (m) => m.MembersRoot,
    ),
    ErrorBoundary: screen(
      () => import('./layouts/members-root'),
      (m) => m.MembersErrorBoundary,
    ),
  },
  children: [
    ...memberJoinRoutes,
    {
      lazy: {
        Component: screen(
          () => import('./layouts/members-server-state'),
          (m) => m.MembersServerState,
        ),
      },
      children: [
        {
          lazy: {
            Component: screen(
              () => import('./layouts/members-shell'),
              (m) => m.MembersShell,
            ),
          },
          children: [
            // A signed-in member lands on Home, their feed (the shell sends anyone else to log in).
            { index: true, loader: () => redirect('/app/home') },
            ...memberRoutes,
            {
              path: '*',
              lazy: {
                Component: screen(
                  () => import('./pages/members-not-found-page'),
                  (m) => m.MembersNotFoundPage,
                ),
              },
            },
          ],
        },
      ],
    },
  ],
};

/** The console's hash routes, as the spec names them. */
export const router = createHashRouter([
  {
    path: '/',
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      withServerState(publicRoutes),
      {
        path: 'rm-admin',
        // The console's language and direction, login page included.
        lazy: {
          loader: () => import('./layouts/console-root').then((m) => m.consoleRootLoader),
          Component: screen(
            () => import('./layouts/console-root'),
            (m) => m.ConsoleRoot,
          ),
        },
        children: [
          {
            index: true,
            // A saved session skips the login page (a loader redirect, so it never renders first).
            loader: () => (getSession() ? redirect(paths.dashboard) : null),
            lazy: {
              Component: screen(
                () => import('@/features/console/auth/pages/login-page'),
                (m) => m.LoginPage,
              ),
            },
          },
          withServerState([
            {
              lazy: {
                Component: screen(
                  () => import('./layouts/console-layout'),
                  (m) => m.ConsoleLayout,
                ),
              },
              children: [
                {
                  errorElement: <RouteErrorPage />,
                  children: [
                    ...consoleRoutes,
                    {
                      path: '*',
                      lazy: {
                        Component: screen(
                          () => import('./pages/console-states'),
                          (m) => m.ConsoleNotFoundPage,
                        ),
                      },
                    },
                  ],
                },
              ],
            },
          ]),
        ],
      },
      membersApp,
      {
        path: '*',
        lazy: {
          Component: screen(
            () => import('./pages/not-found-page'),
            (m) => m.NotFoundPage,
          ),
        },
      },
    ],
  },
]);
