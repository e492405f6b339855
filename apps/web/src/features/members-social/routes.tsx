import type { RouteObject } from 'react-router';
import { screen } from '@/lib/lazy-screen';

const texts = () => import('./i18n/texts').then((module) => module.socialTextsLoader());

/** The members' social screens (issue 19), inside the shell; their texts load with the first of them. */
export const memberRoutes: RouteObject[] = [
  {
    loader: texts,
    children: [
      { path: 'home', lazy: { Component: screen(() => import('./pages/home-page'), (m) => m.HomePage) } },
      { path: 'posts/new', lazy: { Component: screen(() => import('./pages/compose-page'), (m) => m.ComposePage) } },
      { path: 'posts/:id', lazy: { Component: screen(() => import('./pages/post-page'), (m) => m.PostPage) } },
      { path: 'members/:id', lazy: { Component: screen(() => import('./pages/member-page'), (m) => m.MemberPage) } },
    ],
  },
];
