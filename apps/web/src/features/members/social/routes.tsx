import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';
import { loadAccountRoutes, loadPostRoutes } from './route-specs';

const texts = () => import('@/i18n/members/social').then((module) => module.socialTextsLoader());

/**
 * A social screen's chunk, and beside it (not awaited: the screen paints without them) the route
 * specs its first calls need, so those calls do not wait for them after the screen has loaded.
 */
function withRouteSpecs<M>(load: () => Promise<M>): () => Promise<M> {
  return () => {
    // A failure here shows where the specs are used: the call loads them again.
    loadPostRoutes().catch(() => undefined);
    loadAccountRoutes().catch(() => undefined);
    return load();
  };
}

/** The members' social screens, inside the shell; their texts load with the first of them. */
export const memberRoutes: RouteObject[] = [
  {
    loader: texts,
    children: [
      {
        path: 'home',
        lazy: {
          Component: screen(
            withRouteSpecs(() => import('./pages/home-page')),
            (m) => m.HomePage,
          ),
        },
      },
      {
        path: 'posts/new',
        lazy: {
          Component: screen(
            withRouteSpecs(() => import('./pages/compose-page')),
            (m) => m.ComposePage,
          ),
        },
      },
      {
        path: 'posts/:id',
        lazy: {
          Component: screen(
            withRouteSpecs(() => import('./pages/post-page')),
            (m) => m.PostPage,
          ),
        },
      },
      {
        path: 'members/:id',
        lazy: {
          Component: screen(
            withRouteSpecs(() => import('./pages/member-page')),
            (m) => m.MemberPage,
          ),
        },
      },
    ],
  },
];
